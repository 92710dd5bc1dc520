// PATCH /employees/{uuid}/base with a period (issue 19, the Commission Summary's Edit Base; DOMAIN.md
// §4 base_amt and Settled details): the base of exactly that period, read by GET /commission, the
// monthly base and other periods untouched; blank removes it (the monthly base applies again, halved
// for a half month); 0 is a base of 0; refused while the period is finalised, on bad input and for
// other roles, changing nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { PERIOD_END_REQUIRED, PERIOD_START_REQUIRED } from '@hub/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedEmployee } from '../../../test/fixtures/employees.ts';
import { createEmployee, type StaffMember, testAppForFile } from '../../../test/helper.ts';
import { auditLog, commBaseOverrides } from '../../db/schema/index.ts';
import { PERIOD_BASE_FINALIZED_DETAIL } from './service.ts';

const t = testAppForFile();

const OCTOBER = { period_start: '2026-10-01', period_end: '2026-10-31' };
const FIRST_HALF = { period_start: '2026-10-01', period_end: '2026-10-15' };
const NOVEMBER = { period_start: '2026-11-01', period_end: '2026-11-30' };
type Period = typeof OCTOBER;

const patchBase = (uuid: string, body: object, who: StaffMember = 'superUser', ifMatch?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/employees/${uuid}/base`,
    headers: { ...t.as(who), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: body,
  });

/** The employee's base_amt and base_desc in GET /commission for the period. */
async function summaryBase(uuid: string, period: Period) {
  const response = await t.app.inject({
    url: `/api/commission?start_date=${period.period_start}&end_date=${period.period_end}`,
    headers: t.as('superUser'),
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = response
    .json<{ rows: { uuid: string; base_amt: string; base_desc: string | null }[] }>()
    .rows.find((r) => r.uuid === uuid);
  return row && { base_amt: row.base_amt, base_desc: row.base_desc };
}

const storedOverrides = (employeeId: number) =>
  t.db
    .select({
      period_start: commBaseOverrides.period_start,
      period_end: commBaseOverrides.period_end,
      base: commBaseOverrides.base,
      base_desc: commBaseOverrides.base_desc,
    })
    .from(commBaseOverrides)
    .where(eq(commBaseOverrides.employee_id, employeeId))
    .orderBy(asc(commBaseOverrides.period_start), asc(commBaseOverrides.period_end));

const overrideAudit = (uuid: string) =>
  t.db
    .select({
      user_id: auditLog.user_id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'comm_base_overrides'), eq(auditLog.entity_id, uuid)))
    .orderBy(asc(auditLog.id));

/** A rep employed since 2024 with a monthly base of 4000.00. */
const createRep = (values: { state?: 'AZ' | 'NV' } = {}) =>
  createEmployee(t.db, {
    first_name: 'Pia',
    last_name: 'Period',
    emp_type: 'REP',
    state: 'AZ',
    start_date: '2024-01-01',
    is_active: true,
    base: '4000.00',
    base_desc: 'Monthly salary',
    comm_pct: '0.100000',
    ...values,
  });

describe('PATCH /api/employees/:uuid/base with a period', () => {
  let rep: { employee_id: number; uuid: string };
  beforeAll(async () => {
    rep = await createRep();
  });

  it("sets exactly that period's base: GET /commission reads it; the monthly base and other periods do not move", async () => {
    expect(await summaryBase(rep.uuid, OCTOBER)).toEqual({
      base_amt: '4000.00',
      base_desc: 'Monthly salary',
    });

    const set = await patchBase(rep.uuid, { ...OCTOBER, base: '2500.5', base_desc: 'October only' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      employee_uuid: rep.uuid,
      ...OCTOBER,
      base: '2500.50',
      base_desc: 'October only',
      version: 1,
    });
    expect(set.headers.etag).toBe('"1"');

    expect(await summaryBase(rep.uuid, OCTOBER)).toEqual({ base_amt: '2500.50', base_desc: 'October only' });
    // Another period: the monthly base (halved for the half month, described as the employee's).
    expect(await summaryBase(rep.uuid, FIRST_HALF)).toEqual({
      base_amt: '2000.00',
      base_desc: 'Monthly salary',
    });
    expect(await summaryBase(rep.uuid, NOVEMBER)).toEqual({
      base_amt: '4000.00',
      base_desc: 'Monthly salary',
    });
    expect(await storedEmployee(t.db, rep.uuid)).toMatchObject({
      base: '4000.00',
      base_desc: 'Monthly salary',
      version: 1,
    });

    // Set again: replaced (one row per period); an absent description keeps the stored one.
    const again = await patchBase(rep.uuid, { ...OCTOBER, base: '2600' });
    expect(again.json()).toMatchObject({ base: '2600.00', base_desc: 'October only' });
    expect(await storedOverrides(rep.employee_id)).toEqual([
      { ...OCTOBER, base: '2600.00', base_desc: 'October only' },
    ]);

    expect(await overrideAudit(rep.uuid)).toEqual([
      {
        user_id: t.user('superUser').id,
        action: 'create',
        before: null,
        after: { ...OCTOBER, base: '2500.50', base_desc: 'October only' },
      },
      {
        user_id: t.user('superUser').id,
        action: 'update',
        before: { ...OCTOBER, base: '2500.50', base_desc: 'October only' },
        after: { ...OCTOBER, base: '2600.00', base_desc: 'October only' },
      },
    ]);
  });

  it('uses a half-month base as entered; blank or null removes it and the halved monthly base applies again', async () => {
    const half = await patchBase(rep.uuid, { ...FIRST_HALF, base: '700.00', base_desc: 'Half' });
    expect(half.statusCode, half.body).toBe(200);
    expect(await summaryBase(rep.uuid, FIRST_HALF)).toEqual({ base_amt: '700.00', base_desc: 'Half' });

    const blank = await patchBase(rep.uuid, { ...FIRST_HALF, base: '  ' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json()).toEqual({
      employee_uuid: rep.uuid,
      ...FIRST_HALF,
      base: null,
      base_desc: null,
      version: 1,
    });
    expect(await summaryBase(rep.uuid, FIRST_HALF)).toEqual({
      base_amt: '2000.00',
      base_desc: 'Monthly salary',
    });
    // October's base stays.
    expect(await summaryBase(rep.uuid, OCTOBER)).toMatchObject({ base_amt: '2600.00' });

    await patchBase(rep.uuid, { ...FIRST_HALF, base: '800.00' });
    const cleared = await patchBase(rep.uuid, { ...FIRST_HALF, base: null });
    expect(cleared.json()).toMatchObject({ base: null });
    expect(await summaryBase(rep.uuid, FIRST_HALF)).toEqual({
      base_amt: '2000.00',
      base_desc: 'Monthly salary',
    });
    expect((await storedOverrides(rep.employee_id)).map((o) => o.period_end)).toEqual(['2026-10-31']);

    // Removing a base the period does not have changes nothing and records nothing.
    const audited = (await overrideAudit(rep.uuid)).length;
    expect((await patchBase(rep.uuid, { ...NOVEMBER, base: null })).statusCode).toBe(200);
    expect(await overrideAudit(rep.uuid)).toHaveLength(audited);
    const deleted = (await overrideAudit(rep.uuid)).filter((a) => a.action === 'delete');
    expect(deleted.map((a) => a.before)).toEqual([
      { ...FIRST_HALF, base: '700.00', base_desc: 'Half' },
      { ...FIRST_HALF, base: '800.00', base_desc: null },
    ]);
  });

  it('takes 0 as a base of 0', async () => {
    const zero = await patchBase(rep.uuid, { ...NOVEMBER, base: '0' });
    expect(zero.json()).toMatchObject({ base: '0.00' });
    expect(await summaryBase(rep.uuid, NOVEMBER)).toEqual({ base_amt: '0.00', base_desc: null });
    await patchBase(rep.uuid, { ...NOVEMBER, base: '' });
    expect(await summaryBase(rep.uuid, NOVEMBER)).toEqual({
      base_amt: '4000.00',
      base_desc: 'Monthly salary',
    });
  });

  it('refuses a finalised period (409), changing nothing; unfinalised, the base is set', async () => {
    const emp = await createRep();
    await patchBase(emp.uuid, { ...OCTOBER, base: '1000.00', base_desc: 'Before' });
    const finalized = await t.app.inject({
      method: 'POST',
      url: '/api/commissions/periods/finalized',
      headers: t.as('superUser'),
      payload: { ...OCTOBER, freq: 'MONTHLY', scope: 'GLOBAL', state: 'AZ', note: '' },
    });
    expect(finalized.statusCode, finalized.body).toBe(201);
    const audited = (await overrideAudit(emp.uuid)).length;

    for (const base of ['2000.00', null, '']) {
      const refused = await patchBase(emp.uuid, { ...OCTOBER, base });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: PERIOD_BASE_FINALIZED_DETAIL });
    }
    expect(await storedOverrides(emp.employee_id)).toEqual([
      { ...OCTOBER, base: '1000.00', base_desc: 'Before' },
    ]);
    expect(await overrideAudit(emp.uuid)).toHaveLength(audited);
    // Only that exact period is finalised: its first half is not.
    expect((await patchBase(emp.uuid, { ...FIRST_HALF, base: '1.00' })).statusCode).toBe(200);

    const pfUuid = finalized.json<{ pf_uuid: string }>().pf_uuid;
    const unfinalized = await t.app.inject({
      method: 'DELETE',
      url: `/api/commissions/periods/finalized/${pfUuid}`,
      headers: t.as('superUser'),
    });
    expect(unfinalized.statusCode).toBe(204);
    expect((await patchBase(emp.uuid, { ...OCTOBER, base: '2000.00' })).statusCode).toBe(200);
    expect(await summaryBase(emp.uuid, OCTOBER)).toEqual({ base_amt: '2000.00', base_desc: 'Before' });
  });

  it('refuses bad input with 400 and a detail, changing nothing', async () => {
    const emp = await createRep();
    const cases: [object, string][] = [
      [{ base: '1.00', period_start: '2026-10-01' }, `body.period_end: ${PERIOD_END_REQUIRED}`],
      [{ base: '1.00', period_end: '2026-10-31' }, `body.period_start: ${PERIOD_START_REQUIRED}`],
      [
        { base: '1.00', period_start: '2026-10-31', period_end: '2026-10-01' },
        'body.period_end: must be on or after period_start',
      ],
      [{ ...OCTOBER, base: 'abc' }, 'body.base: must be an amount such as 5000.00'],
      [{ ...OCTOBER, base: '-5.00' }, 'body.base: must be an amount such as 5000.00'],
      [{ ...OCTOBER, base: '12.345' }, 'body.base: must be an amount such as 5000.00'],
      [{ ...OCTOBER, base: '000123456789.00' }, 'body.base: must be at most 99,999,999.99'],
      [{ ...OCTOBER }, 'body.base: is required'],
      [{ ...OCTOBER, period_start: '2026-13-01', base: '1.00' }, 'body.period_start:'],
      // Without a period a blank base is refused, as it always was (null clears the monthly base).
      [{ base: '' }, 'body.base: must be an amount such as 5000.00'],
    ];
    for (const [body, detail] of cases) {
      const response = await patchBase(emp.uuid, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ detail: string }>().detail, JSON.stringify(body)).toContain(detail);
    }
    expect(await storedOverrides(emp.employee_id)).toEqual([]);
    expect(await storedEmployee(t.db, emp.uuid)).toMatchObject({ base: '4000.00', version: 1 });
    expect(await overrideAudit(emp.uuid)).toEqual([]);
  });

  it("lets super users (a State Super User in their own state) set it, and no other role; If-Match checks the employee's version", async () => {
    const az = await createRep();
    const nv = await createRep({ state: 'NV' });
    for (const who of ['admin', 'sales', 'nvSuper'] as const) {
      const refused = await patchBase(az.uuid, { ...OCTOBER, base: '1.00' }, who);
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await patchBase(az.uuid, { ...OCTOBER, base: '1.00' }, 'superUser', '"9"')).statusCode).toBe(412);
    expect(await storedOverrides(az.employee_id)).toEqual([]);

    const own = await patchBase(nv.uuid, { ...OCTOBER, base: '1.00' }, 'nvSuper', '"1"');
    expect(own.statusCode, own.body).toBe(200);
    expect(await storedOverrides(nv.employee_id)).toEqual([{ ...OCTOBER, base: '1.00', base_desc: null }]);
    const missing = await patchBase('00000000-0000-4000-8000-00000000ffff', { ...OCTOBER, base: '1.00' });
    expect(missing.statusCode).toBe(404);
  });

  it('without a period sets the monthly base as before, leaving the periods alone', async () => {
    const emp = await createRep();
    await patchBase(emp.uuid, { ...OCTOBER, base: '1500.00' });
    const monthly = await patchBase(emp.uuid, { base: '4200.00', base_desc: 'Raise' }, 'superUser', '"1"');
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json()).toMatchObject({ uuid: emp.uuid, base: '4200.00', base_desc: 'Raise', version: 2 });
    expect(monthly.headers.etag).toBe('"2"');
    expect(await summaryBase(emp.uuid, OCTOBER)).toEqual({ base_amt: '1500.00', base_desc: null });
    expect(await summaryBase(emp.uuid, FIRST_HALF)).toEqual({ base_amt: '2100.00', base_desc: 'Raise' });
  });
});
