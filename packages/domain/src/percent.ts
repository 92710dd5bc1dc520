/**
 * Percentages and fractions as exact decimal text. The database stores fractions (`comm_pct`
 * `'0.350000'`), the screens edit percentages (`'35'`); converting never goes through floats,
 * so `'0.125'` is `'12.5'` and `'35'` is `'0.35'`, never `0.35000000000000003`.
 */
import {
  type Decimal,
  divideDecimals,
  formatDecimal,
  isZeroDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  tryParseDecimal,
} from './decimal.ts';

const HUNDRED: Decimal = { units: 100n, scale: 0 };

function readPercentText(value: string | number | null | undefined): Decimal | null {
  if (typeof value === 'string') return tryParseDecimal(value.trim().replace(/%$/, '').trim());
  return tryParseDecimal(value);
}

/** `'35'` -> `'0.35'`, `'12.5%'` -> `'0.125'`; null for empty or invalid input. */
export function percentToFraction(percent: string | number | null | undefined): string | null {
  const d = readPercentText(percent);
  return d === null ? null : formatDecimal({ units: d.units, scale: d.scale + 2 });
}

/** `'0.125'` -> `'12.5'`, `'0.350000'` -> `'35'`; null for empty or invalid input. */
export function fractionToPercent(fraction: string | number | null | undefined): string | null {
  const d = tryParseDecimal(fraction);
  return d === null ? null : formatDecimal(multiplyDecimals(d, HUNDRED));
}

function toDecimal(value: number | string | Decimal): Decimal {
  return typeof value === 'object' ? value : parseDecimal(value);
}

/** `part / whole` as a percentage rounded half up to `decimals` (2 by default); null when whole is 0. */
export function percentOf(
  part: number | string | Decimal,
  whole: number | string | Decimal,
  decimals = 2,
): number | null {
  const w = toDecimal(whole);
  if (isZeroDecimal(w)) return null;
  return Number(formatDecimal(divideDecimals(multiplyDecimals(toDecimal(part), HUNDRED), w, decimals)));
}

/**
 * Change from `previous` to `current` in percent of `previous`, one decimal by default
 * (`percentChange(110, 100)` is 10, `percentChange(90, 100)` is -10); null when previous is 0.
 */
export function percentChange(
  current: number | string | Decimal,
  previous: number | string | Decimal,
  decimals = 1,
): number | null {
  const p = toDecimal(previous);
  if (isZeroDecimal(p)) return null;
  const magnitude = p.units < 0n ? { units: -p.units, scale: p.scale } : p;
  return percentOf(subtractDecimals(toDecimal(current), p), magnitude, decimals);
}

/** `'12.50%'`: a percentage with a fixed number of decimals (2 by default), rounded half up. */
export function formatPercent(percent: number | string | Decimal, decimals = 2): string {
  return `${formatDecimal(roundDecimal(toDecimal(percent), decimals), decimals)}%`;
}
