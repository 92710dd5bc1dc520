import { yesterdayInLA } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { createCalendarDay } from '../../../test/fixtures/calendar-days.ts';
import { fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * GET /api/calendar/all-days and /api/calendar/last-eom (DOMAIN.md §5) up to yesterday: the expected
 * days are worked out here, day by day, apart from packages/domain.
 */
// Sunday 28 February 2027 at 23:30 in Los Angeles, already 1 March in UTC: yesterday is a Saturday.
const NOW = new Date('2027-03-01T07:30:00Z');
fixClock(NOW);
const t = testAppForFile();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const DAY = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

/** The business days up to `from`, newest first, counted one calendar day at a time. */
function businessDaysBack(from: string, count: number, holidays: readonly string[]): string[] {
  const days: string[] = [];
  for (let day = from; days.length < count; day = shift(day, -1)) {
    if (!isWeekend(day) && !holidays.includes(day)) days.push(day);
  }
  return days;
}

/** The last weekday on or before `date`. */
function weekdayOnOrBefore(date: string): string {
  let day = date;
  while (isWeekend(day)) day = shift(day, -1);
  return day;
}

/** The last business day of the month of `date`. */
function lastBusinessDayOf(date: string, holidays: readonly string[]): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  let day = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  while (isWeekend(day) || holidays.includes(day)) day = shift(day, -1);
  return day;
}

