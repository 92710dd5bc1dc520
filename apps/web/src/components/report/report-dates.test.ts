import { describe, expect, it } from 'vitest';
import { reportDateOptions, reportDates } from './report-dates';

/** Saturday 2026-11-28, noon in Los Angeles. */
const SATURDAY = new Date('2026-11-28T20:00:00Z');
/** New Year's Eve in Los Angeles, 23:30 (already 2027 in UTC). */
const NEW_YEARS_EVE = new Date('2027-01-01T07:30:00Z');

const labels = (source: Parameters<typeof reportDates>[0], now: Date) =>
  reportDateOptions(source, reportDates(source, now)).map((option) => option.label);

describe('reportDates', () => {
  it('recent-days: the last 60 days, yesterday in Los Angeles first', () => {
    const days = reportDates('recent-days', SATURDAY);
    expect(days).toHaveLength(60);
    expect([days[0], days[59]]).toEqual(['2026-11-27', '2026-09-29']);
    expect(reportDates('recent-days', NEW_YEARS_EVE)[0]).toBe('2026-12-30');
    expect(labels('recent-days', SATURDAY)[0]).toBe('11/27/2026');
  });

  it('months: the last 12 months as their last day, the current one as yesterday', () => {
    const months = reportDates('months', SATURDAY);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-11-27', '2026-10-31', '2026-09-30']);
    expect(months[11]).toBe('2025-12-31');
    expect(reportDates('months', NEW_YEARS_EVE).slice(0, 2)).toEqual(['2026-12-30', '2026-11-30']);
    expect(labels('months', NEW_YEARS_EVE).slice(0, 2)).toEqual(['December 2026', 'November 2026']);
  });

  it('weekdays: the last 12 weekdays from today, a Saturday left out', () => {
    const days = reportDates('weekdays', SATURDAY);
    expect(days).toHaveLength(12);
    expect(days.slice(0, 6)).toEqual([
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-20',
    ]);
    expect(days[11]).toBe('2026-11-12');
    expect(labels('weekdays', SATURDAY)[0]).toBe('Fri 11/27/2026');
    expect(labels('weekdays', NEW_YEARS_EVE)[0]).toBe('Thu 12/31/2026');
  });

  it("month-days: yesterday's month up to yesterday, newest first", () => {
    const days = reportDates('month-days', SATURDAY);
    expect(days).toHaveLength(27);
    expect([days[0], days[26]]).toEqual(['2026-11-27', '2026-11-01']);
    expect(reportDates('month-days', NEW_YEARS_EVE)).toHaveLength(30);
    expect(labels('month-days', NEW_YEARS_EVE)[0]).toBe('12/30/2026 Wed');
  });

  it("recent-business-days: the calendar's business days as they come", () => {
    const calendar = { businessDays: ['2026-11-27', '2026-11-26'] };
    expect(reportDates('recent-business-days', SATURDAY, calendar)).toEqual(['2026-11-27', '2026-11-26']);
    expect(reportDates('recent-business-days', SATURDAY)).toEqual([]);
  });

  it('month-end-business-days: the latest business day (month to date), then the month ends, each once', () => {
    const calendar = { businessDays: ['2026-11-27'], monthEnds: ['2026-10-30', '2026-09-30'] };
    const days = reportDates('month-end-business-days', SATURDAY, calendar);
    expect(days).toEqual(['2026-11-27', '2026-10-30', '2026-09-30']);
    expect(reportDateOptions('month-end-business-days', days, '', calendar).map((o) => o.label)).toEqual([
      '11/27/2026 (month to date)',
      '10/30/2026',
      '09/30/2026',
    ]);
    const onMonthEnd = { businessDays: ['2026-10-30'], monthEnds: ['2026-10-30', '2026-09-30'] };
    expect(reportDates('month-end-business-days', SATURDAY, onMonthEnd)).toEqual([
      '2026-10-30',
      '2026-09-30',
    ]);
  });
});

describe('reportDateOptions', () => {
  it('offers the held date first when the source does not hold it', () => {
    const dates = ['2026-11-27', '2026-11-26'];
    expect(reportDateOptions('recent-business-days', dates, '2026-11-26').map((o) => o.value)).toEqual(dates);
    expect(reportDateOptions('recent-business-days', dates, '2026-10-15')).toEqual([
      { value: '2026-10-15', label: '10/15/2026' },
      { value: '2026-11-27', label: '11/27/2026' },
      { value: '2026-11-26', label: '11/26/2026' },
    ]);
  });
});
