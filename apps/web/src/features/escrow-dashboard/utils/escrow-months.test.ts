import { describe, expect, it } from 'vitest';
import { escrowMonths } from './escrow-months';

describe('escrowMonths', () => {
  it('is the previous, current and next month in Los Angeles, each to its last day', () => {
    // 05:00 UTC on 1 March is still 28 February in Los Angeles.
    expect(escrowMonths(new Date('2026-03-01T05:00:00Z'))).toEqual([
      { key: '2026-01', label: 'Previous Month', name: 'January 2026', reportDate: '2026-01-31' },
      { key: '2026-02', label: 'Current Month', name: 'February 2026', reportDate: '2026-02-28' },
      { key: '2026-03', label: 'Next Month', name: 'March 2026', reportDate: '2026-03-31' },
    ]);
  });

  it('crosses the year both ways', () => {
    expect(escrowMonths(new Date('2026-01-15T20:00:00Z')).map((month) => month.key)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(escrowMonths(new Date('2026-12-31T20:00:00Z')).map((month) => month.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});
