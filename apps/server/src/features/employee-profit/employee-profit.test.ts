// EO Profitability (spec 001 §2, §3, §7): GET /employee-profit/grid over the hand-computed commission
// scenario equals GET /commission's escrow officers' rows of the same month; PUT /employee-profit/grid
// saves every row (upserted, audited) and the grid reloads them; bad input and out-of-reach rows are
// refused whole; who may call. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { CommissionResponse, EmployeeProfitGrid } from '@hub/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommissionScenario } from '../../../test/fixtures/commission-scenario.ts';
import { createEmployee, testAppForFile } from '../../../test/helper.ts';
import { auditLog, employeeProfit } from '../../db/schema/index.ts';

const OCTOBER_END = '2026-10-31';
const GRID = '/api/employee-profit/grid';

const t = testAppForFile();
let nvOfficer: number;

beforeAll(async () => {
  await loadCommissionScenario(t.db);
  nvOfficer = (
    await createEmployee(t.db, {
      first_name: 'Nina',
      last_name: 'Nevada',
      emp_type: 'EO',
      state: 'NV',
      is_active: true,
      start_date: '2015-01-01',
    })
  ).employee_id;
}, 60_000);

const grid = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${GRID}?${query}`, headers });
const save = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: GRID, payload: payload as object, headers });

async function savedMarks() {
  return t.db
    .select({
      employee_id: employeeProfit.employee_id,
      is_profitable: employeeProfit.is_profitable,
      notes: employeeProfit.notes,
    })
    .from(employeeProfit)
    .where(eq(employeeProfit.month_end_date, OCTOBER_END))
    .orderBy(employeeProfit.employee_id);
}

const auditCount = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entity, 'employee_profit')))
    .length;

describe('GET /api/employee-profit/grid', () => {
  it("equals the Commission Summary's escrow officers' rows of the whole month", async () => {
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/commission?start_date=2026-10-01&end_date=${OCTOBER_END}`,
      headers: t.as('superUser'),
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const officers = summary.json<CommissionResponse>().rows.filter((r) => r.emp_type === 'EO');
    expect(officers.length).toBeGreaterThan(5);
    const response = await grid(`month_end_date=${OCTOBER_END}`, t.as('superUser'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EmployeeProfitGrid>();
    expect(body.month_end_date).toBe(OCTOBER_END);
    expect(body.rows).toEqual(
      officers.map((o) => ({
        employee_id: o.employee_id,
        employee_name: `${o.last_name}, ${o.first_name}`,
        state: o.state,
        mtd_revenue: o.mtd_revenue,
        comm_amt: o.comm_amt,
        comm_end_balance: o.comm_end_balance,
        is_profitable: false,
        notes: null,
      })),
    );
  });

  it('narrows to the asked state (any case)', async () => {
    const nv = (
      await grid(`month_end_date=${OCTOBER_END}&state=nv`, t.as('superUser'))
    ).json<EmployeeProfitGrid>();
    expect(nv.rows.map((r) => r.employee_id)).toEqual([nvOfficer]);
    const az = (
      await grid(`month_end_date=${OCTOBER_END}&state=AZ`, t.as('superUser'))
    ).json<EmployeeProfitGrid>();
    expect(az.rows.length).toBeGreaterThan(5);
    expect(az.rows.every((r) => r.state === 'AZ')).toBe(true);
  });

  it('refuses a missing or wrong month, a wrong state and an unknown parameter with 400 and a detail', async () => {
    for (const query of [
      '',
      'month_end_date=2026-10-30',
      'month_end_date=2026-02-29',
      'month_end_date=10/31/2026',
      `month_end_date=${OCTOBER_END}&state=XX`,
      `month_end_date=${OCTOBER_END}&extra=1`,
    ]) {
      const response = await grid(query, t.as('superUser'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(expect.any(String));
    }
    expect((await grid('month_end_date=2028-02-29', t.as('superUser'))).statusCode).toBe(200);
  });

  it('answers a State Super User their state only: another state asked is 403', async () => {
    const own = await grid(`month_end_date=${OCTOBER_END}`, t.as('nvSuper'));
    expect(own.statusCode).toBe(200);
    expect(own.json<EmployeeProfitGrid>().rows.map((r) => r.employee_id)).toEqual([nvOfficer]);
    expect((await grid(`month_end_date=${OCTOBER_END}&state=AZ`, t.as('nvSuper'))).statusCode).toBe(403);
  });

  it('refuses Admin and Sales (403) and no token (401)', async () => {
    expect((await grid(`month_end_date=${OCTOBER_END}`, t.as('admin'))).statusCode).toBe(403);
    expect((await grid(`month_end_date=${OCTOBER_END}`, t.as('sales'))).statusCode).toBe(403);
    expect((await grid(`month_end_date=${OCTOBER_END}`, {})).statusCode).toBe(401);
  });
});

