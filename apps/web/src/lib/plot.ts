import { toCents } from '@hub/domain';

/**
 * Money as dollars for a chart's axis only (a chart plots numbers); every figure shown in words is
 * formatted from the exact text, never from this.
 */
export const plotDollars = (money: string | number) => toCents(String(money)) / 100;
