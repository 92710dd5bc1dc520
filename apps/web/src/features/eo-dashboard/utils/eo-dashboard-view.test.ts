import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  DASH,
  dashboardMoney,
  dashboardPercent,
  endingChoices,
  eoDashboardError,
  eoDashboardRequest,
  isCustomEnding,
  viewDateTo,
} from './eo-dashboard-view';

// Friday 2026-11-27 at noon in Los Angeles (20:00 UTC).
const FRIDAY_NOON = new Date('2026-11-27T20:00:00Z');

describe('endingChoices', () => {
  it('lists the last 12 weekdays from today in Los Angeles, newest first', () => {
    const choices = endingChoices(FRIDAY_NOON);
    expect(choices.map((c) => c.value)).toEqual([
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-13',
      '2026-11-12',
    ]);
    expect(choices[0]?.label).toBe('Fri 11/27/2026');
    expect(choices[5]?.label).toBe('Fri 11/20/2026');
  });

  it('skips a weekend today and uses the Los Angeles date, not UTC', () => {
    // Sunday 2026-11-29 at 23:30 in Los Angeles is already Monday in UTC.
    const choices = endingChoices(new Date('2026-11-30T07:30:00Z'));
    expect(choices).toHaveLength(12);
    expect(choices[0]?.value).toBe('2026-11-27');
    expect(choices.every((c) => !/^(Sat|Sun) /.test(c.label))).toBe(true);
  });
});

describe('the request', () => {
  it('ends today without a date, sends the state only when one is chosen', () => {
    expect(eoDashboardRequest({ date_to: '', state: 'NV' }, FRIDAY_NOON)).toEqual({
      date_to: '2026-11-27',
      state: 'NV',
    });
    expect(eoDashboardRequest({ date_to: '2026-10-15', state: 'all' }, FRIDAY_NOON)).toEqual({
      date_to: '2026-10-15',
    });
    // A date that is not one falls back to today.
    expect(viewDateTo({ date_to: '2026-02-30', state: 'AZ' }, FRIDAY_NOON)).toBe('2026-11-27');
  });

  it('knows a custom date from an Ending choice', () => {
    const choices = endingChoices(FRIDAY_NOON);
    expect(isCustomEnding({ date_to: '', state: 'NV' }, choices, FRIDAY_NOON)).toBe(false);
    expect(isCustomEnding({ date_to: '2026-11-20', state: 'NV' }, choices, FRIDAY_NOON)).toBe(false);
    expect(isCustomEnding({ date_to: '2026-06-30', state: 'NV' }, choices, FRIDAY_NOON)).toBe(true);
    // Today on a Saturday is not in the list: the custom date shows it.
    const saturday = new Date('2026-11-28T20:00:00Z');
    expect(isCustomEnding({ date_to: '', state: 'NV' }, endingChoices(saturday), saturday)).toBe(true);
  });
});

describe('formatting', () => {
  it('shows money with two decimals, negatives in parentheses, a dash when missing', () => {
    expect(dashboardMoney('1234.5')).toBe('$1,234.50');
    expect(dashboardMoney('-50.00')).toBe('($50.00)');
    expect(dashboardMoney('0.00')).toBe('$0.00');
    expect(dashboardMoney(null)).toBe(DASH);
    expect(DASH).toBe('—');
  });

  it('shows percentages with two decimals, a dash when there was nothing to divide by', () => {
    expect(dashboardPercent(66.67)).toBe('66.67%');
    expect(dashboardPercent(100)).toBe('100.00%');
    expect(dashboardPercent(0)).toBe('0.00%');
    expect(dashboardPercent(null)).toBe(DASH);
  });

  it("says 'Error: HTTP {status}' for a non-OK answer and 'Failed to fetch' without one", () => {
    expect(eoDashboardError(new ApiError(500, null))).toBe('Error: HTTP 500');
    expect(eoDashboardError(new ApiError(403, 'Forbidden'))).toBe('Error: HTTP 403');
    expect(eoDashboardError(new ApiError(0, null, 'The server could not be reached.'))).toBe(
      'Failed to fetch',
    );
    expect(eoDashboardError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
