/**
 * The digits of a phone number as typed (`'(602) 555-1234'`, `'+1 602.555.1234'`): a leading
 * country code 1 before ten digits is dropped; null when there are none. Saves store these digits.
 */
export function phoneDigitsOrNull(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national === '' ? null : national;
}
