import { cleanMoneyText, fromCents, MoneyError, toCents } from '@hub/domain';

/** What a cell reading gives: the value to store, or why the cell cannot be used. */
export type CellResult<T> = { ok: true; value: T } | { ok: false; problem: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const bad = (problem: string): CellResult<never> => ({ ok: false, problem });

/** Trimmed text; an empty cell is null. Text starting with = + - @ is kept as written, never evaluated. */
export function readText(raw: string, maxLength = 1000): CellResult<string | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  if (text.length > maxLength) return bad(`is longer than ${maxLength} characters`);
  return ok(text);
}

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);

function isoFromParts(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1900 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

function parseDateText(text: string): string | null {
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  if (isoMatch) return isoFromParts(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const usMatch = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?: [\d:]+(?: ?[AP]M)?)?$/i.exec(text);
  if (usMatch) {
    const year = usMatch[3]?.length === 2 ? 2000 + Number(usMatch[3]) : Number(usMatch[3]);
    return isoFromParts(year, Number(usMatch[1]), Number(usMatch[2]));
  }
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const date = new Date(EXCEL_EPOCH_UTC + Math.floor(Number(text)) * 86_400_000);
    return isoFromParts(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return null;
}

/** 'YYYY-MM-DD', 'M/D/YYYY', 'M/D/YY' (20YY) or an Excel serial day number; empty is null. */
export function readDate(raw: string): CellResult<string | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  const iso = parseDateText(text);
  return iso ? ok(iso) : bad('is not a date (use YYYY-MM-DD or MM/DD/YYYY)');
}

/** An amount such as 1234.5, $1,234.50 or (12.00); empty is null. Exact, never a float. */
export function readMoney(raw: string): CellResult<string | null> {
  let text = raw.trim();
  if (text === '') return ok(null);
  const negative = /^\(.*\)$/.test(text);
  if (negative) text = text.slice(1, -1);
  const cleaned = cleanMoneyText(text);
  if (cleaned === null) return bad('is not an amount');
  try {
    const cents = toCents(negative ? `-${cleaned.replace(/^-/, '')}` : cleaned);
    if (Math.abs(cents) >= 1e14) return bad('is too large an amount');
    return ok(fromCents(cents));
  } catch (error) {
    if (error instanceof MoneyError) return bad('is not an amount with at most two decimals');
    throw error;
  }
}

/** One of the allowed words, ignoring case and surrounding spaces. */
export function readChoice<T extends string>(raw: string, choices: readonly T[]): CellResult<T | null> {
  const text = raw.trim().toUpperCase();
  if (text === '') return ok(null);
  const found = choices.find((c) => c.toUpperCase() === text);
  return found ? ok(found) : bad(`must be one of ${choices.join(', ')}`);
}

const TRUE_WORDS = new Set(['Y', 'YES', 'TRUE', '1', 'ACTIVE']);
const FALSE_WORDS = new Set(['N', 'NO', 'FALSE', '0', 'INACTIVE']);

export function readYesNo(raw: string): CellResult<boolean | null> {
  const text = raw.trim().toUpperCase();
  if (text === '') return ok(null);
  if (TRUE_WORDS.has(text)) return ok(true);
  if (FALSE_WORDS.has(text)) return ok(false);
  return bad('must be Y or N');
}

export function readEmail(raw: string): CellResult<string | null> {
  const text = raw.trim();
  if (text === '') return ok(null);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 254
    ? ok(text.toLowerCase())
    : bad('is not an e-mail address');
}

/** Names compare ignoring case and every space: 'Mary  Ann Lee' matches 'maryann lee'. */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** A header compares ignoring case, spaces, underscores and punctuation: 'Order #' ~ 'order_number'. */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/#/g, 'number')
    .replace(/[^a-z0-9]/g, '');
}
