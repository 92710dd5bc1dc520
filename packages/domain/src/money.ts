/**
 * Money in whole cents, exact.
 *
 * - A stored or shown amount is {@link Cents}: a safe integer count of cents, branded so that a
 *   plain number (dollars? cents?) cannot be passed by mistake. Build one with {@link toCents}
 *   (text as Postgres `numeric` returns it), {@link dollarsToCents} (a JSON number) or
 *   {@link asCents} (an integer you already know to be cents).
 * - Cents per row, sums of cents (DOMAIN.md §3): a share of an amount (amount x a fraction such
 *   as `magnus_title_pct` `'0.4'`) is an {@link ExactAmount} only until it becomes a figure of
 *   its row (a file, an adjustment, a commission row): there it is rounded once to cents with
 *   {@link roundCents} or {@link shareOf} (half away from zero: 0.5 cent -> 1 cent,
 *   -0.5 cent -> -1 cent, as Postgres `round`). Every total is then a sum of those cents
 *   ({@link sumCents}, {@link sumCentsFields}), so a total always equals the sum of its rows.
 * - The API carries money as text with two decimals ({@link fromCents}: `'1234.50'`); screens
 *   show {@link formatUsd} (`'$1,234.50'`), {@link formatUsdAccounting} (`'($1,234.50)'`) or
 *   {@link formatUsdWhole} (`'$1,235'`).
 */
import {
  addDecimals,
  compareDecimals,
  type Decimal,
  DecimalFormatError,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
  tryParseDecimal,
  ZERO_DECIMAL,
} from './decimal.ts';

declare const centsBrand: unique symbol;
/** A whole number of cents (a safe integer). */
export type Cents = number & { readonly [centsBrand]: true };
/** An exact, possibly fractional, number of cents: a share not yet rounded. */
export type ExactAmount = Decimal;
/** A fraction given as decimal text (`'0.35'`, `'0.120000'`) or an exact decimal. */
export type Fraction = string | Decimal;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

export const ZERO_CENTS = 0 as Cents;

/** Checks that `value` is a safe integer and brands it as cents. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`Not a whole number of cents: ${value}`);
  return (value === 0 ? 0 : value) as Cents;
}

function centsFromUnits(units: bigint): Cents {
  if (units > BigInt(Number.MAX_SAFE_INTEGER) || units < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError(`Amount out of range: ${units} cents`);
  }
  return asCents(Number(units));
}

function wrap<T>(parse: () => T, value: unknown): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DecimalFormatError) {
      throw new MoneyError(`Not an amount of money: ${JSON.stringify(value)}`, { cause: error });
    }
    throw error;
  }
}

/**
 * Dollars as decimal text, as Postgres `numeric` returns it: `'1234.5'`, `'-0.07'`, `'12'`.
 * Refuses garbage (`'1,234.56'`, `'$5'`, `'abc'`, `''`) and more than two decimals that are not
 * zeros (`'1.005'`): an amount is never rounded silently; use {@link roundToCents} for that.
 */
export function toCents(text: string): Cents {
  const d = wrap(() => parseDecimal(text), text);
  const cents = roundDecimal(d, 2);
  if (compareDecimals(cents, d) !== 0)
    throw new MoneyError(`More than two decimals: ${JSON.stringify(text)}`);
  return centsFromUnits(cents.units);
}

/** {@link toCents}, with null, undefined (a nullable column) and `''` counting as zero. */
export function toCentsOrZero(text: string | null | undefined): Cents {
  return text === null || text === undefined || text.trim() === '' ? ZERO_CENTS : toCents(text);
}

/** Dollars as a JSON number (`1234.5`), read by its shortest decimal form, never by float maths. */
export function dollarsToCents(amount: number): Cents {
  return toCents(wrap(() => formatDecimal(parseDecimal(amount)), amount));
}

/** Dollars as decimal text or an exact decimal with any number of decimals, rounded half away from zero. */
export function roundToCents(value: string | Decimal): Cents {
  const d = typeof value === 'string' ? wrap(() => parseDecimal(value), value) : value;
  return centsFromUnits(roundDecimal(d, 2).units);
}

/** The API's text for an amount: two decimals, no separators: `'1234.50'`, `'-0.07'`, `'0.00'`. */
export function fromCents(cents: Cents): string {
  return formatDecimal({ units: BigInt(cents), scale: 2 }, 2);
}

/** Exact decimal dollars of an amount (for {@link divideDecimals} and friends). */
export function centsToDecimal(cents: Cents): Decimal {
  return { units: BigInt(cents), scale: 2 };
}

// --- whole-cent arithmetic -------------------------------------------------------------

export function addCents(a: Cents, b: Cents): Cents {
  return asCents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return asCents(a - b);
}