describe('PUT /api/employee-profit/grid', () => {
  it('saves every row in one go, then the grid reloads them; a second save updates them (upsert), audited', async () => {
    const auditsBefore = await auditCount();
    const first = await save(
      {
        month_end_date: OCTOBER_END,
        rows: [
          { employee_id: 8, is_profitable: true, notes: '  Good month  ' },
          { employee_id: 9, is_profitable: false, notes: 'Watch' },
          { employee_id: 6, is_profitable: false, notes: null },
        ],
      },
      t.as('superUser'),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ month_end_date: OCTOBER_END, saved: 3 });
    const reloaded = (
      await grid(`month_end_date=${OCTOBER_END}`, t.as('superUser'))
    ).json<EmployeeProfitGrid>();
    const byId = new Map(reloaded.rows.map((r) => [r.employee_id, r]));
    expect(byId.get(8)).toMatchObject({ is_profitable: true, notes: 'Good month' });
    expect(byId.get(9)).toMatchObject({ is_profitable: false, notes: 'Watch' });
    expect(byId.get(10)).toMatchObject({ is_profitable: false, notes: null });
    expect(await auditCount()).toBe(auditsBefore + 3);

    const second = await save(
      {
        month_end_date: OCTOBER_END,
        rows: [
          { employee_id: 8, is_profitable: false, notes: '' },
          { employee_id: 9, is_profitable: false, notes: 'Watch' },
        ],
      },
      t.as('superUser'),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(await savedMarks()).toEqual([
      { employee_id: 6, is_profitable: false, notes: null },
      { employee_id: 8, is_profitable: false, notes: null },
      { employee_id: 9, is_profitable: false, notes: 'Watch' },
    ]);
    // Only the changed row is audited, as an update with what it held.
    expect(await auditCount()).toBe(auditsBefore + 4);
    const [update] = await t.db
      .select({ before: auditLog.before, after: auditLog.after, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee_profit'), eq(auditLog.entity_id, `8/${OCTOBER_END}`)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(update).toMatchObject({
      action: 'update',
      before: { is_profitable: true, notes: 'Good month' },
      after: { is_profitable: false, notes: null },
    });
  });

  it('refuses bad input whole with 400 and a detail; nothing changes', async () => {
    const before = await savedMarks();
    const audits = await auditCount();
    const row = { employee_id: 8, is_profitable: true, notes: 'x' };
    for (const payload of [
      {},
      { month_end_date: '2026-10-30', rows: [row] },
      { month_end_date: OCTOBER_END },
      { month_end_date: OCTOBER_END, rows: [{ ...row, is_profitable: 'yes' }] },
      { month_end_date: OCTOBER_END, rows: [{ ...row, notes: 'n'.repeat(2001) }] },
      { month_end_date: OCTOBER_END, rows: [{ ...row, extra: 1 }] },
      { month_end_date: OCTOBER_END, rows: [row, { ...row, is_profitable: false }] },
      // A rep (1) and an unknown employee are not officers of the month's grid.
      { month_end_date: OCTOBER_END, rows: [row, { employee_id: 1, is_profitable: true, notes: null }] },
      { month_end_date: OCTOBER_END, rows: [row, { employee_id: 99_999, is_profitable: true, notes: null }] },
    ]) {
      const response = await save(payload, t.as('superUser'));
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    const duplicate = await save({ month_end_date: OCTOBER_END, rows: [row, row] }, t.as('superUser'));
    expect(duplicate.json().detail).toBe('body.rows.1.employee_id: employee 8 appears more than once');
    expect(await savedMarks()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("lets a State Super User save their state's officers only: another state's is 403, nothing saved", async () => {
    const before = await savedMarks();
    const mixed = await save(
      {
        month_end_date: OCTOBER_END,
        rows: [
          { employee_id: nvOfficer, is_profitable: true, notes: null },
          { employee_id: 8, is_profitable: true, notes: null },
        ],
      },
      t.as('nvSuper'),
    );
    expect(mixed.statusCode).toBe(403);
    expect(await savedMarks()).toEqual(before);
    const own = await save(
      { month_end_date: OCTOBER_END, rows: [{ employee_id: nvOfficer, is_profitable: true, notes: 'NV' }] },
      t.as('nvSuper'),
    );
    expect(own.statusCode, own.body).toBe(200);
    const nv = (await grid(`month_end_date=${OCTOBER_END}`, t.as('nvSuper'))).json<EmployeeProfitGrid>();
    expect(nv.rows).toEqual([
      expect.objectContaining({ employee_id: nvOfficer, is_profitable: true, notes: 'NV' }),
    ]);
  });

  it('refuses Admin and Sales (403) and no token (401)', async () => {
    const payload = {
      month_end_date: OCTOBER_END,
      rows: [{ employee_id: 8, is_profitable: true, notes: null }],
    };
    expect((await save(payload, t.as('admin'))).statusCode).toBe(403);
    expect((await save(payload, t.as('sales'))).statusCode).toBe(403);
    expect((await save(payload, {})).statusCode).toBe(401);
  });
});
