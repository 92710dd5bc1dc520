import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertGuaranteeRow } from '../../../test/fixtures/employee-links.ts';
import { createEmployee, type SignedInUser, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { auditLog, commPayments, employeeShareWith } from '../../db/schema/index.ts';
import {
  BAD_KEY_DETAIL,
  KEY_REUSED_DETAIL,
  NOT_A_PAYEE_DETAIL,
  overCapDetail,
  PAY_OWN_ONLY_DETAIL,
  PAYER_CHANGE_DETAIL,
  VIEWER_MAY_NOT_PAY_DETAIL,
} from './service.ts';

type Headers = Record<string, string>;

const t = testAppForFile();

const JANUARY = { period_begin: '2026-01-01', period_end: '2026-01-31' };

/** A rep of `state` guaranteed `guarantee` for January (so comm_amt is the guarantee), with one payee. */
async function payerWithPayee(state: 'AZ' | 'NV' = 'AZ', guarantee = '1000.00') {
  const payer = await createEmployee(t.db, { emp_type: 'REP', state, first_name: 'Pat', last_name: 'Payer' });
  const payee = await createEmployee(t.db, {
    emp_type: 'REP',
    state,
    first_name: 'Quinn',
    last_name: 'Payee',
  });
  const optional = await createEmployee(t.db, {
    emp_type: 'REP',
    state,
    first_name: 'Ola',
    last_name: 'Optional',
  });
  await t.db.insert(employeeShareWith).values([
    { employee_id: payer.employee_id, partner_employee_id: payee.employee_id },
    { employee_id: payer.employee_id, partner_employee_id: optional.employee_id, is_optional: true },
  ]);
  await insertGuaranteeRow(t.db, payer.employee_id, { guarantee_amount: guarantee });
  const user = await signedInUser(t, { roles: ['Sales'], state, employeeId: payer.employee_id });
  return { payer, payee, optional, user };
}

const body = (
  from: { uuid: string },
  to: { uuid: string },
  amount: string,
  period: { period_begin: string; period_end: string } = JANUARY,
) => ({ from_employee_uuid: from.uuid, to_employee_uuid: to.uuid, ...period, amount });

const post = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/comm-pmts/', headers, payload });
const put = (uuid: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/comm-pmts/${uuid}`, headers, payload });
const list = (headers: Headers, query = 'period_begin_from=2026-01-01&period_end_to=2026-01-31') =>
  t.app.inject({ method: 'GET', url: `/api/comm-pmts/?${query}`, headers });

const stored = (payerId: number) =>
  t.db
    .select({ amount: commPayments.amount, key: commPayments.idempotency_key })
    .from(commPayments)
    .where(eq(commPayments.from_employee_id, payerId))
    .orderBy(commPayments.payment_id);

const balanceOf = async (headers: Headers, uuid: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/commission?start_date=2026-01-01&end_date=2026-01-31&employee_uuid=${uuid}`,
    headers,
  });
  return response.json().rows[0] as { comm_amt: string; comm_paid_out: string; comm_end_balance: string };
};

