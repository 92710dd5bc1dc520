import { z } from 'zod';
// The contract's messages in words, also for a schema imported without the index.
import './messages.ts';

export const ZState = z.enum(['AZ', 'NV']);
export type State = z.infer<typeof ZState>;

/** A state as a request sends it, in any case: ' nv' reads as 'NV'; anything but AZ or NV is refused. */
export const ZStateCode = z.string().trim().toUpperCase().pipe(z.enum(ZState.options, 'must be AZ or NV'));

/**
 * A list's state filter (`?state=nv`): any two letters, in any case, read upper case. A state with
 * no records lists nothing rather than being refused (the screens ask as soon as two letters are typed).
 */
export const ZStateFilter = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state such as AZ')
  .transform((s) => s.toUpperCase());

/** A calendar date as 'YYYY-MM-DD' (no time, no zone). */
export const ZIsoDate = z.iso.date();

/** Money crosses the wire as a decimal string such as '1234.50' (never a binary float). */
export const ZMoney = z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'must be an amount such as 1234.50');

export const ZUuid = z.uuid();

/** A record's version: answered in its body and as its ETag, sent back as If-Match on save. */
export const ZVersion = z.number().int().positive();
