import type { State } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { currentYear, formatDayWithWeekday, parseCalendarView, yearOptions } from './calendar-view';

describe('formatDayWithWeekday', () => {
  it('shows the weekday and the US date', () => {
    expect(formatDayWithWeekday('2026-01-01')).toBe('Thu 01/01/2026');
    expect(formatDayWithWeekday('2025-12-25')).toBe('Thu 12/25/2025');
    expect(formatDayWithWeekday('2024-02-29')).toBe('Thu 02/29/2024');
    expect(formatDayWithWeekday('2027-07-05')).toBe('Mon 07/05/2027');
    expect(formatDayWithWeekday('2027-07-04')).toBe('Sun 07/04/2027');
  });

  it('leaves anything else as it is', () => {
    expect(formatDayWithWeekday('soon')).toBe('soon');
  });
});

describe('currentYear', () => {
  it('is the year in Los Angeles, not in UTC', () => {
    // 1 January 2027, 03:00 UTC is still 31 December 2026 in Los Angeles.
    expect(currentYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(currentYear(new Date('2027-01-01T09:00:00Z'))).toBe(2027);
  });
});

describe('yearOptions', () => {
  it('lists ten years back to five ahead', () => {
    const years = yearOptions(2026, 2026);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2031);
    expect(years).toHaveLength(16);
  });

  it('widens to include the chosen year, within the sane range', () => {
    expect(yearOptions(2026, 2040).at(-1)).toBe(2040);
    expect(yearOptions(2026, 2005)[0]).toBe(2005);
    expect(yearOptions(2005, 2005)[0]).toBe(2000);
  });
});

describe('parseCalendarView', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const choice = (states: State[], defaultState: State | null = states[0] ?? null) => ({
    states,
    defaultState,
  });

  it('reads the state and year of the address', () => {
    expect(parseCalendarView({ state: 'nv', year: '2027' }, choice(['AZ', 'NV']), now)).toEqual({
      state: 'NV',
      year: 2027,
    });
  });

  it('falls back to the first allowed state and this year', () => {
    expect(parseCalendarView({}, choice(['AZ', 'NV']), now)).toEqual({ state: 'AZ', year: 2026 });
    expect(parseCalendarView({ state: 'AZ', year: 'soon' }, choice(['NV']), now)).toEqual({
      state: 'NV',
      year: 2026,
    });
    expect(parseCalendarView({ year: '1850' }, choice(['AZ']), now)).toEqual({ state: 'AZ', year: 2026 });
    expect(parseCalendarView({ year: '2026.5' }, choice(['AZ']), now)).toEqual({ state: 'AZ', year: 2026 });
  });

  it("starts in the user's own state", () => {
    expect(parseCalendarView({}, choice(['AZ', 'NV'], 'NV'), now)).toEqual({ state: 'NV', year: 2026 });
    expect(parseCalendarView({ state: 'CA' }, choice(['AZ', 'NV'], 'NV'), now)).toEqual({
      state: 'NV',
      year: 2026,
    });
  });

  it('has nothing to show without a state', () => {
    expect(parseCalendarView({ state: 'AZ' }, choice([]), now)).toBeNull();
  });
});
