/**
 * Exact decimal numbers: `units / 10^scale` on a bigint, so that sums and products of money
 * and fractions never pass through binary floats. Money (`money.ts`) and percentages
 * (`percent.ts`) are built on it.
 *
 * Rounding is half away from zero everywhere (0.005 -> 0.01, -0.005 -> -0.01), the rule of
 * Postgres `round(numeric, n)`, so figures rounded here and in SQL agree.
 */

export type Decimal = { readonly units: bigint; readonly scale: number };

export class DecimalFormatError extends Error {
  override name = 'DecimalFormatError';
}

/** Plain decimal text as Postgres returns `numeric`: optional sign, digits, optional point and digits. */
const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?$/;
const MAX_TEXT_LENGTH = 64;

export const ZERO_DECIMAL: Decimal = { units: 0n, scale: 0 };

/**
 * Reads `'1234.5'`, `'-0.07'`, `'0.120000'`, `'.5'`, `'12'` or a finite JS number (by its
 * shortest decimal form, so `0.1` is exactly one tenth). Refuses everything else with a
 * {@link DecimalFormatError}: thousands separators, currency signs, exponents, `NaN`, empty text.
 */
export function parseDecimal(value: string | number | bigint): Decimal {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DecimalFormatError(`Not a finite number: ${value}`);
    const text = String(value);
    if (/e/i.test(text)) throw new DecimalFormatError(`Number out of the supported range: ${text}`);
    return parseDecimal(text);
  }
  const text = value.trim();
  const match = text.length <= MAX_TEXT_LENGTH ? DECIMAL_TEXT.exec(text) : null;
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || whole.length + fraction.length === 0) {
    throw new DecimalFormatError(`Not a decimal number: ${JSON.stringify(value.slice(0, MAX_TEXT_LENGTH))}`);
  }
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** Like {@link parseDecimal}, but answers null instead of throwing (for lenient user input). */
export function tryParseDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  try {
    return parseDecimal(value);
  } catch {
    return null;
  }
}

export function isDecimalText(value: string): boolean {
  return tryParseDecimal(value) !== null;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** The same value written with `scale` decimals (scale must not be below the current one). */
function rescale(d: Decimal, scale: number): bigint {
  return d.units * pow10(scale - d.scale);
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals(a, negateDecimal(b));
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function negateDecimal(d: Decimal): Decimal {
  return { units: -d.units, scale: d.scale };
}

export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = ZERO_DECIMAL;
  for (const value of values) total = addDecimals(total, value);
  return total;
}

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZeroDecimal(d: Decimal): boolean {
  return d.units === 0n;
}

/** Integer division rounded half away from zero. */
function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  const absDenominator = denominator < 0n ? -denominator : denominator;
  if (absRemainder * 2n < absDenominator) return quotient;
  return numerator < 0n !== denominator < 0n ? quotient - 1n : quotient + 1n;
}

/** Rounds to `scale` decimals, half away from zero. A value with fewer decimals is kept exact. */
export function roundDecimal(d: Decimal, scale: number): Decimal {
  if (d.scale <= scale) return { units: rescale(d, scale), scale };
  return { units: divideRoundingHalfAwayFromZero(d.units, pow10(d.scale - scale)), scale };
}

/** `a / b` rounded to `scale` decimals, half away from zero. Throws on division by zero. */
export function divideDecimals(a: Decimal, b: Decimal, scale: number): Decimal {
  if (b.units === 0n) throw new RangeError('Division by zero');
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale); bring the quotient to `scale` decimals.
  const numerator = a.units * pow10(scale + b.scale);
  const denominator = b.units * pow10(a.scale);
  return { units: divideRoundingHalfAwayFromZero(numerator, denominator), scale };
}

/**
 * Plain text of the value: `'12.5'`, `'-0.07'`, `'35'`. Trailing zeros are dropped unless
 * `minDecimals` asks for them (`formatDecimal(d, 2)` gives `'1234.50'`); never `'-0'`.
 */
export function formatDecimal(d: Decimal, minDecimals = 0): string {
  let { units, scale } = d;
  while (scale > minDecimals && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale < minDecimals) {
    units *= pow10(minDecimals - scale);
    scale = minDecimals;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
