// GET /commission against a calculation written separately (issue 19 "Tests"): a seeded, varied
// set of employees, files (with their rollups, kept by the writes production uses), adjustments,
// charges, guarantees, base overrides and payments; every row of a whole month and of a half month
// computed by test/fixtures/commission-independent.sql straight from the tables (not the revenue
// ledger, not the rollups, not packages/domain) with DOMAIN.md §3–§4, and compared with the
// answer field by field, to the cent. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommissionResponse } from '@hub/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertGuaranteeRow } from '../../../test/fixtures/employee-links.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import type { FileValues } from '../../../test/fixtures/file-reports.ts';
import { createJv } from '../../../test/fixtures/jvs.ts';
import { closedFile, insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { createEmployee, testAppForFile } from '../../../test/helper.ts';
import { rowsOf } from '../../db/rows.ts';
import { commBaseOverrides, commPayments, employees, monthlyCharges } from '../../db/schema/index.ts';

const INDEPENDENT = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/commission-independent.sql'),
  'utf8',
);

const t = testAppForFile();

/** mulberry32: the same sequence on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

/** Whole cents as decimal text ('-12.05'); integers only, no float on dollars. */
function money(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DAY = 86_400_000;
const dateAt = (base: string, days: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type IndependentRow = Record<string, unknown> & {
  employee_id: number;
  first_name: string;
  last_name: string;
};

/** Every row of the period as the separate calculation gives it (not user_id, branch_name, frequency). */
async function independentRows(start: string, end: string) {
  for (const date of [start, end]) if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(date);
  const statement = INDEPENDENT.replaceAll(':start', `'${start}'::date`).replaceAll(':end', `'${end}'::date`);
  return rowsOf<IndependentRow>(await t.db.execute(sql.raw(statement)));
}

let noRow: string[] = [];

beforeAll(async () => {
  const db = t.db;
  const jv35 = await createJv(db, { magnus_title_pct: '0.35' });
  const jv60 = await createJv(db, { magnus_title_pct: '0.60' });
  const jvNoPct = await createJv(db, { magnus_title_pct: null });

  // Escrow officers.
  const hank = await createNamedEmployee(db, 'EO', 'Hank', 'Head', {
    comm_pct: '0.25',
    uw_split_pct: null,
    base: null,
    both_rep_and_eo: true,
    rep_combo_comm_pct: '0.07',
    rep_combo_base: '500.01',
    rep_gets_full_jv_title: true,
  });
  const ellen = await createNamedEmployee(db, 'EO', 'Ellen', 'Able', {
    comm_pct: '0.30',
    uw_split_pct: '0.10',
    per_file_comm_amt: '25.00',
    base: '3000.00',
    base_desc: 'Salary',
  });
  const lara = await createNamedEmployee(db, 'EO', 'Lara', 'Linked', {
    comm_pct: '0.40',
    base: '1000.00',
    link_to_emp_id: hank.employee_id,
    start_date: '2026-10-10',
  });
  const olga = await createNamedEmployee(db, 'EO', 'Olga', 'Onlycomm', {
    commission_only: true,
    comm_pct: '0.50',
    base: '2000.00',
    both_rep_and_eo: true,
    rep_combo_comm_pct: null,
    termination_date: '2026-10-20',
    is_active: false,
  });
  const nina = await createNamedEmployee(db, 'EO', 'Nina', 'Negative', {
    comm_pct: '0.10',
    base: '2500.00',
    per_file_comm_amt: '5.00',
  });
  // Reps.
  const rita = await createNamedEmployee(db, 'REP', 'Rita', 'Rep', {
    comm_pct: '0.35',
    per_file_comm_amt: '10.00',
    base: '1500.01',
    rep_gets_full_jv_title: true,
  });
  // A rep linked to an officer: a rep's files never roll up.
  const rob = await createNamedEmployee(db, 'REP', 'Rob', 'Rephead', {
    comm_pct: '0.20',
    uw_split_pct: '0.15',
    base: null,
    link_to_emp_id: hank.employee_id,
    // The extra share on rep revenue is an escrow officer's (DOMAIN.md §4): a rep's flag adds nothing.
    both_rep_and_eo: true,
    rep_combo_comm_pct: '0.10',
  });
  // An officer linked to a rep: the link moves nothing.
  const vera = await createNamedEmployee(db, 'EO', 'Vera', 'Vialink', {
    comm_pct: '0.33',
    uw_split_pct: '0.15',
    base: '800.00',
    link_to_emp_id: rob.employee_id,
  });
  const sam = await createNamedEmployee(db, 'REP', 'Sam', 'Salary', {
    comm_pct: null,
    per_file_comm_amt: '50.00',
    base: '4000.00',
  });
  const cora = await createNamedEmployee(db, 'REP', 'Cora', 'Commonly', {
    commission_only: true,
    comm_pct: '0.45',
    uw_split_pct: '0.20',
    start_date: '2026-10-12',
  });
  const gus = await createNamedEmployee(db, 'REP', 'Gus', 'Guaranteed', {
    comm_pct: '0.28',
    uw_split_pct: null,
    base: '2000.00',
  });
  // No row in October: starts later, left before, inactive without a termination date, no type.
  const eddie = await createNamedEmployee(db, 'EO', 'Eddie', 'Late', {
    start_date: '2026-11-05',
    comm_pct: '0.3',
  });
  const tom = await createNamedEmployee(db, 'EO', 'Tom', 'Gone', { termination_date: '2026-09-30' });
  const nora = await createNamedEmployee(db, 'EO', 'Nora', 'Noend', { is_active: false });
  const untyped = await createEmployee(db, { first_name: 'Una', last_name: 'Untyped' });
  // An officer linked to a linked officer: the roll-up is direct (to Lara), not on to Hank.
  const leo = await createNamedEmployee(db, 'EO', 'Leo', 'Leaf', {
    comm_pct: '0.22',
    base: '100.00',
    link_to_emp_id: lara.employee_id,
  });
  // An officer linked to herself: her files stay hers.
  await db
    .update(employees)
    .set({ link_to_emp_id: nina.employee_id })
    .where(eq(employees.employee_id, nina.employee_id));
  noRow = [eddie.uuid, tom.uuid, nora.uuid, untyped.uuid];

  // Files, seeded: reps, officers, JVs, dates and amounts drawn; closed by disb_date, by the posted
  // dates, by an override date; cancelled and open ones.
  const random = seeded(19);
  const reps = [rita, rob, sam, cora, gus, hank, olga, ellen, null];
  const officers = [ellen, hank, lara, leo, olga, nina, vera, eddie, tom, nora, null];
  const jvs = [null, null, jv35, jv60, jvNoPct];
  const files: number[] = [];
  for (let i = 0; i < 90; i += 1) {
    const open = dateAt('2026-08-15', random.int(0, 97));
    const close = dateAt(open, random.int(0, 40));
    const values: FileValues = {
      open_date: open,
      marketing_rep_id: random.pick(reps)?.employee_id ?? null,
      escrow_officer_id: random.pick(officers)?.employee_id ?? null,
      jv_id: random.pick(jvs)?.jv_id ?? null,
      settlement_fee: money(random.int(0, 250_000)),
      title_processing: money(random.int(0, 50_000)),
      owners_policy: money(random.int(0, 300_000)),
      lenders_policy: money(random.int(0, 150_000)),
      endorsements: money(random.int(0, 30_000)),
      misc_fees: money(random.int(0, 20_000)),
    };
    const how = random.next();
    if (how < 0.4) Object.assign(values, { order_status: 'CLOSED', disb_date: close });
    else if (how < 0.55)
      Object.assign(values, {
        order_status: 'CLOSED',
        posted_settlement_date: close,
        posted_title_date: dateAt(close, random.int(-3, 3)),
      });
    else if (how < 0.65) Object.assign(values, { order_status: 'CLOSED', posted_title_date: close });
    else if (how < 0.75)
      Object.assign(values, {
        order_status: 'CLOSED',
        disb_date: dateAt(close, 20),
        override_close_date: close,
      });
    else if (how < 0.87) Object.assign(values, { order_status: 'CANCELLED', cancel_date: close });
    files.push((await insertRolledFile(db, values)).file_id);
  }
  // Half a cent: 1.30 of title x 35% = 0.455 -> 0.46; and a file closed in August that October adjusts.
  const half = await insertRolledFile(db, {
    open_date: '2026-09-20',
    disb_date: '2026-10-07',
    order_status: 'CLOSED',
    marketing_rep_id: gus.employee_id,
    escrow_officer_id: nina.employee_id,
    jv_id: jv35.jv_id,
    title_processing: '1.20',
    endorsements: '0.10',
    settlement_fee: '0.05',
  });
  // A closed file of the rep, officer and JV given, drawn on by the adjustments below.
  const closedFileOf = async (
    open_date: string,
    disb_date: string,
    rep: { employee_id: number },
    officer: { employee_id: number },
    jv: { jv_id: number },
    amounts: FileValues,
  ) => {
    const file = await insertRolledFile(db, {
      ...closedFile(open_date, disb_date),
      marketing_rep_id: rep.employee_id,
      escrow_officer_id: officer.employee_id,
      jv_id: jv.jv_id,
      ...amounts,
    });
    files.push(file.file_id);
    return file;
  };
  // Rounded per file, not on the sum: two such files give 0.46 + 0.46 of Magnus title (not
  // round(0.91) = 0.91) and 0.00 + 0.00 of underwriter (0.10 x 35% x 12% = 0.0042 each, 0.0084 summed).
  for (const disb_date of ['2026-10-03', '2026-10-14'])
    await closedFileOf('2026-09-25', disb_date, sam, vera, jv35, {
      title_processing: '1.20',
      endorsements: '0.10',
    });
  // Leo's files go to Lara, the officer he is linked to, and no further (Lara is linked to Hank).
  for (const disb_date of ['2026-10-09', '2026-10-22']) {
    const file = await closedFileOf('2026-09-28', disb_date, cora, leo, jv60, {
      settlement_fee: '1250.55',
      title_processing: '175.25',
      owners_policy: '1333.33',
      lenders_policy: '444.45',
      endorsements: '75.15',
    });
    await insertRolledAdjustment(db, file.file_id, {
      posting_date: '2026-10-25',
      bundled_escrow: '33.33',
      magnus_title: '-15.55',
      partner_title: '7.77',
    });
  }
  // -1.30 of title x 35% = -0.455: -0.46, half a cent away from zero, on a file closed in September.
  const september = await closedFileOf('2026-09-02', '2026-09-10', rob, ellen, jv35, {
    settlement_fee: '400.00',
  });
  await insertRolledAdjustment(db, september.file_id, {
    posting_date: '2026-10-08',
    title_processsing: '-1.20',
    endorsements: '-0.10',
  });
  const august = await insertRolledFile(db, {
    open_date: '2026-08-01',
    disb_date: '2026-08-20',
    order_status: 'CLOSED',
    marketing_rep_id: rita.employee_id,
    escrow_officer_id: lara.employee_id,
    jv_id: jv60.jv_id,
    settlement_fee: '900.00',
    owners_policy: '1200.00',
  });
  files.push(half.file_id, august.file_id);

  // Adjustments: on drawn files, posted from September to November, each amount blank or signed.
  for (let i = 0; i < 50; i += 1) {
    const amount = () => (random.next() < 0.4 ? null : money(random.int(-50_000, 50_000)));
    await insertRolledAdjustment(db, random.pick(files), {
      posting_date: dateAt('2026-09-01', random.int(0, 90)),
      magnus_escrow: amount(),
      bundled_escrow: amount(),
      magnus_title: amount(),
      partner_title: amount(),
      title_processsing: amount(),
      endorsements: amount(),
    });
  }
  await insertRolledAdjustment(db, august.file_id, {
    posting_date: '2026-10-05',
    magnus_escrow: '-100.01',
    title_processsing: '-1.30',
    endorsements: '-12.35',
    partner_title: '-3.33',
  });
  await insertRolledAdjustment(db, half.file_id, {
    posting_date: '2026-10-31',
    magnus_title: '10.05',
    partner_title: '20.05',
  });

  // Monthly charges: the 15th and month ends of October count; September's and November's do not.
  const charge = (
    employee: { employee_id: number },
    month_end_date: string,
    amounts: Partial<typeof monthlyCharges.$inferInsert>,
  ) => db.insert(monthlyCharges).values({ employee_id: employee.employee_id, month_end_date, ...amounts });
  await charge(ellen, '2026-10-15', {
    loss_total: '100.00',
    other_against_rev: '50.50',
    other_against_commission: '20.00',
  });
  await charge(ellen, '2026-10-31', { other_against_rev: '25.25', other_against_commission: '5.01' });
  await charge(ellen, '2026-09-30', {
    loss_total: '999.00',
    other_against_rev: '999.00',
    other_against_commission: '999.00',
  });
  await charge(ellen, '2026-11-15', { loss_total: '888.00' });
  await charge(nina, '2026-10-15', { loss_total: '5000.00', other_against_commission: '3000.00' });
  await charge(nina, '2026-10-31', { loss_total: '0.01', other_against_rev: '1.00' });
  await charge(lara, '2026-10-31', { other_against_commission: '40.00' });
  await charge(sam, '2026-10-31', { other_against_rev: '100000.00' });
  await charge(rob, '2026-10-15', {
    loss_total: '12.34',
    other_against_rev: '56.78',
    other_against_commission: '9.10',
  });
  await charge(hank, '2026-10-15', { other_against_rev: '300.00' });

  // Guarantees: covering and not, flag true and false, two covering (the latest start, then the earliest end).
  const guarantee = (
    employee: { employee_id: number },
    period_beg_dt: string,
    period_end_dt: string,
    guarantee_amount: string,
    override_if_comm_greater = true,
  ) =>
    insertGuaranteeRow(db, employee.employee_id, {
      period_beg_dt,
      period_end_dt,
      guarantee_amount,
      override_if_comm_greater,
    });
  await guarantee(ellen, '2026-10-01', '2026-12-31', '9000.00');
  await guarantee(rita, '2026-09-01', '2026-10-31', '1000.01', false);
  await guarantee(sam, '2026-10-05', '2026-10-31', '7000.00');
  await guarantee(gus, '2026-01-01', '2026-12-31', '8000.00');
  await guarantee(gus, '2026-10-01', '2027-03-31', '300.00');
  await guarantee(gus, '2026-10-01', '2026-10-31', '450.00');
  await guarantee(hank, '2026-10-16', '2026-10-31', '5000.00');
  await guarantee(cora, '2026-10-01', '2026-10-15', '600.00', false);
  await guarantee(olga, '2026-09-01', '2026-11-30', '10.00');

  // Base overrides for an exact period (one that matches no period asked).
  await db.insert(commBaseOverrides).values([
    {
      employee_id: gus.employee_id,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      base: '1234.56',
      base_desc: 'Oct special',
    },
    {
      employee_id: sam.employee_id,
      period_start: '2026-10-01',
      period_end: '2026-10-15',
      base: '0.00',
      base_desc: 'No base first half',
    },
    {
      employee_id: ellen.employee_id,
      period_start: '2026-10-01',
      period_end: '2026-10-30',
      base: '1.00',
      base_desc: 'Never asked',
    },
    // A blank override is no override: the monthly base applies (halved). Which base_desc a blank
    // override shows is not settled (DOMAIN.md §4 says it is removed; GET /commission shows the
    // override's own): here both are the same text.
    {
      employee_id: ellen.employee_id,
      period_start: '2026-10-01',
      period_end: '2026-10-15',
      base: null,
      base_desc: 'Salary',
    },
    {
      employee_id: hank.employee_id,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      base: '700.00',
      base_desc: null,
    },
  ]);

  // Payments: for a period inside the one asked, or not.
  const pay = (from: { employee_id: number }, period_begin: string, period_end: string, amount: string) =>
    db.insert(commPayments).values({
      from_employee_id: from.employee_id,
      to_employee_id: gus.employee_id,
      period_begin,
      period_end,
      amount,
    });
  await pay(rita, '2026-10-01', '2026-10-15', '100.00');
  await pay(rita, '2026-10-16', '2026-10-31', '50.25');
  await pay(rita, '2026-09-16', '2026-09-30', '77.77');
  await pay(rita, '2026-10-01', '2026-11-15', '66.66');
  await pay(ellen, '2026-10-01', '2026-10-31', '1000.00');
  await pay(hank, '2026-10-01', '2026-10-15', '12.34');
}, 120_000);

describe('GET /api/commission equals a calculation written separately (SQL over the tables)', () => {
  for (const [name, start, end, frequency] of [
    ['a whole month', '2026-10-01', '2026-10-31', 'MONTHLY'],
    ['a half month', '2026-10-01', '2026-10-15', 'SEMI_MONTHLY'],
    ['the second half month', '2026-10-16', '2026-10-31', 'SEMI_MONTHLY'],
  ] as const) {
    it(`every field of every row, ${name} (${start} to ${end})`, async () => {
      const expected = (await independentRows(start, end)).map((row) => ({
        ...row,
        user_id: null,
        branch_name: null,
        frequency,
      }));
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/commission?start_date=${start}&end_date=${end}`,
        headers: t.as('superUser'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<CommissionResponse>();
      expect(body).toMatchObject({ start_date: start, end_date: end, frequency });
      expect(body.rows.map((r) => `${r.employee_id} ${r.first_name}`)).toEqual(
        expected.map((r) => `${r.employee_id} ${r.first_name}`),
      );
      for (const [i, row] of expected.entries())
        expect(body.rows[i], `${row.first_name} ${row.last_name}`).toEqual(row);
      for (const uuid of noRow) expect(body.rows.map((r) => r.uuid)).not.toContain(uuid);
    });
  }
  it('the data reaches the cases (the separate calculation, October)', async () => {
    const rows = await independentRows('2026-10-01', '2026-10-31');
    const by = (first: string) => rows.find((r) => r.first_name === first);
    // Roll-up: Leo's files are Lara's, Lara's Hank's; an officer linked to a rep keeps hers.
    expect(by('Lara')?.mtd_closed).toBeGreaterThanOrEqual(2);
    expect(by('Leo')).toMatchObject({ mtd_closed: 0, comable_rev: '0.00' });
    expect(Number(by('Vera')?.mtd_closed)).toBeGreaterThan(0);
    // Not floored below zero; rev_subtotal floored at zero; a guarantee paid over a greater commission.
    expect(by('Nina')?.comm_amt_bef_guarantee).toMatch(/^-/);
    expect(by('Sam')?.rev_subtotal).toBe('0.00');
    expect(by('Rita')).toMatchObject({ override_if_comm_greater: false, comm_amt: '1000.01' });
    // Commission-only: comm_only_rev is comable_rev.
    expect(by('Olga')?.comm_only_rev).toBe(by('Olga')?.comable_rev);
    expect(rows.map((r) => r.first_name).sort()).toEqual([
      'Cora',
      'Ellen',
      'Gus',
      'Hank',
      'Lara',
      'Leo',
      'Nina',
      'Olga',
      'Rita',
      'Rob',
      'Sam',
      'Vera',
    ]);
  });
});
