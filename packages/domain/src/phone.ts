/** US phone numbers: ten digits, shown as `(602) 555-1234`, stored as digits only. */

export const PHONE_DIGITS = 10;

/**
 * The digits of a phone number, at most ten; a leading country code 1 before ten more digits
 * is dropped (`'+1 602-555-1234'` -> `'6025551234'`). Empty text when there are none.
 */
export function phoneDigits(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  const national = digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/**
 * `(xxx) xxx-xxxx` from up to ten digits, in a list and while typing in a field: up to three digits
 * stay as typed (`'602'`: no bracket is opened before the area code is known to be complete),
 * `'6025'` -> `'(602) 5'`, `'6025551'` -> `'(602) 555-1'`. Empty text when there are no digits.
 */
export function formatPhone(input: string | null | undefined): string {
  const d = phoneDigits(input);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The digits to store for a phone field: null when there are none. */
export function phoneForStorage(input: string | null | undefined): string | null {
  const d = phoneDigits(input);
  return d === '' ? null : d;
}
