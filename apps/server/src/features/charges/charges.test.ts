// GET and PUT /charges/monthly (spec 001 §2 Monthly Charges, §3, §7; DOMAIN.md §4, §9): save, zero,
// delete (a saved line zeroed), the finalised refusal, junk input, every role, and the commission row
// moving by exactly the cents saved. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { CommissionResponse, GetMonthlyChargesResponse } from '@hub/contract';
import { toCents } from '@hub/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { createEmployee, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { auditLog, type employees, finalizedPeriods, monthlyCharges } from '../../db/schema/index.ts';
import { CHARGE_EMPLOYEE_NOT_FOUND } from './service.ts';

type Headers = Record<string, string>;
const t = testAppForFile();

const URL = '/api/charges/monthly';
const get = (query: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });
const put = (payload: object, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

/** An active escrow officer of `state`, with a name that sorts where the test wants it. */
async function officer(values: Partial<typeof employees.$inferInsert> = {}) {
  return createEmployee(t.db, { emp_type: 'EO', last_name: `Officer${randomUUID().slice(0, 6)}`, ...values });
}

const line = (employee_id: number, month_end_date: string, values: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  employee_id,
  month_end_date,
  loss_total: '0',
  other_against_rev: '0',
  other_against_commission: '0',
  notes: '',
  ...values,
});

const stored = (employeeId: number) =>
  t.db
    .select({
      uuid: monthlyCharges.uuid,
      month_end_date: monthlyCharges.month_end_date,
      loss_total: monthlyCharges.loss_total,
      other_against_rev: monthlyCharges.other_against_rev,
      other_against_commission: monthlyCharges.other_against_commission,
      notes: monthlyCharges.notes,
    })
    .from(monthlyCharges)
    .where(eq(monthlyCharges.employee_id, employeeId))
    .orderBy(monthlyCharges.charge_id);

