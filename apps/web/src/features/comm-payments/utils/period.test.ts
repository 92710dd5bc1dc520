import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { commPaymentsErrorText, isIsoDateText, lastMonth, summaryPeriod, thisMonth } from './period';

// 2031-03-01 06:30 UTC is still February 28 in Los Angeles.
const EARLY_MARCH_UTC = new Date('2031-03-01T06:30:00Z');

describe('the payments summary period', () => {
  it('reads the month in Los Angeles, not UTC', () => {
    expect(thisMonth(EARLY_MARCH_UTC)).toEqual({ period_start: '2031-02-01', period_end: '2031-02-28' });
    expect(lastMonth(EARLY_MARCH_UTC)).toEqual({ period_start: '2031-01-01', period_end: '2031-01-31' });
    expect(lastMonth(new Date('2031-01-15T20:00:00Z'))).toEqual({
      period_start: '2030-12-01',
      period_end: '2030-12-31',
    });
  });

  it('keeps YYYY-MM-DD dates and puts the current month in place of any other', () => {
    expect(summaryPeriod({ period_start: '2030-05-02', period_end: '2030-06-30' }, EARLY_MARCH_UTC)).toEqual({
      period_start: '2030-05-02',
      period_end: '2030-06-30',
    });
    expect(summaryPeriod({}, EARLY_MARCH_UTC)).toEqual(thisMonth(EARLY_MARCH_UTC));
    expect(summaryPeriod({ period_start: '05/02/2030', period_end: '2030-02-30' }, EARLY_MARCH_UTC)).toEqual({
      period_start: '2031-02-01',
      period_end: '2031-02-28',
    });
    expect(summaryPeriod({ period_start: '2030-5-2', period_end: '2030-06-30' }, EARLY_MARCH_UTC)).toEqual({
      period_start: '2031-02-01',
      period_end: '2030-06-30',
    });
  });

  it('tells a date written YYYY-MM-DD', () => {
    expect(isIsoDateText('2030-02-28')).toBe(true);
    expect(isIsoDateText('2030-02-29')).toBe(false);
    expect(isIsoDateText(' 2030-02-28')).toBe(false);
    expect(isIsoDateText('')).toBe(false);
    expect(isIsoDateText(undefined)).toBe(false);
  });

  it("writes an error as the server's detail, else its message, else 'Error'", () => {
    expect(
      commPaymentsErrorText(new ApiError(400, 'query.period_end: must be on or after period_start')),
    ).toBe('query.period_end: must be on or after period_start');
    expect(commPaymentsErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(commPaymentsErrorText(new Error(''))).toBe('Error');
    expect(commPaymentsErrorText('boom')).toBe('Error');
  });
});