describe('GET /api/calendar/all-days', () => {
  it('lists the last N business days up to yesterday, newest first, skipping weekends and the state holidays', async () => {
    const yesterday = yesterdayInLA(NOW);
    // A holiday of AZ on the latest weekday up to yesterday, another on the weekday before it (NV has neither).
    const first = weekdayOnOrBefore(yesterday);
    const second = weekdayOnOrBefore(shift(first, -1));
    await createCalendarDay(t.db, { day_date: first, state: 'AZ', holiday_name: 'Test Holiday' });
    await createCalendarDay(t.db, { day_date: second, state: 'AZ', holiday_name: 'Test Holiday 2' });
    // A row that keeps a day open is no closure.
    await createCalendarDay(t.db, {
      day_date: weekdayOnOrBefore(shift(second, -1)),
      state: 'AZ',
      is_business_day: true,
      holiday_name: null,
    });
    // A holiday after yesterday does not matter.
    await createCalendarDay(t.db, { day_date: shift(yesterday, 2), state: 'AZ', holiday_name: 'Future' });

    const az = await get('/api/calendar/all-days?count=15&state=AZ', t.as('admin'));
    expect(az.statusCode).toBe(200);
    const azDays: string[] = az.json();
    expect(azDays).toEqual(businessDaysBack(yesterday, 15, [first, second]));
    expect(azDays).toHaveLength(15);
    expect(azDays).not.toContain(first);
    expect(azDays).not.toContain(second);
    expect(azDays.some(isWeekend)).toBe(false);
    expect([...azDays].sort().reverse()).toEqual(azDays);
    expect(azDays.every((d) => d <= yesterday)).toBe(true);

    // NV keeps those days; the state may come in any case.
    const nv = await get('/api/calendar/all-days?count=15&state=nv', t.as('admin'));
    expect(nv.json()).toEqual(businessDaysBack(yesterday, 15, []));
    expect(nv.json()[0]).toBe(first);
  });

  it('gives 100 days of AZ unless asked, and up to 1,000', async () => {
    const yesterday = yesterdayInLA(NOW);
    const holidays = [
      weekdayOnOrBefore(yesterday),
      weekdayOnOrBefore(shift(weekdayOnOrBefore(yesterday), -1)),
    ];
    const fallback = await get('/api/calendar/all-days', t.as('sales'));
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual(businessDaysBack(yesterday, 100, holidays));
    const most = await get('/api/calendar/all-days?count=1000', t.as('sales'));
    expect(most.json()).toHaveLength(1000);
    expect((await get('/api/calendar/all-days?count=1', t.as('sales'))).json()).toHaveLength(1);
  });

  it('refuses a bad count or state with a detail', async () => {
    for (const [query, detail] of [
      ['count=0', 'query.count: must be 1 or more'],
      ['count=1001', 'query.count: must be 1000 or fewer'],
      ['count=ten', 'query.count: must be a whole number'],
      ['count=2.5', 'query.count: must be a whole number'],
      ['state=TX', 'query.state: must be AZ or NV'],
    ] as const) {
      const response = await get(`/api/calendar/all-days?${query}`, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
    expect((await get('/api/calendar/all-days?days=3', t.as('admin'))).statusCode).toBe(400);
  });
});

describe('GET /api/calendar/last-eom', () => {
  it('lists the last business day of recent months, newest first, a month-end holiday skipped', async () => {
    const yesterday = yesterdayInLA(NOW);
    // NV closes on the last business day of the month before yesterday's (AZ keeps its own holidays).
    const previousMonthEnd = shift(`${yesterday.slice(0, 7)}-01`, -1);
    const holiday = lastBusinessDayOf(previousMonthEnd, []);
    await createCalendarDay(t.db, { day_date: holiday, state: 'NV', holiday_name: 'Month-end holiday' });
    const azFirst = weekdayOnOrBefore(yesterday);
    const azHolidays = [azFirst, weekdayOnOrBefore(shift(azFirst, -1))];

    const response = await get('/api/calendar/last-eom?count=6&state=NV', t.as('admin'));
    expect(response.statusCode).toBe(200);
    const ends: string[] = response.json();
    expect(ends).toHaveLength(6);
    // One per month, newest first, none after yesterday, each its month's last business day.
    const months = ends.map((d) => d.slice(0, 7));
    expect(new Set(months).size).toBe(6);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(ends.every((d) => d <= yesterday)).toBe(true);
    for (const end of ends) expect(end).toBe(lastBusinessDayOf(end, [holiday]));
    // The previous month's end moved to the business day before the holiday.
    expect(ends).not.toContain(holiday);
    expect(ends).toContain(lastBusinessDayOf(previousMonthEnd, [holiday]));
    // The current month is listed only once its last business day is over.
    const current = lastBusinessDayOf(yesterday, [holiday]);
    expect(ends[0]).toBe(current <= yesterday ? current : lastBusinessDayOf(previousMonthEnd, [holiday]));

    // AZ's month ends follow AZ's own holidays only.
    const az: string[] = (await get('/api/calendar/last-eom?count=6', t.as('admin'))).json();
    expect(az).toHaveLength(6);
    for (const end of az) expect(end).toBe(lastBusinessDayOf(end, azHolidays));
    expect(az).toContain(lastBusinessDayOf(previousMonthEnd, azHolidays));
  });

  it('gives 24 months unless asked and refuses a bad count', async () => {
    const fallback = await get('/api/calendar/last-eom', t.as('sales'));
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toHaveLength(24);
    const bad = await get('/api/calendar/last-eom?count=241', t.as('sales'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('query.count: must be 240 or fewer');
  });
});

describe('who may ask', () => {
  it('answers every signed-in role, and no one without a token', async () => {
    const roles = [
      ['Super User'],
      ['State Super User'],
      ['Admin'],
      ['Sales'],
      ['Sales-Assistant'],
      ['Escrow Officer'],
    ] as const;
    for (const role of roles) {
      const { headers } = await signedInUser(t, { roles: role, state: 'NV' });
      for (const path of ['/api/calendar/all-days?count=3', '/api/calendar/last-eom?count=2']) {
        const response = await get(path, headers);
        expect(response.statusCode, `${role[0]} ${path}`).toBe(200);
      }
    }
    expect((await get('/api/calendar/all-days', {})).statusCode).toBe(401);
    expect((await get('/api/calendar/last-eom', {})).statusCode).toBe(401);
  });
});
