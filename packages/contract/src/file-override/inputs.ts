import { z } from 'zod';
import { ZAmountText, ZIsoDate } from '../common/primitives.ts';

const AMOUNT_RULE = 'must be an amount such as 1234.50';

/**
 * An amount of the file override dialog or an adjustment (spec 001 §5): sent as a number or as decimal
 * text ('1234.50', '-20.10'), or null when blank; a blank text is null too. A number is read as the
 * shortest decimal that names it (123.45 is '123.45'), so no binary float reaches the database; one
 * with more than two decimals is refused, never rounded. Amounts may be negative, within
 * ±99,999,999.99 (ZAmountText).
 */
export const ZAmountInput = z
  .union([z.string(), z.number()], { error: AMOUNT_RULE })
  .nullable()
  .transform((value) => {
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    return text === '' ? null : text;
  })
  .pipe(ZAmountText({ negative: true, format: AMOUNT_RULE }).nullable());

/** A date that may be blank: 'YYYY-MM-DD', or null ('' reads as null). */
export const ZDateOrBlank = z
  .string()
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
  .pipe(ZIsoDate.nullable());

/** Free text that may be blank: trimmed, null when empty (spec 001 §5: reason and note null when blank). */
export const ZTextOrBlank = (max: number) =>
  z
    .string()
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .pipe(z.string().max(max).nullable());
