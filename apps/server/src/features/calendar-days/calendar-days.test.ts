import { duplicateCalendarDayDetail, SESSION_DETAILS } from '@hub/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCalendarDay } from '../../../test/fixtures/calendar-days.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';
import { auditLog, calendarDays } from '../../db/schema/index.ts';

const t = testAppForFile();

const list = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/calendar-days?${query}`, headers });
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/calendar-days', headers, payload });
const remove = (headers: Record<string, string>, uuid: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/calendar-days/${uuid}`, headers });

const storedOn = (state: 'AZ' | 'NV', dayDate: string) =>
  t.db
    .select({ uuid: calendarDays.uuid, holiday_name: calendarDays.holiday_name })
    .from(calendarDays)
    .where(and(eq(calendarDays.state, state), eq(calendarDays.day_date, dayDate)));
const storedByUuid = (uuid: string) =>
  t.db.select({ uuid: calendarDays.uuid }).from(calendarDays).where(eq(calendarDays.uuid, uuid));
const auditOf = (uuid: string) =>
  t.db
    .select({
      user_id: auditLog.user_id,
      action: auditLog.action,
      entity: auditLog.entity,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entity_id, uuid));

describe('GET /api/calendar-days', () => {
  it("answers the state's days of the year, sorted by date", async () => {
    const later = await createCalendarDay(t.db, {
      day_date: '2040-12-25',
      state: 'AZ',
      holiday_name: 'Christmas',
    });
    const earlier = await createCalendarDay(t.db, {
      day_date: '2040-01-01',
      state: 'AZ',
      holiday_name: "New Year's Day",
    });
    const open = await createCalendarDay(t.db, {
      day_date: '2040-07-05',
      state: 'AZ',
      is_business_day: true,
      holiday_name: null,
    });
    await createCalendarDay(t.db, { day_date: '2040-11-11', state: 'NV' });
    await createCalendarDay(t.db, { day_date: '2041-01-01', state: 'AZ' });
    await createCalendarDay(t.db, { day_date: '2039-12-31', state: 'AZ' });

    const response = await list(t.as('admin'), 'year=2040&state=AZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([earlier, open, later]);

    // The state code may come in any case.
    expect((await list(t.as('admin'), 'year=2040&state=az')).json()).toEqual([earlier, open, later]);
    expect((await list(t.as('admin'), 'year=2042&state=AZ')).json()).toEqual([]);
  });

  it('requires a sane year and a known state, and says which is wrong', async () => {
    const noYear = await list(t.as('admin'), 'state=AZ');
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().detail).toMatch(/^query\.year: /);

    const noState = await list(t.as('admin'), 'year=2040');
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toMatchObject({ detail: 'query.state: is required' });

    expect((await list(t.as('admin'), 'year=1850&state=AZ')).json()).toMatchObject({
      detail: 'query.year: must be 2000 or later',
    });
    expect((await list(t.as('admin'), 'year=3000&state=AZ')).json()).toMatchObject({
      detail: 'query.year: must be 2100 or earlier',
    });
    expect((await list(t.as('admin'), 'year=twenty&state=AZ')).statusCode).toBe(400);
    expect((await list(t.as('admin'), 'year=2040.5&state=AZ')).statusCode).toBe(400);
    const otherState = await list(t.as('admin'), 'year=2040&state=CA');
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json()).toMatchObject({ detail: 'query.state: must be AZ or NV' });
    expect((await list(t.as('admin'), 'year=2040&state=AZ&month=1')).json()).toMatchObject({
      detail: 'query.month: unknown field',
    });
  });

  it('is refused to roles outside administration', async () => {
    const response = await list(t.as('sales'), 'year=2040&state=AZ');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it("lets a State Super User read their own state's calendar only", async () => {
    const nvDay = await createCalendarDay(t.db, {
      day_date: '2043-10-31',
      state: 'NV',
      holiday_name: 'Nevada Day',
    });
    await createCalendarDay(t.db, { day_date: '2043-10-31', state: 'AZ' });

    const own = await list(t.as('nvSuper'), 'year=2043&state=NV');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([nvDay]);
    expect((await list(t.as('nvSuper'), 'year=2043&state=AZ')).statusCode).toBe(403);
  });

  it('lets a Super User read both states', async () => {
    const superUser = await signedInUser(t, { roles: ['Super User'], state: 'NV' });
    expect((await list(superUser.headers, 'year=2043&state=AZ')).statusCode).toBe(200);
    expect((await list(superUser.headers, 'year=2043&state=NV')).statusCode).toBe(200);
  });
});

describe('POST /api/calendar-days', () => {
  it('stores the day, answers it with its uuid and writes an audit row', async () => {
    const response = await create(t.as('admin'), {
      day_date: '2044-03-17',
      state: 'NV',
      is_business_day: false,
      holiday_name: '  Founders Day ',
    });
    expect(response.statusCode).toBe(201);
    const day = response.json();
    expect(day).toEqual({
      uuid: expect.any(String),
      day_date: '2044-03-17',
      state: 'NV',
      is_business_day: false,
      holiday_name: 'Founders Day',
    });
    expect(await storedOn('NV', '2044-03-17')).toEqual([{ uuid: day.uuid, holiday_name: 'Founders Day' }]);
    expect((await list(t.as('admin'), 'year=2044&state=NV')).json()).toEqual([day]);
    expect(await auditOf(day.uuid)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'create',
        entity: 'calendar_days',
        before: null,
        after: { day_date: '2044-03-17', state: 'NV', is_business_day: false, holiday_name: 'Founders Day' },
      },
    ]);
  });

  it('reads an empty name as none and a missing flag as a closure', async () => {
    const response = await create(t.as('admin'), { day_date: '2044-03-18', state: 'az', holiday_name: '  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'AZ', is_business_day: false, holiday_name: null });

    const open = await create(t.as('admin'), { day_date: '2044-03-19', state: 'AZ', is_business_day: true });
    expect(open.json()).toMatchObject({ is_business_day: true, holiday_name: null });
  });

  it('answers 409 for a date the state already has, and adds nothing', async () => {
    await createCalendarDay(t.db, { day_date: '2044-07-04', state: 'AZ', holiday_name: 'Independence Day' });
    const response = await create(t.as('admin'), {
      day_date: '2044-07-04',
      state: 'AZ',
      holiday_name: 'Again',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: duplicateCalendarDayDetail('AZ', '2044-07-04') });
    expect(response.json()).toEqual({ detail: 'A day is already configured for AZ on 2044-07-04.' });
    expect(await storedOn('AZ', '2044-07-04')).toEqual([
      { uuid: expect.any(String), holiday_name: 'Independence Day' },
    ]);

    // The same date in the other state is another day.
    expect((await create(t.as('admin'), { day_date: '2044-07-04', state: 'NV' })).statusCode).toBe(201);
  });

  it('refuses bad input with the field and the reason, and stores nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ state: 'AZ', holiday_name: 'No date' }, /^body\.day_date: is required$/],
      [{ day_date: '2045-02-30', state: 'AZ' }, /^body\.day_date: /],
      [{ day_date: '03/17/2045', state: 'AZ' }, /^body\.day_date: /],
      [{ day_date: '1999-12-31', state: 'AZ' }, /^body\.day_date: must be a date from 2000 to 2100$/],
      [{ day_date: '2045-01-02', state: 'CA' }, /^body\.state: must be AZ or NV$/],
      [{ day_date: '2045-01-02' }, /^body\.state: is required$/],
      [{ day_date: '2045-01-02', state: 'AZ', is_business_day: 'no' }, /^body\.is_business_day: /],
      [{ day_date: '2045-01-02', state: 'AZ', holiday_name: 'x'.repeat(201) }, /^body\.holiday_name: /],
      [{ day_date: '2045-01-02', state: 'AZ', uuid: crypto.randomUUID() }, /^body\.uuid: unknown field$/],
    ];
    for (const [payload, detail] of cases) {
      const response = await create(t.as('admin'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(detail);
    }
    expect(await storedOn('AZ', '2045-01-02')).toEqual([]);
    expect((await list(t.as('admin'), 'year=2045&state=AZ')).json()).toEqual([]);
  });

  it('is refused to roles outside administration', async () => {
    const response = await create(t.as('sales'), { day_date: '2046-01-02', state: 'AZ' });
    expect(response.statusCode).toBe(403);
    expect(await storedOn('AZ', '2046-01-02')).toEqual([]);
  });

  it("lets a State Super User add days to their own state's calendar only", async () => {
    const other = await create(t.as('nvSuper'), {
      day_date: '2046-01-05',
      state: 'AZ',
      holiday_name: 'Not mine',
    });
    expect(other.statusCode).toBe(403);
    expect(await storedOn('AZ', '2046-01-05')).toEqual([]);

    const own = await create(t.as('nvSuper'), { day_date: '2046-01-05', state: 'NV', holiday_name: 'Mine' });
    expect(own.statusCode).toBe(201);
    expect(await auditOf(own.json().uuid)).toEqual([
      expect.objectContaining({ user_id: t.user('nvSuper').id }),
    ]);
  });
});

describe('DELETE /api/calendar-days/:uuid', () => {
  it('removes the day and writes an audit row with what it was', async () => {
    const day = await createCalendarDay(t.db, {
      day_date: '2047-05-26',
      state: 'AZ',
      holiday_name: 'Memorial Day',
    });
    const response = await remove(t.as('admin'), day.uuid);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedByUuid(day.uuid)).toEqual([]);
    expect(await auditOf(day.uuid)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'delete',
        entity: 'calendar_days',
        before: { day_date: '2047-05-26', state: 'AZ', is_business_day: false, holiday_name: 'Memorial Day' },
        after: null,
      },
    ]);

    // Gone: a second delete finds nothing.
    const again = await remove(t.as('admin'), day.uuid);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Calendar day not found' });
  });

  it('answers 404 for an unknown day and 400 for something that is no uuid', async () => {
    expect((await remove(t.as('admin'), crypto.randomUUID())).statusCode).toBe(404);
    const bad = await remove(t.as('admin'), 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^path\.uuid: /);
  });

  it('is refused to roles outside administration, and the day stays', async () => {
    const day = await createCalendarDay(t.db, { day_date: '2047-09-01', state: 'AZ' });
    expect((await remove(t.as('sales'), day.uuid)).statusCode).toBe(403);
    expect(await storedByUuid(day.uuid)).toEqual([{ uuid: day.uuid }]);
    expect(await auditOf(day.uuid)).toEqual([]);
  });

  it("lets a State Super User remove their own state's days only", async () => {
    const azDay = await createCalendarDay(t.db, { day_date: '2047-10-13', state: 'AZ' });
    const nvDay = await createCalendarDay(t.db, { day_date: '2047-10-13', state: 'NV' });
    expect((await remove(t.as('nvSuper'), azDay.uuid)).statusCode).toBe(403);
    expect(await storedByUuid(azDay.uuid)).toEqual([{ uuid: azDay.uuid }]);
    expect((await remove(t.as('nvSuper'), nvDay.uuid)).statusCode).toBe(204);
    expect(await storedByUuid(nvDay.uuid)).toEqual([]);
  });
});
