import type { CommissionResponse, FinalizedPeriod, FinalizedPeriodCheck } from '@hub/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommissionScenario } from '../../../../test/fixtures/commission-scenario.ts';
import { insertGuaranteeRow } from '../../../../test/fixtures/employee-links.ts';
import { insertRolledAdjustment } from '../../../../test/fixtures/report-files.ts';
import { testAppForFile } from '../../../../test/helper.ts';
import { refreshRollupsForFiles } from '../../../db/rollups.ts';
import {
  auditLog,
  commBaseOverrides,
  commissionSnapshots,
  employees,
  escFiles,
  monthlyCharges,
} from '../../../db/schema/index.ts';

const OCTOBER = { period_start: '2026-10-01', period_end: '2026-10-31' };
const OCTOBER_QUERY = 'start_date=2026-10-01&end_date=2026-10-31';
const FINALIZE = { ...OCTOBER, freq: 'MONTHLY', scope: 'GLOBAL', state: 'AZ', note: '' };
const RITA = '00000000-0000-4000-8000-000000000001';
const NED_ID = 14;

const t = testAppForFile();

beforeAll(async () => {
  await loadCommissionScenario(t.db);
}, 60_000);

const check = (query: string, who: 'superUser' | 'admin' | 'sales' = 'admin') =>
  t.app.inject({ url: `/api/commissions/periods/finalized/check?${query}`, headers: t.as(who) });
const finalize = (payload: object, who: 'superUser' | 'admin' | 'nvSuper' = 'superUser') =>
  t.app.inject({ method: 'POST', url: '/api/commissions/periods/finalized', payload, headers: t.as(who) });
const unfinalize = (pfUuid: string, who: 'superUser' | 'admin' = 'superUser') =>
  t.app.inject({ method: 'DELETE', url: `/api/commissions/periods/finalized/${pfUuid}`, headers: t.as(who) });
const summary = async (query: string) => {
  const response = await t.app.inject({ url: `/api/commission?${query}`, headers: t.as('superUser') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommissionResponse>();
};

async function auditRows(pfUuid: string) {
  return t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'finalized_periods'), eq(auditLog.entity_id, pfUuid)));
}

