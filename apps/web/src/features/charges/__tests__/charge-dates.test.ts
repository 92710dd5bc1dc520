import { describe, expect, it } from 'vitest';
import { chargeDates } from '../utils/charge-dates';

describe('chargeDates (the charges launcher, Los Angeles time)', () => {
  it('offers the 15th and last day of this month and the next 11, today or later', () => {
    // 2026-03-10 12:00 in Los Angeles: both March dates are still ahead.
    const dates = chargeDates(new Date('2026-03-10T19:00:00Z'));
    expect(dates).toHaveLength(24);
    expect(dates.slice(0, 4)).toEqual(['2026-03-15', '2026-03-31', '2026-04-15', '2026-04-30']);
    expect(dates.at(-1)).toBe('2027-02-28');
  });

  it('drops a date already passed this month, keeps today', () => {
    expect(chargeDates(new Date('2026-03-16T19:00:00Z'))[0]).toBe('2026-03-31');
    expect(chargeDates(new Date('2026-03-15T19:00:00Z'))[0]).toBe('2026-03-15');
    expect(chargeDates(new Date('2026-03-16T19:00:00Z'))).toHaveLength(23);
  });

  it('reads the day in Los Angeles, not UTC', () => {
    // 1 April 03:00 UTC is still 31 March in Los Angeles: the month end is today.
    expect(chargeDates(new Date('2026-04-01T03:00:00Z'))[0]).toBe('2026-03-31');
  });

  it('crosses the year and knows leap Februaries', () => {
    const dates = chargeDates(new Date('2027-12-20T19:00:00Z'));
    expect(dates[0]).toBe('2027-12-31');
    expect(dates).toContain('2028-02-29');
  });
});
