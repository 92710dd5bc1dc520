import { describe, expect, it } from 'vitest';
import { mismatchSummary, rowDataEntries } from './mismatch-values';

describe('mismatch list', () => {
  it('says the rows not stored (as the upload card does), their problems and the resolved ones', () => {
    expect(mismatchSummary({ rows: 1, problems: 1, resolved: 0 })).toBe(
      '1 row not stored: 1 problem, 0 resolved',
    );
    expect(mismatchSummary({ rows: 2, problems: 3, resolved: 2 })).toBe(
      '2 rows not stored: 3 problems, 2 resolved',
    );
    expect(mismatchSummary({ rows: 41_200, problems: 52_003, resolved: 1_200 })).toBe(
      '41,200 rows not stored: 52,003 problems, 1,200 resolved',
    );
  });

  it('lists the row data by header', () => {
    expect(rowDataEntries({ branch: '999', state: 'AZ' })).toEqual([
      ['branch', '999'],
      ['state', 'AZ'],
    ]);
    expect(rowDataEntries(null)).toEqual([]);
  });
});
