import { describe, expect, it } from 'vitest';
import { addYears, defaultSearchRange, todayIso } from './time';

describe('time (America/Los_Angeles)', () => {
  it('gives the Los Angeles date, not the UTC one', () => {
    // 05:30 UTC on 1 March is still 28 February (21:30 PST) in Los Angeles.
    expect(todayIso(new Date('2025-03-01T05:30:00Z'))).toBe('2025-02-28');
    expect(todayIso(new Date('2025-03-01T09:00:00Z'))).toBe('2025-03-01');
  });

  it('shifts by whole years, clamping 29 February', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2025-06-15', -1)).toBe('2024-06-15');
  });

  it('defaults a search to one year back through today', () => {
    expect(defaultSearchRange(new Date('2026-01-10T20:00:00Z'))).toEqual({
      start: '2025-01-10',
      end: '2026-01-10',
    });
  });
});