describe('the finalised period check and its refusals', () => {
  it('an open period: not finalised, its derived frequency, no finalisation', async () => {
    const response = await check('period_start=2026-11-01&period_end=2026-11-15&frequency=SEMI_MONTHLY');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FinalizedPeriodCheck>()).toEqual({
      finalized: false,
      frequency: 'SEMI_MONTHLY',
      finalized_at: null,
      pf_uuid: null,
    });
  });

  for (const [name, query] of [
    ['no dates', ''],
    ['dates out of order', 'period_start=2026-10-31&period_end=2026-10-01'],
    [
      'a frequency that is not the period’s',
      'period_start=2026-10-01&period_end=2026-10-31&frequency=SEMI_MONTHLY',
    ],
    ['an unknown frequency', 'period_start=2026-10-01&period_end=2026-10-31&frequency=WEEKLY'],
  ] as const) {
    it(`check: 400 with a detail for ${name}`, async () => {
      const response = await check(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    });
  }

  for (const [name, body] of [
    ['freq not the derived frequency', { ...FINALIZE, freq: 'SEMI_MONTHLY' }],
    ['a half month called MONTHLY', { ...FINALIZE, period_end: '2026-10-15', freq: 'MONTHLY' }],
    ['another scope', { ...FINALIZE, scope: 'STATE' }],
    ['another state', { ...FINALIZE, state: 'NV' }],
    ['no freq', { ...OCTOBER, scope: 'GLOBAL', state: 'AZ' }],
    ['an unknown field', { ...FINALIZE, extra: 1 }],
  ] as const) {
    it(`finalise: 400 with a detail for ${name}, nothing stored`, async () => {
      const response = await finalize(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
      expect((await check('period_start=2026-10-01&period_end=2026-10-31')).json().finalized).toBe(false);
    });
  }

  it('Admin and a sales user check (the commission tile); Admin may not finalise or unfinalise', async () => {
    expect((await check('period_start=2026-10-01&period_end=2026-10-31', 'admin')).statusCode).toBe(200);
    const sales = await check('period_start=2026-10-01&period_end=2026-10-31', 'sales');
    expect(sales.statusCode).toBe(200);
    expect(sales.json<FinalizedPeriodCheck>().finalized).toBe(false);
    expect((await finalize(FINALIZE, 'admin')).statusCode).toBe(403);
    expect((await unfinalize('00000000-0000-4000-8000-0000000000ff', 'admin')).statusCode).toBe(403);
  });

  it('unfinalise: 404 for a finalisation that does not exist', async () => {
    const response = await unfinalize('00000000-0000-4000-8000-0000000000ff');
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
  });
});

describe('finalising October', () => {
  let live: CommissionResponse;
  let liveTrace: CommissionResponse;
  let finalized: FinalizedPeriod;

  it('two racing finalisations: exactly one wins, the other is 409 with a detail', async () => {
    live = await summary(OCTOBER_QUERY);
    liveTrace = await summary(`${OCTOBER_QUERY}&employee_uuid=${RITA}&trace=1`);
    const responses = await Promise.all([finalize(FINALIZE), finalize(FINALIZE)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = responses.find((r) => r.statusCode === 409);
    expect(lost?.json<{ detail: string }>().detail).toMatch(/already finalized/);
    const won = responses.find((r) => r.statusCode === 201);
    finalized = won?.json<FinalizedPeriod>() as FinalizedPeriod;
    expect(finalized).toMatchObject({ ...OCTOBER, frequency: 'MONTHLY' });
    expect(await auditRows(finalized.pf_uuid)).toEqual([{ action: 'create' }]);
  });

  it('the check names the finalisation; every row is in the snapshot with its trace', async () => {
    const body = (await check('period_start=2026-10-01&period_end=2026-10-31&frequency=MONTHLY')).json();
    expect(body).toEqual({
      finalized: true,
      frequency: 'MONTHLY',
      finalized_at: finalized.finalized_at,
      pf_uuid: finalized.pf_uuid,
    });
    const stored = await t.db.select({ row: commissionSnapshots.row }).from(commissionSnapshots);
    expect(stored).toHaveLength(live.rows.length);
    for (const { row } of stored) expect(Object.keys(row as object).sort()).toEqual(['row', 'trace']);
  });

  it('a finalised period does not move when its files, adjustments, charges, guarantees, base or settings change', async () => {
    // Rita's file F101 (closed 2026-10-05): new amounts, with its rollups.
    await refreshRollupsForFiles(t.db, [101], () =>
      t.db.update(escFiles).set({ settlement_fee: '900.00' }).where(eq(escFiles.file_id, 101)),
    );
    await insertRolledAdjustment(t.db, 101, { posting_date: '2026-10-15', magnus_escrow: '250.00' });
    await t.db.insert(monthlyCharges).values({
      employee_id: 1,
      month_end_date: '2026-10-31',
      loss_total: '10.00',
      other_against_rev: '20.00',
      other_against_commission: '30.00',
    });
    await insertGuaranteeRow(t.db, NED_ID, {
      period_beg_dt: '2026-10-01',
      period_end_dt: '2026-10-31',
      guarantee_amount: '9000.00',
    });
    await t.db.insert(commBaseOverrides).values({
      employee_id: 1,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      base: '1.00',
      base_desc: 'x',
    });
    await t.db.update(employees).set({ comm_pct: '0.90' }).where(eq(employees.employee_id, 2));

    expect(await summary(OCTOBER_QUERY)).toEqual(live);
    expect(await summary(`${OCTOBER_QUERY}&employee_uuid=${RITA}&trace=1`)).toEqual(liveTrace);
    // An administrator of one state reads the snapshot's rows of that state only.
    const nv = await t.app.inject({ url: `/api/commission?${OCTOBER_QUERY}`, headers: t.as('nvSuper') });
    expect(nv.json<CommissionResponse>().rows).toEqual(live.rows.filter((r) => r.state === 'NV'));
  });

  it('unfinalising removes the snapshot (audited); the rows move with what changed', async () => {
    const response = await unfinalize(finalized.pf_uuid);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(commissionSnapshots)).toEqual([]);
    expect((await auditRows(finalized.pf_uuid)).map((r) => r.action).sort()).toEqual(['create', 'delete']);
    expect((await check('period_start=2026-10-01&period_end=2026-10-31')).json().finalized).toBe(false);

    const moved = await summary(OCTOBER_QUERY);
    const was = (id: number) => live.rows.find((r) => r.employee_id === id);
    const now = (id: number) => moved.rows.find((r) => r.employee_id === id);
    expect(now(1)?.esc_rev_tot).not.toBe(was(1)?.esc_rev_tot);
    expect(now(1)?.base_amt).toBe('1.00');
    expect(now(1)?.loss_tot).toBe('10.00');
    expect(now(2)?.comm_amt_bef_guarantee).not.toBe(was(2)?.comm_amt_bef_guarantee);
    expect(now(NED_ID)?.comm_guarantee_amt).toBe('9000.00');
    const trace = await summary(`${OCTOBER_QUERY}&employee_uuid=${RITA}&trace=1`);
    expect(trace.trace?.adjustments.map((a) => a.order_number)).toEqual(['F101']);
    // Finalised again, the snapshot is of the new figures.
    expect((await finalize(FINALIZE)).statusCode).toBe(201);
    expect(await summary(OCTOBER_QUERY)).toEqual(moved);
  });
});