describe('GET /api/charges/monthly', () => {
  it("answers every active escrow officer of the caller's states and their lines of the date", async () => {
    const az = await officer({ state: 'AZ' });
    const nv = await officer({ state: 'NV' });
    const inactive = await officer({ is_active: false });
    const rep = await createEmployee(t.db, { emp_type: 'REP' });
    await t.db.insert(monthlyCharges).values([
      { employee_id: az.employee_id, month_end_date: '2031-01-15', loss_total: '12.5', notes: 'mid' },
      { employee_id: az.employee_id, month_end_date: '2031-01-31', loss_total: '99' },
      { employee_id: nv.employee_id, month_end_date: '2031-01-15', other_against_rev: '3' },
    ]);

    const all = await get('month_end_date=2031-01-15', t.as('superUser'));
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<GetMonthlyChargesResponse>();
    const ids = body.employees.map((e) => e.employee_id);
    expect(ids).toEqual(expect.arrayContaining([az.employee_id, nv.employee_id]));
    expect(ids).not.toContain(inactive.employee_id);
    expect(ids).not.toContain(rep.employee_id);
    const azLines = body.lines.filter((l) => l.employee_id === az.employee_id);
    expect(azLines).toEqual([
      expect.objectContaining({
        employee_uuid: az.uuid,
        month_end_date: '2031-01-15',
        loss_total: '12.50',
        other_against_rev: '0.00',
        other_against_commission: '0.00',
        notes: 'mid',
      }),
    ]);
    expect(azLines[0]?.charge_id).toEqual(expect.any(Number));

    // A State Super User of NV sees NV's officers only.
    const nvBody = (
      await get('month_end_date=2031-01-15', t.as('nvSuper'))
    ).json<GetMonthlyChargesResponse>();
    expect(nvBody.employees.every((e) => e.state === 'NV')).toBe(true);
    expect(nvBody.employees.map((e) => e.employee_id)).toContain(nv.employee_id);
    expect(nvBody.lines.every((l) => l.employee_id !== az.employee_id)).toBe(true);
  });

  it("answers one employee's lines with employee_uuid (a month's last day works too)", async () => {
    const az = await officer();
    await t.db.insert(monthlyCharges).values({
      employee_id: az.employee_id,
      month_end_date: '2031-02-28',
      other_against_commission: '7.10',
    });
    const response = await get(`month_end_date=2031-02-28&employee_uuid=${az.uuid}`, t.as('superUser'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GetMonthlyChargesResponse>();
    expect(body.employees.map((e) => e.employee_uuid)).toEqual([az.uuid]);
    expect(body.lines.map((l) => l.other_against_commission)).toEqual(['7.10']);
  });

  it('404 for an unknown employee, 403 for another state', async () => {
    const unknown = await get(`month_end_date=2031-02-28&employee_uuid=${randomUUID()}`, t.as('superUser'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CHARGE_EMPLOYEE_NOT_FOUND });
    const az = await officer({ state: 'AZ' });
    const other = await get(`month_end_date=2031-02-28&employee_uuid=${az.uuid}`, t.as('nvSuper'));
    expect(other.statusCode).toBe(403);
  });

  for (const [name, query] of [
    ['no date', ''],
    ['a date that is neither the 15th nor a last day', 'month_end_date=2031-01-14'],
    ['February 30th', 'month_end_date=2031-02-30'],
    ['the 30th of a 31-day month', 'month_end_date=2031-01-30'],
    ['not a date', 'month_end_date=01/15/2031'],
    ['a bad employee_uuid', 'month_end_date=2031-01-15&employee_uuid=nope'],
    ['an unknown parameter', 'month_end_date=2031-01-15&state=AZ'],
  ] as const) {
    it(`400 for ${name}`, async () => {
      const response = await get(query, t.as('superUser'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    });
  }

  it('answers Admin (the charge reports), refuses Sales and Escrow Officers', async () => {
    expect((await get('month_end_date=2031-01-15', t.as('admin'))).statusCode).toBe(200);
    expect((await get('month_end_date=2031-01-15', t.as('sales'))).statusCode).toBe(403);
    const eo = await signedInUser(t, { roles: ['Escrow Officer'], state: 'AZ' });
    expect((await get('month_end_date=2031-01-15', eo.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/charges/monthly', () => {
  it('inserts new lines, updates changed ones by uuid, leaves unchanged ones; audited', async () => {
    const eo = await officer();
    const first = line(eo.employee_id, '2031-03-15', { loss_total: '10', notes: 'a' });
    const second = line(eo.employee_id, '2031-03-15', { other_against_rev: '-2.5' });
    const saved = await put([first, second], t.as('superUser'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ month_end_date: '2031-03-15', inserted: 2, updated: 0 });
    expect(await stored(eo.employee_id)).toEqual([
      { ...pick(first), loss_total: '10.00', other_against_rev: '0.00', other_against_commission: '0.00' },
      { ...pick(second), loss_total: '0.00', other_against_rev: '-2.50', other_against_commission: '0.00' },
    ]);

    const again = await put(
      [
        { ...first, loss_total: '10.00' },
        { ...second, notes: 'b' },
      ],
      t.as('superUser'),
    );
    expect(again.json()).toEqual({ month_end_date: '2031-03-15', inserted: 0, updated: 1 });
    expect((await stored(eo.employee_id)).map((r) => r.notes)).toEqual(['a', 'b']);

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'monthly_charges'));
    expect(audits.filter((a) => a.action === 'create').length).toBeGreaterThanOrEqual(2);
    expect(audits.filter((a) => a.action === 'update').length).toBeGreaterThanOrEqual(1);
  });

  it("zeroes a saved line (the editor's remove): amounts 0, notes blank, still stored", async () => {
    const eo = await officer();
    const saved = line(eo.employee_id, '2031-04-30', {
      loss_total: '55.55',
      other_against_commission: '1',
      notes: 'x',
    });
    expect((await put([saved], t.as('superUser'))).statusCode).toBe(200);
    const zeroed = { ...saved, loss_total: '0', other_against_commission: '0', notes: '' };
    const response = await put([zeroed], t.as('superUser'));
    expect(response.json()).toEqual({ month_end_date: '2031-04-30', inserted: 0, updated: 1 });
    expect(await stored(eo.employee_id)).toEqual([
      {
        ...pick(saved),
        loss_total: '0.00',
        other_against_rev: '0.00',
        other_against_commission: '0.00',
        notes: '',
      },
    ]);
  });

  it('an empty list changes nothing', async () => {
    const response = await put([], t.as('superUser'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ month_end_date: null, inserted: 0, updated: 0 });
  });

  it('refuses the whole list for a date in a finalised period, with a detail that says so', async () => {
    const eo = await officer();
    await t.db
      .insert(finalizedPeriods)
      .values({ period_start: '2031-05-01', period_end: '2031-05-31', frequency: 'MONTHLY' });
    const response = await put([line(eo.employee_id, '2031-05-15', { loss_total: '1' })], t.as('superUser'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(/2031-05-01 to 2031-05-31 is finalised/);
    expect(await stored(eo.employee_id)).toEqual([]);
  });

  it('refuses the whole list when one line names a missing or inactive employee', async () => {
    const eo = await officer();
    const inactive = await officer({ is_active: false });
    for (const bad of [2_000_000_000, inactive.employee_id]) {
      const response = await put(
        [line(eo.employee_id, '2031-06-15', { loss_total: '1' }), line(bad, '2031-06-15')],
        t.as('superUser'),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^body\.1\.employee_id: /);
    }
    expect(await stored(eo.employee_id)).toEqual([]);
  });

  it('refuses moving a saved line to another employee or date, and a made-up charge_id', async () => {
    const eo = await officer();
    const other = await officer();
    const saved = line(eo.employee_id, '2031-07-15', { loss_total: '4' });
    await put([saved], t.as('superUser'));
    for (const payload of [
      [{ ...saved, employee_id: other.employee_id }],
      [{ ...saved, month_end_date: '2031-07-31' }],
      [line(eo.employee_id, '2031-07-15', { charge_id: 999_999 })],
    ]) {
      const response = await put(payload, t.as('superUser'));
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await stored(eo.employee_id)).map((r) => r.loss_total)).toEqual(['4.00']);
    expect(await stored(other.employee_id)).toEqual([]);
  });

  const eoId = 1;
  for (const [name, payload] of [
    ['not a list', { lines: [] }],
    ['a non-numeric amount', [line(eoId, '2031-08-15', { loss_total: 'abc' })]],
    ['three decimals', [line(eoId, '2031-08-15', { other_against_rev: '1.005' })]],
    ['a number in place of text', [line(eoId, '2031-08-15', { loss_total: 5 })]],
    ['an amount too large', [line(eoId, '2031-08-15', { loss_total: '100000000' })]],
    ['a date that is not a charge date', [line(eoId, '2031-08-14')]],
    ['two dates in one list', [line(eoId, '2031-08-15'), line(eoId, '2031-08-31')]],
    ['a missing uuid', [{ ...line(eoId, '2031-08-15'), uuid: undefined }]],
    ['an unknown field', [line(eoId, '2031-08-15', { state: 'AZ' })]],
    ['notes not text', [line(eoId, '2031-08-15', { notes: null })]],
  ] as const) {
    it(`400 for ${name}, nothing stored`, async () => {
      const before = await t.db.select({ id: monthlyCharges.charge_id }).from(monthlyCharges);
      const response = await put(payload, t.as('superUser'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
      expect(await t.db.select({ id: monthlyCharges.charge_id }).from(monthlyCharges)).toEqual(before);
    });
  }

  it('two lines with one uuid: 400', async () => {
    const eo = await officer();
    const one = line(eo.employee_id, '2031-08-15');
    const response = await put([one, { ...one }], t.as('superUser'));
    expect(response.statusCode).toBe(400);
  });

  it('who: Super User any state; State Super User own state only (403 for another, nothing saved); others 403', async () => {
    const az = await officer({ state: 'AZ' });
    const nv = await officer({ state: 'NV' });
    expect(
      (await put([line(nv.employee_id, '2031-09-15', { loss_total: '1' })], t.as('nvSuper'))).statusCode,
    ).toBe(200);
    const mixed = await put(
      [line(nv.employee_id, '2031-09-15', { loss_total: '2' }), line(az.employee_id, '2031-09-15')],
      t.as('nvSuper'),
    );
    expect(mixed.statusCode).toBe(403);
    expect((await stored(nv.employee_id)).map((r) => r.loss_total)).toEqual(['1.00']);
    expect((await put([line(az.employee_id, '2031-09-15')], t.as('superUser'))).statusCode).toBe(200);
    for (const member of ['admin', 'sales'] as const) {
      expect((await put([line(az.employee_id, '2031-09-30')], t.as(member))).statusCode).toBe(403);
    }
    expect(await stored(az.employee_id)).toHaveLength(1);
  });
});

describe('the commission row moves by exactly the cents saved', () => {
  it('other_against_rev, loss_tot, other_charges and comm_amt of the officer move by hand-computed cents', async () => {
    const eo = await officer({ comm_pct: '0.4', commission_only: true, state: 'AZ' });
    await insertRolledFile(t.db, {
      state: 'AZ',
      escrow_officer_id: eo.employee_id,
      open_date: '2032-01-05',
      disb_date: '2032-01-10',
      order_status: 'CLOSED',
      settlement_fee: '2000.00',
    });
    const period = `start_date=2032-01-01&end_date=2032-01-31&employee_uuid=${eo.uuid}`;
    const row = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/commission?${period}`,
        headers: t.as('superUser'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<CommissionResponse>().rows[0];
      if (!found) throw new Error('no commission row');
      return found;
    };
    const cents = (text: string) => toCents(text);
    const before = await row();

    // Mid-month and month-end lines: both in the monthly period.
    const saved = await put(
      [
        line(eo.employee_id, '2032-01-15', { loss_total: '20.05', other_against_rev: '100.10' }),
        line(eo.employee_id, '2032-01-15', { other_against_commission: '3.33' }),
      ],
      t.as('superUser'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await put([line(eo.employee_id, '2032-01-31', { other_against_rev: '0.01' })], t.as('superUser')))
        .statusCode,
    ).toBe(200);
    const after = await row();

    // By hand: revenue charges 100.10 + 0.01 = 100.11; at 40% that is 40.044, so rev_subtotal x 0.4
    // falls by 40.04 (2000.00 - 100.11 = 1899.89; x 0.4 = 759.956 -> 759.96 against 800.00);
    // then loss 20.05 and other 3.33: comm_amt 800.00 -> 759.96 - 23.38 = 736.58.
    expect(cents(after.other_against_rev) - cents(before.other_against_rev)).toBe(10_011);
    expect(cents(after.loss_tot) - cents(before.loss_tot)).toBe(2_005);
    expect(cents(after.other_charges) - cents(before.other_charges)).toBe(333);
    expect(cents(before.comm_amt)).toBe(80_000);
    expect(cents(after.comm_amt)).toBe(73_658);
    expect(cents(after.comm_amt) - cents(before.comm_amt)).toBe(-6_342);
  });
});

function pick(l: ReturnType<typeof line>) {
  return {
    uuid: l.uuid,
    month_end_date: l.month_end_date,
    loss_total: l.loss_total,
    other_against_rev: l.other_against_rev,
    other_against_commission: l.other_against_commission,
    notes: l.notes,
  };
}