export function negateCents(a: Cents): Cents {
  return asCents(-a);
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total = asCents(total + value);
  return total as Cents;
}

/**
 * The API's text ({@link fromCents}) of a sum of cents of any size: a column total over as many rows
 * as a list holds, exact past the safe integers (a list's total never fails for its size).
 */
export function sumCentsText(values: Iterable<Cents>): string {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  return formatDecimal({ units: total, scale: 2 }, 2);
}

/** The API's text of a sum of amounts in the API's text (`['1.50', '-0.25']` -> `'1.25'`), added in cents. */
export function sumMoneyText(amounts: Iterable<string>): string {
  const cents: Cents[] = [];
  for (const amount of amounts) cents.push(toCents(amount));
  return sumCentsText(cents);
}

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/**
 * Column totals of rows as the API carries them: each `money` field (text) summed in cents
 * ({@link sumMoneyText}), each `counts` field added. The sum behind every report's TOTAL row, so
 * a total is the sum of the rows it stands under, to the cent.
 */
export function sumColumns<T, M extends KeysOf<T, string>, C extends KeysOf<T, number> = never>(
  rows: readonly T[],
  columns: { money: readonly M[]; counts?: readonly C[] },
): { [P in M]: string } & { [P in C]: number } {
  const totals: Record<string, string | number> = {};
  for (const field of columns.counts ?? []) {
    totals[field as string] = rows.reduce((sum, row) => sum + (row[field] as number), 0);
  }
  for (const field of columns.money)
    totals[field as string] = sumMoneyText(rows.map((row) => row[field] as string));
  return totals as { [P in M]: string } & { [P in C]: number };
}

/** The keys of `T` whose values are cents. */
export type CentsKeys<T> = { [K in keyof T]: T[K] extends Cents ? K : never }[keyof T];

/**
 * Column totals of rows of cents: for each named field, the sum of the rows' cents. The helper
 * every report total goes through, so a total is the sum of the rows it stands under.
 */
export function sumCentsFields<T, K extends CentsKeys<T>>(
  rows: Iterable<T>,
  fields: readonly K[],
): { [P in K]: Cents } {
  const totals = Object.fromEntries(fields.map((field) => [field, 0])) as Record<K, number>;
  for (const row of rows) {
    for (const field of fields) totals[field] = asCents(totals[field] + (row[field] as Cents));
  }
  return totals as { [P in K]: Cents };
}

/** Every cents field of an object as the API's money text ({@link fromCents}): `{ a: 150 }` -> `{ a: '1.50' }`. */
export function centsFieldsText<T extends Record<string, Cents>>(figures: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(figures).map(([key, cents]) => [key, fromCents(cents)])) as {
    [K in keyof T]: string;
  };
}

/** `amount x count` for a whole count (files x per-file amount). */
export function multiplyCents(amount: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new MoneyError(`Not a whole count: ${count}`);
  return centsFromUnits(BigInt(amount) * BigInt(count));
}

/** `amount / divisor` rounded half away from zero (average ticket, half of a base). */
export function divideCents(amount: Cents, divisor: number | string): Cents {
  const d = wrap(() => parseDecimal(divisor), divisor);
  return centsFromUnits(divideDecimals({ units: BigInt(amount), scale: 0 }, d, 0).units);
}

