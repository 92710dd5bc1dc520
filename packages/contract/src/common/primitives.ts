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

/**
 * The largest amount a money field takes, either way (docs/domain.md "Amount bounds"): eight digits
 * before the point, so that neither an amount nor any sum the product keeps of them can overflow.
 */
export const MAX_AMOUNT = '99999999.99';
const MAX_WHOLE_DIGITS = 8;
const SIGNED_AMOUNT = /^-?\d+(\.\d{1,2})?$/;
const UNSIGNED_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Eight digits or fewer before the point, leading zeros aside. */
const withinAmountBound = (text: string) =>
  (text.replace(/^-/, '').split('.')[0] ?? '').replace(/^0+/, '').length <= MAX_WHOLE_DIGITS;

/**
 * Money a client enters (every money field of a request body: an adjustment, the file override, a
 * guarantee, an employee's base and pay settings): decimal text, trimmed, at most two decimals, and
 * within ±99,999,999.99; `negative` lets it be below zero. `format` is the field's own message for
 * text that is not an amount.
 */
export function ZAmountText({ negative = false, format = 'must be an amount such as 1234.50' } = {}) {
  const pattern = negative ? SIGNED_AMOUNT : UNSIGNED_AMOUNT;
  return z
    .string()
    .trim()
    .regex(pattern, format)
    .refine(
      (text) => !pattern.test(text) || withinAmountBound(text),
      negative ? 'must be between -99,999,999.99 and 99,999,999.99' : 'must be at most 99,999,999.99',
    );
}

export const ZUuid = z.uuid();

/** A record's version: answered in its body and as its ETag, sent back as If-Match on save. */
export const ZVersion = z.number().int().positive();
