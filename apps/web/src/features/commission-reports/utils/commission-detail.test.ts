import { commissionDetailFile } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { ADJUSTMENTS, F1001, F1002, ROW, SUMMARY } from '../components/commission-detail.fixtures';
import { commissionRevenueCheck, creditedAdjustments } from './commission-detail';

describe('commissionDetailFile', () => {
  it("an officer's row: the file's own EO components, never its adjustments nor its figures as they stand", () => {
    expect(commissionDetailFile(F1001, 'EO')).toMatchObject({
      order_number: 'F1001',
      calc_close_date: '2026-10-05',
      esc_rev: '1000.00',
      title_rev: '500.10',
      underwriter_amt: '60.01',
      commable_rev: '1440.09',
    });
  });

  it("a rep's row: the file's own REP components", () => {
    expect(commissionDetailFile(F1001, 'REP')).toMatchObject({
      esc_rev: '1000.00',
      title_rev: '800.00',
      underwriter_amt: '96.00',
      commable_rev: '1704.00',
    });
  });
});

describe('commissionRevenueCheck', () => {
  const files = [F1001, F1002].map((file) => commissionDetailFile(file, 'EO'));

  it('files 1440.09 + 250.25 = 1690.34, adjustments 100.00 − 20.05 = 79.95: the summary’s 1770.29', () => {
    expect(commissionRevenueCheck(files, SUMMARY.trace?.adjustments ?? [], ROW.comable_rev)).toEqual({
      files: '1690.34',
      adjustments: '79.95',
      sum: '1770.29',
      summary: '1770.29',
      difference: '0.00',
      matches: true,
    });
  });

  it('a cent apart is a difference, said to the cent', () => {
    const check = commissionRevenueCheck(files, [{ commable_rev: '79.94' }], '1770.29');
    expect(check).toMatchObject({ sum: '1770.28', difference: '0.01', matches: false });
  });

  it('sums in cents, not binary floats (0.10 + 0.20 = 0.30)', () => {
    const check = commissionRevenueCheck([{ commable_rev: '0.10' }], [{ commable_rev: '0.20' }], '0.30');
    expect(check.matches).toBe(true);
  });
});

describe('creditedAdjustments', () => {
  const files = [F1001, F1002].map((file) => commissionDetailFile(file, 'REP'));

  it('with the trace: exactly the adjustments it credits, whatever the role', () => {
    const ids = (role: 'REP' | 'EO') =>
      creditedAdjustments(ADJUSTMENTS.rows, role, SUMMARY.trace, files).map((a) => a.adj_id);
    expect(ids('EO')).toEqual([7, 8]);
    expect(ids('REP')).toEqual([7, 8]);
  });

  it("without one: the officer's as asked, a rep's on the files listed", () => {
    expect(creditedAdjustments(ADJUSTMENTS.rows, 'EO', undefined, files).map((a) => a.adj_id)).toEqual([
      7, 8, 9,
    ]);
    expect(creditedAdjustments(ADJUSTMENTS.rows, 'REP', undefined, files).map((a) => a.adj_id)).toEqual([7]);
  });
});
