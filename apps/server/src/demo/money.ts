/** Money as integer cents in the generator, written as exact decimal strings. */

export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Round cents to a whole multiple of `step` dollars. */
export function roundToDollars(cents: number, step: number): number {
  const unit = step * 100;
  return Math.round(cents / unit) * unit;
}

/** 123456 -> '1234.56', -5 -> '-0.05'. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return `${sign}${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}
