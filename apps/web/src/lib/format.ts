/** One formatter per kind of figure, used by every screen (STYLE.md). */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.50'; money arrives as a decimal string. Missing or unreadable amounts show as $0.00 (spec 000 §8). */
export function formatMoney(value: string | number | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** '(602) 555-0100' from up to 10 digits; other input is shown as typed. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 10);
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 'MM/DD/YYYY' from a 'YYYY-MM-DD' date string (no time zone can shift it). */
export function formatDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