export function compareCents(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxCents(first: Cents, ...rest: Cents[]): Cents {
  return Math.max(first, ...rest) as Cents;
}

export function minCents(first: Cents, ...rest: Cents[]): Cents {
  return Math.min(first, ...rest) as Cents;
}

/** The amount, or zero when it is negative ("not below 0"). */
export function atLeastZero(amount: Cents): Cents {
  return amount < 0 ? ZERO_CENTS : amount;
}

// --- exact shares, rounded once per row --------------------------------------------------

export const ZERO_EXACT: ExactAmount = ZERO_DECIMAL;

/** Whole cents as an exact amount, to accumulate with shares. */
export function exactCents(cents: Cents): ExactAmount {
  return { units: BigInt(cents), scale: 0 };
}

export function parseFraction(fraction: Fraction): Decimal {
  return typeof fraction === 'string' ? wrap(() => parseDecimal(fraction), fraction) : fraction;
}

/** Checks a setting that is a share (`comm_pct`, `uw_split_pct`, `magnus_title_pct`): 0 to 1. */
export function assertFraction<T extends Fraction>(value: T, what: string): T {
  const d = parseFraction(value);
  if (d.units < 0n || d.units > 10n ** BigInt(d.scale)) {
    throw new MoneyError(`${what} must be a fraction from 0 to 1: ${formatDecimal(d)}`);
  }
  return value;
}

/** `amount x fraction`, exactly (no rounding): `timesFraction(asCents(1001), '0.35')` is 350.35 cents. */
export function timesFraction(amount: Cents | ExactAmount, fraction: Fraction): ExactAmount {
  const exact = typeof amount === 'number' ? exactCents(amount) : amount;
  return multiplyDecimals(exact, parseFraction(fraction));
}

export function addExact(a: Cents | ExactAmount, b: Cents | ExactAmount): ExactAmount {
  return addDecimals(toExact(a), toExact(b));
}

export function subtractExact(a: Cents | ExactAmount, b: Cents | ExactAmount): ExactAmount {
  return subtractDecimals(toExact(a), toExact(b));
}

export function sumExact(values: Iterable<Cents | ExactAmount>): ExactAmount {
  return sumDecimals(Array.from(values, toExact));
}

function toExact(value: Cents | ExactAmount): ExactAmount {
  return typeof value === 'number' ? exactCents(value) : value;
}

/** Rounds an exact amount of cents to whole cents, half away from zero: a row's one rounding step. */
export function roundCents(amount: ExactAmount): Cents {
  return centsFromUnits(roundDecimal(amount, 0).units);
}

/** `amount x fraction` rounded once to cents: one row's share, such as a commission or a file's Magnus title. */
export function shareOf(amount: Cents, fraction: Fraction): Cents {
  return roundCents(timesFraction(amount, fraction));
}

/**
 * Rounds each part to whole cents so that the rounded parts add up to the rounded total
 * (largest remainder: every part is floored, and the cents still missing go to the parts with
 * the largest fractions, the earlier part first on a tie). Used to explain one row's rounded
 * figure by its parts (a file's commissionable revenue by component, an adjustment's
 * underwriter share by field), never to spread a total over rows: totals are sums of rows.
 */
export function allocateCents(parts: readonly ExactAmount[]): Cents[] {
  const total = BigInt(roundCents(sumExact(parts)));
  const floors = parts.map((part) => {
    const factor = 10n ** BigInt(part.scale);
    const floor = part.units >= 0n ? part.units / factor : -((-part.units + factor - 1n) / factor);
    // The fraction above the floor, as a comparable decimal in [0, 1).
    const fraction: Decimal = { units: part.units - floor * factor, scale: part.scale };
    return { floor, fraction };
  });
  let missing = total - floors.reduce((sum, f) => sum + f.floor, 0n);
  const order = floors
    .map((f, index) => ({ index, fraction: f.fraction }))
    .sort((a, b) => compareDecimals(b.fraction, a.fraction) || a.index - b.index);
  const result = floors.map((f) => f.floor);
  for (const { index } of order) {
    if (missing <= 0n) break;
    result[index] = (result[index] ?? 0n) + 1n;
    missing -= 1n;
  }
  return result.map(centsFromUnits);
}

// --- display ------------------------------------------------------------------------------

/** An amount to show; a missing one (null, a nullable column) shows as $0.00 (spec 000 §8). */
type Displayable = Cents | string | null | undefined;

function displayCents(value: Displayable): Cents {
  if (value === null || value === undefined) return ZERO_CENTS;
  return typeof value === 'number' ? value : roundToCents(value);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function usdDigits(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `$${groupThousands((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * `'$1,234.50'`, `'-$1,234.50'`: the one money formatter of every screen, export and e-mail. Takes
 * cents, or dollars as decimal text (the API's `'1234.5'`; more than two decimals are rounded half
 * away from zero), never a binary float; a missing amount is `'$0.00'`.
 */
export function formatUsd(value: Displayable): string {
  const cents = BigInt(displayCents(value));
  return `${cents < 0n ? '-' : ''}${usdDigits(cents)}`;
}

/** Reports' accounting style: negatives in parentheses, `'($1,234.50)'`. */
export function formatUsdAccounting(value: Displayable): string {
  const cents = BigInt(displayCents(value));
  return cents < 0n ? `(${usdDigits(cents)})` : usdDigits(cents);
}

/** Whole dollars, rounded half away from zero: `'$1,235'` for 1234.50, `'-$1,235'`. */
export function formatUsdWhole(value: Displayable): string {
  const dollars = roundDecimal({ units: BigInt(displayCents(value)), scale: 2 }, 0).units;
  return `${dollars < 0n ? '-' : ''}$${groupThousands((dollars < 0n ? -dollars : dollars).toString())}`;
}

/**
 * Lenient reading of a typed amount (`'$1,234.50'`, `' 12 '`): dollar signs, commas and spaces
 * are dropped; the rest must be a plain decimal. Answers the decimal text, or null when empty
 * or not a number.
 */
export function cleanMoneyText(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  const d = cleaned === '' ? null : tryParseDecimal(cleaned);
  return d === null ? null : formatDecimal(d);
}
