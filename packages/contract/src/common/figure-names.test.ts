import { describe, expect, it } from 'vitest';
import { ORDER_TOTAL_FIGURES, REVENUE_BREAKDOWN_FIGURES } from '../orders/order-file.ts';
import { RECONCILED_FIGURES } from '../orders/order-reconciliation.ts';
import { FIGURE_NAMES, figureRecord, LEDGER_FIGURES } from './figure-names.ts';

describe('the ledger figures, written once', () => {
  it('names each figure once', () => {
    expect(new Set(LEDGER_FIGURES).size).toBe(LEDGER_FIGURES.length);
  });

  it('every named, listed or reconciled figure is a ledger figure', () => {
    const ledger: ReadonlySet<string> = new Set(LEDGER_FIGURES);
    const named = Object.keys(FIGURE_NAMES).filter((key) => key !== 'commissionable_revenue');
    const listed = ORDER_TOTAL_FIGURES.filter((key) => key !== 'sales_price' && key !== 'loan_amt');
    for (const figure of [...named, ...listed, ...RECONCILED_FIGURES, ...REVENUE_BREAKDOWN_FIGURES]) {
      expect(ledger.has(figure), figure).toBe(true);
    }
  });

  it('figureRecord makes one entry per figure, in the list order', () => {
    const record = figureRecord(['escrow_revenue', 'misc_fees'] as const, (figure) => figure.length);
    expect(record).toEqual({ escrow_revenue: 14, misc_fees: 9 });
    expect(Object.keys(record)).toEqual(['escrow_revenue', 'misc_fees']);
  });
});
