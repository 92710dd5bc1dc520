import { describe, expect, it } from 'vitest';
import { lastMonthEnds } from './month-ends';

describe('lastMonthEnds', () => {
  it('offers the 12 month ends before today in Los Angeles, newest first', () => {
    // 2026-11-28 19:00 UTC is 11:00 on the 28th in Los Angeles: November is not over.
    expect(lastMonthEnds(new Date('2026-11-28T19:00:00Z'))).toEqual([
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
      '2025-11-30',
    ]);
  });

  it("offers today on a month's last day in Los Angeles, not yet when it is only so in UTC", () => {
    // 2026-12-01 05:00 UTC is still 2026-11-30 in Los Angeles.
    expect(lastMonthEnds(new Date('2026-12-01T05:00:00Z'))[0]).toBe('2026-11-30');
    // 2026-11-30 12:00 UTC is 04:00 on 2026-11-30 in Los Angeles.
    expect(lastMonthEnds(new Date('2026-11-30T12:00:00Z'))[0]).toBe('2026-11-30');
    expect(lastMonthEnds(new Date('2026-11-29T07:59:00Z'))[0]).toBe('2026-10-31');
  });

  it('counts leap years', () => {
    expect(lastMonthEnds(new Date('2028-03-15T20:00:00Z'), 2)).toEqual(['2028-02-29', '2028-01-31']);
  });
});
