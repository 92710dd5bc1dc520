import { describe, expect, it } from 'vitest';
import { filterMismatches, mismatchSummary, rowDataEntries } from './mismatch-values';

/** One problem per row unless `rows` says which row each is on. */
const list = (resolved: boolean[], rows?: number[]) =>
  resolved.map((r, i) => ({ id: i + 1, row_number: rows?.[i] ?? i + 2, resolved: r }));

describe('mismatch list', () => {
  it('counts the rows not stored (as the upload card does), their problems and the resolved ones', () => {
    expect(mismatchSummary(list([false]))).toBe('1 row not stored: 1 problem, 0 resolved');
    expect(mismatchSummary(list([true, false, true], [2, 2, 4]))).toBe(
      '2 rows not stored: 3 problems, 2 resolved',
    );
    expect(mismatchSummary(list(Array(1200).fill(false)))).toBe(
      '1,200 rows not stored: 1,200 problems, 0 resolved',
    );
  });

  it('hides the resolved ones on request', () => {
    const all = list([true, false, true, false]);
    expect(filterMismatches(all, false).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(filterMismatches(all, true).map((m) => m.id)).toEqual([2, 4]);
  });

  it('lists the row data by header', () => {
    expect(rowDataEntries({ branch: '999', state: 'AZ' })).toEqual([
      ['branch', '999'],
      ['state', 'AZ'],
    ]);
    expect(rowDataEntries(null)).toEqual([]);
  });
});
