import { type Cents, dollarsToCents, formatUsdAccounting, sumCents, toCentsOrZero } from '@hub/domain/money';

/** A money figure as the API carries it ('1234.50'), a JSON number of dollars, or nothing. */
export type MoneyValue = string | number | null | undefined;

/** Exact cents of one figure; a missing amount counts as zero. */
export function moneyCents(value: MoneyValue): Cents {
  if (typeof value === 'number') return dollarsToCents(value);
  return toCentsOrZero(value);
}

/** Reports' money: '$1,234.50', negatives in parentheses '($1,234.50)'. */
export const formatMoneyCell = (value: MoneyValue): string => formatUsdAccounting(moneyCents(value));

export const isNegativeMoney = (value: MoneyValue): boolean => moneyCents(value) < 0;

/** The sum of a money column, exact to the cent (never a sum of binary floats). */
export function sumMoney(values: readonly MoneyValue[]): Cents {
  return sumCents(values.map(moneyCents));
}

/** The sum of a count column; missing counts as zero. */
export function sumCounts(values: readonly unknown[]): number {
  return values.reduce<number>((total, value) => total + (typeof value === 'number' ? value : 0), 0);
}
