import { describe, expect, it } from 'vitest';
import { canDistribute, isBeforeTileCutoff, showCommissionTile, tilePeriod } from './tile-condition';

// 2026-03-24 12:00 and 2026-03-25 00:30 in Los Angeles (PDT, UTC-7).
const THE_24TH = new Date('2026-03-24T19:00:00Z');
const THE_25TH = new Date('2026-03-25T07:30:00Z');
// Still the 24th in Los Angeles while it is already the 25th in UTC.
const LATE_24TH_LA = new Date('2026-03-25T06:30:00Z');

describe('the commission tile condition (spec 000 §4, §9)', () => {
  it('takes the previous calendar month in Los Angeles as the period', () => {
    expect(tilePeriod(THE_24TH)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(tilePeriod(new Date('2026-01-01T07:59:00Z'))).toEqual({
      start_date: '2025-11-01',
      end_date: '2025-11-30',
    });
  });

  it('counts the day of the month in Los Angeles time', () => {
    expect(isBeforeTileCutoff(THE_24TH)).toBe(true);
    expect(isBeforeTileCutoff(LATE_24TH_LA)).toBe(true);
    expect(isBeforeTileCutoff(THE_25TH)).toBe(false);
  });

  it('shows on the 24th for a finalised month with a row', () => {
    expect(showCommissionTile({ now: THE_24TH, finalized: true, hasRow: true, demoRep: false })).toBe(true);
  });

  it('hides on the 25th, finalised or not, demo rep or not', () => {
    for (const finalized of [true, false])
      for (const demoRep of [true, false])
        expect(showCommissionTile({ now: THE_25TH, finalized, hasRow: true, demoRep })).toBe(false);
  });

  it('hides while the month is not finalised, except for a demo rep', () => {
    expect(showCommissionTile({ now: THE_24TH, finalized: false, hasRow: true, demoRep: false })).toBe(false);
    expect(showCommissionTile({ now: THE_24TH, finalized: false, hasRow: true, demoRep: true })).toBe(true);
  });

  it('hides without a commission row, demo rep included', () => {
    expect(showCommissionTile({ now: THE_24TH, finalized: true, hasRow: false, demoRep: false })).toBe(false);
    expect(showCommissionTile({ now: THE_24TH, finalized: false, hasRow: false, demoRep: true })).toBe(false);
  });

  it('hides the distribution during impersonation', () => {
    expect(canDistribute(true)).toBe(false);
    expect(canDistribute(false)).toBe(true);
  });
});