describe('POST /api/comm-pmts/', () => {
  it("pays a payee from the payer's own commission, answers the payee's names, audits it, and the summary row moves by the amount", async () => {
    const { payer, payee, user } = await payerWithPayee();
    const response = await post(user.headers, body(payer, payee, '250.5'));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      uuid: expect.any(String),
      from_employee_uuid: payer.uuid,
      to_employee_uuid: payee.uuid,
      ...JANUARY,
      amount: '250.50',
      to_employee_first_name: 'Quinn',
      to_employee_last_name: 'Payee',
    });
    expect(await balanceOf(user.headers, payer.uuid)).toMatchObject({
      comm_amt: '1000.00',
      comm_paid_out: '250.50',
      comm_end_balance: '749.50',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, answer.uuid));
    expect(audit).toEqual([
      expect.objectContaining({ entity: 'comm_payments', action: 'create', user_id: user.user.id }),
    ]);
  });

  it('pays an optional payee, and exactly the balance, then refuses one cent more (409, nothing stored)', async () => {
    const { payer, payee, optional, user } = await payerWithPayee();
    expect((await post(user.headers, body(payer, optional, '600.00'))).statusCode).toBe(201);
    expect((await post(user.headers, body(payer, payee, '400.00'))).statusCode).toBe(201);
    const over = await post(user.headers, body(payer, payee, '0.01'));
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(overCapDetail('0.01', '0.00'));
    expect(await stored(payer.employee_id)).toHaveLength(2);
  });

  it('counts a half month on its own: the semi-monthly balance is half the guarantee', async () => {
    const { payer, payee, user } = await payerWithPayee();
    await insertGuaranteeRow(t.db, payer.employee_id, {
      period_beg_dt: '2026-01-01',
      period_end_dt: '2026-01-15',
      guarantee_amount: '300.00',
    });
    const half = { period_begin: '2026-01-01', period_end: '2026-01-15' };
    const over = await post(user.headers, body(payer, payee, '150.01', half));
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(overCapDetail('150.01', '150.00'));
    expect((await post(user.headers, body(payer, payee, '150.00', half))).statusCode).toBe(201);
  });

  it('lets exactly one of two racing payments through when together they exceed the balance', async () => {
    const { payer, payee, user } = await payerWithPayee();
    const [a, b] = await Promise.all([
      post(user.headers, body(payer, payee, '700.00')),
      post(user.headers, body(payer, payee, '600.00')),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().detail).toMatch(/^body\.amount: .* exceeds the available commission/);
    expect(await stored(payer.employee_id)).toHaveLength(1);
  });

  it('creates one payment for a retried Idempotency-Key and answers the same payment; another key pays again', async () => {
    const { payer, payee, user } = await payerWithPayee();
    const headers = { ...user.headers, 'idempotency-key': 'pay-jan-1' };
    const first = await post(headers, body(payer, payee, '100.00'));
    const [again, racing] = await Promise.all([
      post(headers, body(payer, payee, '100.00')),
      post(headers, body(payer, payee, '100.00')),
    ]);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(racing.json()).toEqual(first.json());
    expect(await stored(payer.employee_id)).toEqual([{ amount: '100.00', key: 'pay-jan-1' }]);
    const different = await post(headers, body(payer, payee, '50.00'));
    expect(different.statusCode).toBe(409);
    expect(different.json().detail).toBe(KEY_REUSED_DETAIL);
    expect(
      (await post({ ...user.headers, 'idempotency-key': 'pay-jan-2' }, body(payer, payee, '100.00')))
        .statusCode,
    ).toBe(201);
    expect(await stored(payer.employee_id)).toHaveLength(2);
    const bad = await post(
      { ...user.headers, 'idempotency-key': 'x'.repeat(201) },
      body(payer, payee, '1.00'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(BAD_KEY_DETAIL);
  });

  it.each([
    ['an amount of 0', { amount: '0.00' }, /^body\.amount: must be above zero/],
    ['a negative amount', { amount: '-5.00' }, /^body\.amount: /],
    ['three decimals', { amount: '1.005' }, /^body\.amount: /],
    ['an amount as a number', { amount: 5 }, /^body\.amount: /],
    ['an end before the begin', { period_end: '2025-12-31' }, /^body\.period_end: must be on or after/],
    ['an impossible date', { period_end: '2026-02-30' }, /^body\.period_end: /],
    ['an unknown field', { note: 'x' }, /note/],
    [
      'a period across two months',
      { period_end: '2026-02-15' },
      /^body\.period_end: the period must lie within one month/,
    ],
  ])('refuses %s with 400 and stores nothing', async (_, change, detail) => {
    const { payer, payee, user } = await payerWithPayee();
    const response = await post(user.headers, { ...body(payer, payee, '10.00'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await stored(payer.employee_id)).toEqual([]);
  });

  it('refuses a payee not on the list, an unknown payee and a payer without a commission row (400)', async () => {
    const { payer, user } = await payerWithPayee();
    const stranger = await createEmployee(t.db, { emp_type: 'REP' });
    const notListed = await post(user.headers, body(payer, stranger, '10.00'));
    expect(notListed.statusCode).toBe(400);
    expect(notListed.json().detail).toBe(NOT_A_PAYEE_DETAIL);
    const unknown = await post(
      user.headers,
      body(payer, { uuid: '00000000-0000-4000-8000-000000000000' }, '10.00'),
    );
    expect(unknown.statusCode).toBe(400);
    const clerk = await createEmployee(t.db, {});
    await t.db
      .insert(employeeShareWith)
      .values({ employee_id: clerk.employee_id, partner_employee_id: payer.employee_id });
    const noRow = await post(t.as('superUser'), body(clerk, payer, '10.00'));
    expect(noRow.statusCode).toBe(400);
    expect(noRow.json().detail).toMatch(/^body\.from_employee_uuid: the payer has no commission/);
    expect(await stored(payer.employee_id)).toEqual([]);
  });

  it("pays out of a finalised period: the cap is the snapshot's commission less the payments as they stand, shown in its row", async () => {
    const { payer, payee, user } = await payerWithPayee();
    const finalize = await t.app.inject({
      method: 'POST',
      url: '/api/commissions/periods/finalized',
      headers: t.as('superUser'),
      payload: {
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        freq: 'MONTHLY',
        scope: 'GLOBAL',
        state: 'AZ',
        note: '',
      },
    });
    expect(finalize.statusCode, finalize.body).toBe(201);
    try {
      const paid = await post(user.headers, body(payer, payee, '400.00'));
      expect(paid.statusCode, paid.body).toBe(201);
      expect(await balanceOf(user.headers, payer.uuid)).toMatchObject({
        comm_amt: '1000.00',
        comm_paid_out: '400.00',
        comm_end_balance: '600.00',
      });
      const over = await post(user.headers, body(payer, payee, '600.01'));
      expect(over.statusCode).toBe(409);
      expect(over.json().detail).toBe(overCapDetail('600.01', '600.00'));
    } finally {
      const pf = finalize.json().pf_uuid as string;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/commissions/periods/finalized/${pf}`,
        headers: t.as('superUser'),
      });
    }
    expect((await stored(payer.employee_id)).map((p) => p.amount)).toEqual(['400.00']);
  });

  it('roles: another rep 403, a Sales-Assistant viewing the payer 403, Admin 403; super users pay (a State Super User in their state)', async () => {
    const { payer, payee } = await payerWithPayee('AZ');
    const otherRep = await createEmployee(t.db, { emp_type: 'REP' });
    const rep: SignedInUser = await signedInUser(t, { roles: ['Sales'], employeeId: otherRep.employee_id });
    const assistant = await signedInUser(t, {
      roles: ['Sales-Assistant'],
      viewEmployeeId: payer.employee_id,
    });
    const fromRep = await post(rep.headers, body(payer, payee, '10.00'));
    expect(fromRep.statusCode).toBe(403);
    expect(fromRep.json().detail).toBe(PAY_OWN_ONLY_DETAIL);
    const fromAssistant = await post(assistant.headers, body(payer, payee, '10.00'));
    expect(fromAssistant.statusCode).toBe(403);
    expect(fromAssistant.json().detail).toBe(VIEWER_MAY_NOT_PAY_DETAIL);
    expect((await post(t.as('admin'), body(payer, payee, '10.00'))).statusCode).toBe(403);
    expect((await post(t.as('sales'), body(payer, payee, '10.00'))).statusCode).toBe(403);
    expect((await post(t.as('nvSuper'), body(payer, payee, '10.00'))).statusCode).toBe(403);
    expect(await stored(payer.employee_id)).toEqual([]);
    expect((await post(t.as('superUser'), body(payer, payee, '10.00'))).statusCode).toBe(201);
    const nv = await payerWithPayee('NV');
    expect((await post(t.as('nvSuper'), body(nv.payer, nv.payee, '10.00'))).statusCode).toBe(201);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/comm-pmts/',
      payload: body(payer, payee, '1.00'),
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('PUT /api/comm-pmts/:uuid', () => {
  it("changes the amount with the old one replaced in the cap, answers the payee's names, and audits before and after", async () => {
    const { payer, payee, optional, user } = await payerWithPayee();
    const created = (await post(user.headers, body(payer, payee, '900.00'))).json();
    const response = await put(created.uuid, user.headers, body(payer, optional, '1000.00'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      to_employee_uuid: optional.uuid,
      amount: '1000.00',
      to_employee_first_name: 'Ola',
      to_employee_last_name: 'Optional',
    });
    const over = await put(created.uuid, user.headers, body(payer, optional, '1000.01'));
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(overCapDetail('1000.01', '1000.00'));
    expect(await stored(payer.employee_id)).toEqual([{ amount: '1000.00', key: null }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, created.uuid));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses another payer (400), an unknown payment (404), bad input (400) and another rep (403)', async () => {
    const { payer, payee, user } = await payerWithPayee();
    const created = (await post(user.headers, body(payer, payee, '10.00'))).json();
    const moved = await put(created.uuid, t.as('superUser'), body(payee, payer, '10.00'));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe(PAYER_CHANGE_DETAIL);
    expect(
      (await put('00000000-0000-4000-8000-000000000000', user.headers, body(payer, payee, '1.00')))
        .statusCode,
    ).toBe(404);
    expect((await put(created.uuid, user.headers, body(payer, payee, 'abc'))).statusCode).toBe(400);
    expect((await put('nope', user.headers, body(payer, payee, '1.00'))).statusCode).toBe(400);
    expect((await put(created.uuid, t.as('sales'), body(payer, payee, '1.00'))).statusCode).toBe(403);
    expect(await stored(payer.employee_id)).toEqual([{ amount: '10.00', key: null }]);
  });
});

describe('GET /api/comm-pmts/', () => {
  it("lists the payer's own payments to the payer and a viewing assistant, all of their states' to super users", async () => {
    const az = await payerWithPayee('AZ');
    const nv = await payerWithPayee('NV');
    const azPaid = (await post(az.user.headers, body(az.payer, az.payee, '10.00'))).json();
    const nvPaid = (await post(nv.user.headers, body(nv.payer, nv.payee, '20.00'))).json();
    expect((await list(az.user.headers)).json()).toEqual([azPaid]);
    const assistant = await signedInUser(t, {
      roles: ['Sales-Assistant'],
      viewEmployeeId: az.payer.employee_id,
    });
    expect((await list(assistant.headers)).json()).toEqual([azPaid]);
    const all = (await list(t.as('superUser'))).json();
    expect(all).toEqual(expect.arrayContaining([azPaid, nvPaid]));
    const nvOnly = (await list(t.as('nvSuper'))).json() as { from_employee_uuid: string }[];
    expect(nvOnly).toContainEqual(nvPaid);
    expect(nvOnly).not.toContainEqual(azPaid);
    const onePayer = await list(
      t.as('admin'),
      `period_begin_from=2026-01-01&period_end_to=2026-01-31&from_employee_uuid=${az.payer.uuid}`,
    );
    expect(onePayer.json()).toEqual([azPaid]);
    expect(
      (
        await list(
          az.user.headers,
          `period_begin_from=2026-01-01&period_end_to=2026-01-31&from_employee_uuid=${nv.payer.uuid}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await list(
          t.as('nvSuper'),
          `period_begin_from=2026-01-01&period_end_to=2026-01-31&from_employee_uuid=${az.payer.uuid}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await list(az.user.headers, 'period_begin_from=2026-02-01&period_end_to=2026-02-28')).json(),
    ).toEqual([]);
    const bad = await list(az.user.headers, 'period_begin_from=2026-02-01&period_end_to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^query\.period_end_to: /);
  });
});

describe('GET /api/reports/comm-payments', () => {
  it('sums per payer of the period, by name, then the TOTAL row; a State Super User sees their state only', async () => {
    const a = await payerWithPayee('AZ');
    const b = await payerWithPayee('NV');
    const period = { period_begin: '2026-01-16', period_end: '2026-01-31' };
    expect((await post(a.user.headers, body(a.payer, a.payee, '100.10', period))).statusCode).toBe(201);
    expect((await post(a.user.headers, body(a.payer, a.optional, '0.25', period))).statusCode).toBe(201);
    expect((await post(b.user.headers, body(b.payer, b.payee, '5.00', period))).statusCode).toBe(201);
    const url = '/api/reports/comm-payments?period_start=2026-01-16&period_end=2026-01-31';
    const response = await t.app.inject({ method: 'GET', url, headers: t.as('nvSuper') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      period_start: '2026-01-16',
      period_end: '2026-01-31',
      rows: [
        {
          employee_uuid: b.payer.uuid,
          first_name: 'Pat',
          last_name: 'Payer',
          payroll_id: null,
          total_num_of_payments: 1,
          sum_of_payments: '5.00',
        },
        {
          employee_uuid: null,
          first_name: 'TOTAL',
          last_name: '',
          payroll_id: null,
          total_num_of_payments: 1,
          sum_of_payments: '5.00',
        },
      ],
    });
    const all = (await t.app.inject({ method: 'GET', url, headers: t.as('admin') })).json().rows;
    const total = all.at(-1);
    expect(total).toMatchObject({ employee_uuid: null, total_num_of_payments: 3, sum_of_payments: '105.35' });
    expect(all.find((r: { employee_uuid: string }) => r.employee_uuid === a.payer.uuid)).toMatchObject({
      total_num_of_payments: 2,
      sum_of_payments: '100.35',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: t.as('sales') })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/reports/comm-payments?period_start=2026-13-01&period_end=2026-01-31',
      headers: t.as('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^query\.period_start: /);
  });
});
