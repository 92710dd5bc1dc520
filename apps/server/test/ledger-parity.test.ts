/**
 * The revenue ledger view (`db/schema/ledger.ts`) against `packages/domain/src/revenue.ts`, the
 * reference: every file's and every adjustment's figures, every file as it stands, and monthly
 * sums per branch, to the cent, over the demo database (plus fixtures for the cases the demo does
 * not make: a JV without a pct, a pct that rounds, adjustments with every field, a partner_title
 * on a file without a JV, employees with other underwriter splits, the full JV title, none).
 */

import { LEDGER_FIGURES as LEDGER_MONEY_COLUMNS } from '@hub/contract';
import { type Cents, toCents } from '@hub/domain/money';
import {
  adjustmentEntry,
  type CreditSettings,
  creditEntry,
  entryAfterUnderwriter,
  fileEntry,
  type JvShare,
  type LedgerAdjustment,
  orderReportFigures,
  type RevenueEntry,
  type RevenueFile,
  underwriterShare,
} from '@hub/domain/revenue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const SEED = { files: 2_500, seed: 11_011, today: '2026-03-18' };

/** The view's money columns, compared as cents. */
const MONEY_COLUMNS = LEDGER_MONEY_COLUMNS;
type MoneyColumn = (typeof MONEY_COLUMNS)[number];
type Figures = Record<MoneyColumn, Cents>;

type FileRow = {
  file_id: number;
  branch_id: number | null;
  jv_id: number | null;
  marketing_rep_id: number | null;
  escrow_officer_id: number | null;
  calc_close_date: string | null;
  title_processing: string;
  settlement_fee: string;
  owners_policy: string;
  lenders_policy: string;
  endorsements: string;
  misc_fees: string;
};
type AdjustmentRow = LedgerAdjustment & { adj_id: number; esc_file_id: number };
type EmployeeRow = {
  employee_id: number;
  uw_split_pct: string | null;
  rep_gets_full_jv_title: boolean;
  link_to_emp_id: number | null;
};
type LedgerRow = {
  source: string;
  file_id: number;
  adj_id: number | null;
  ledger_date: string | null;
} & Record<MoneyColumn, string>;

let t: TestApp;

async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await t.db.execute(statement));
}

/** Cases the demo data does not make, written over it. */
async function addFixtures(): Promise<void> {
  // A JV without a pct (all title to Magnus, still a partner) and one whose share rounds.
  await t.db.execute(sql`
    update jv_entities set magnus_title_pct = null
    where jv_id = (select min(jv_id) from jv_entities where jv_id in (select jv_id from esc_files))`);
  await t.db.execute(sql`
    update jv_entities set magnus_title_pct = 0.333333
    where jv_id = (select max(jv_id) from jv_entities where jv_id in (select jv_id from esc_files))`);
  // Employees with another split, none, the full JV title; the EOs others are linked to too.
  await t.db.execute(sql`update employees set uw_split_pct = null where employee_id % 5 = 0`);
  await t.db.execute(sql`update employees set uw_split_pct = 0.125 where employee_id % 5 = 1`);
  await t.db.execute(sql`update employees set uw_split_pct = 0.105 where employee_id % 5 = 2`);
  await t.db.execute(sql`update employees set rep_gets_full_jv_title = true where employee_id % 3 = 0`);
  // Files without a rep or an escrow officer get the defaults.
  await t.db.execute(sql`update esc_files set marketing_rep_id = null where file_id % 97 = 0`);
  await t.db.execute(sql`update esc_files set escrow_officer_id = null where file_id % 89 = 0`);
  // Adjustments with every field, odd cents and negatives, on files with and without a JV
  // (partner_title on a file without one goes to Magnus), on open files too.
  await t.db.execute(sql`
    insert into file_adjustments (esc_file_id, posting_date, magnus_escrow, magnus_title, partner_title,
      title_processsing, bundled_escrow, endorsements, reason)
    select f.file_id, coalesce(f.calc_close_date, f.open_date) + (f.file_id % 40),
      case when f.file_id % 3 = 0 then null else ((f.file_id * 37) % 50001 - 10000) / 100.0 end,
      case when f.file_id % 4 = 0 then null else ((f.file_id * 53) % 30011 - 5000) / 100.0 end,
      case when f.file_id % 5 = 0 then null else ((f.file_id * 71) % 20011 - 4000) / 100.0 end,
      case when f.file_id % 6 = 0 then null else ((f.file_id * 13) % 15013 - 3000) / 100.0 end,
      case when f.file_id % 7 = 0 then null else ((f.file_id * 17) % 40009) / 100.0 end,
      case when f.file_id % 2 = 0 then null else ((f.file_id * 29) % 20021 - 2500) / 100.0 end,
      'parity fixture'
    from esc_files f where f.file_id % 7 = 3`);
}

function settingsOf(employees: Map<number, EmployeeRow>, id: number | null): CreditSettings | null {
  const e = id === null ? undefined : employees.get(id);
  return e ? { uw_split_pct: e.uw_split_pct, rep_gets_full_jv_title: e.rep_gets_full_jv_title } : null;
}

const DEFAULTS: CreditSettings = { uw_split_pct: null, rep_gets_full_jv_title: false };

/** One ledger row computed by the domain module. */
function expectedRow(entry: RevenueEntry, rep: CreditSettings | null, eo: CreditSettings | null): Figures {
  const uw = underwriterShare(entry);
  const after = entryAfterUnderwriter(entry);
  const r = creditEntry(entry, rep ?? DEFAULTS);
  const o = creditEntry(entry, eo ?? DEFAULTS);
  return {
    ...entry.figures,
    premiums: entry.premiums,
    underwriter_amt: uw.underwriter_amt,
    underwriter_magnus_amt: uw.magnus,
    underwriter_partner_amt: uw.partner,
    escrow_revenue_after_uw: after.escrow_revenue_after_uw,
    title_revenue_after_uw: after.title_revenue_after_uw,
    magnus_title_revenue_after_uw: after.magnus_title_revenue_after_uw,
    partner_title_revenue_after_uw: after.partner_title_revenue_after_uw,
    total_revenue_after_uw: after.total_revenue_after_uw,
    company_revenue_after_uw: after.company_revenue_after_uw,
    rep_esc_rev: r.esc_rev,
    rep_title_rev: r.title_rev,
    rep_underwriter_amt: r.underwriter_amt,
    rep_commable_rev: r.commable_rev,
    eo_esc_rev: o.esc_rev,
    eo_title_rev: o.title_rev,
    eo_underwriter_amt: o.underwriter_amt,
    eo_commable_rev: o.commable_rev,
  };
}

function centsOf(row: Record<MoneyColumn, string>): Figures {
  return Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toCents(row[c])])) as Figures;
}

function add(into: Figures | undefined, row: Figures): Figures {
  return Object.fromEntries(MONEY_COLUMNS.map((c) => [c, (into?.[c] ?? 0) + row[c]])) as Figures;
}

/** Keys whose figures differ, with both sides, for the first few. */
function differences(sqlSide: Map<string, Figures>, domainSide: Map<string, Figures>) {
  const keys = new Set([...sqlSide.keys(), ...domainSide.keys()]);
  const found: { key: string; sql?: Partial<Figures>; domain?: Partial<Figures> }[] = [];
  for (const key of keys) {
    const a = sqlSide.get(key);
    const b = domainSide.get(key);
    const columns = MONEY_COLUMNS.filter((c) => a?.[c] !== b?.[c]);
    if (columns.length > 0) {
      const pick = (f?: Figures) => (f ? Object.fromEntries(columns.map((c) => [c, f[c]])) : undefined);
      found.push({ key, sql: pick(a), domain: pick(b) });
    }
  }
  return { count: found.length, first: found.slice(0, 5) };
}

let files: FileRow[];
let adjustments: AdjustmentRow[];
let jvs: Map<number, JvShare>;
let employees: Map<number, EmployeeRow>;
let ledger: LedgerRow[];

/** Each file as the domain module reads it, with its rep's and credited escrow officer's settings. */
function domainFiles() {
  const byFile = new Map<number, AdjustmentRow[]>();
  for (const a of adjustments) byFile.set(a.esc_file_id, [...(byFile.get(a.esc_file_id) ?? []), a]);
  return files.map((f) => {
    const file: RevenueFile = {
      components: f,
      calc_close_date: f.calc_close_date,
      jv: f.jv_id === null ? null : (jvs.get(f.jv_id) ?? null),
      adjustments: byFile.get(f.file_id) ?? [],
    };
    const eoId =
      f.escrow_officer_id === null
        ? null
        : (employees.get(f.escrow_officer_id)?.link_to_emp_id ?? f.escrow_officer_id);
    return {
      row: f,
      file,
      rep: settingsOf(employees, f.marketing_rep_id),
      eo: settingsOf(employees, eoId),
    };
  });
}

describe('revenue ledger parity (view = packages/domain revenue.ts)', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, SEED);
    await addFixtures();
    files = await query<FileRow>(sql`
      select file_id, branch_id, jv_id, marketing_rep_id, escrow_officer_id, calc_close_date,
        title_processing, settlement_fee, owners_policy, lenders_policy, endorsements, misc_fees
      from esc_files order by file_id`);
    adjustments = await query<AdjustmentRow>(sql`
      select adj_id, esc_file_id, posting_date, magnus_escrow, magnus_title, partner_title,
        title_processsing, bundled_escrow, endorsements
      from file_adjustments order by adj_id`);
    jvs = new Map(
      (
        await query<{ jv_id: number; magnus_title_pct: string | null }>(
          sql`select jv_id, magnus_title_pct from jv_entities`,
        )
      ).map((j) => [j.jv_id, { magnus_title_pct: j.magnus_title_pct }]),
    );
    employees = new Map(
      (
        await query<EmployeeRow>(
          sql`select employee_id, uw_split_pct, rep_gets_full_jv_title, link_to_emp_id from employees`,
        )
      ).map((e) => [e.employee_id, e]),
    );
    ledger = await query<LedgerRow>(sql`select * from revenue_ledger`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has the cases that matter in its data', () => {
    const withJv = files.filter((f) => f.jv_id !== null);
    expect(files.length).toBe(SEED.files);
    expect(withJv.length).toBeGreaterThan(100);
    expect(withJv.some((f) => jvs.get(f.jv_id ?? 0)?.magnus_title_pct === null)).toBe(true);
    expect(withJv.some((f) => jvs.get(f.jv_id ?? 0)?.magnus_title_pct === '0.333333')).toBe(true);
    expect(adjustments.length).toBeGreaterThan(300);
    const fields = (a: AdjustmentRow) =>
      [
        a.magnus_escrow,
        a.magnus_title,
        a.partner_title,
        a.title_processsing,
        a.bundled_escrow,
        a.endorsements,
      ].filter((v) => v !== null).length;
    expect(adjustments.filter((a) => fields(a) >= 4).length).toBeGreaterThan(100);
    const fileOf = new Map(files.map((f) => [f.file_id, f]));
    const partnerWithoutJv = adjustments.filter(
      (a) => a.partner_title !== null && fileOf.get(a.esc_file_id)?.jv_id === null,
    );
    expect(partnerWithoutJv.length).toBeGreaterThan(10);
    expect([...employees.values()].some((e) => e.uw_split_pct === null)).toBe(true);
    expect([...employees.values()].some((e) => e.rep_gets_full_jv_title)).toBe(true);
    expect([...employees.values()].some((e) => e.link_to_emp_id !== null)).toBe(true);
    expect(files.some((f) => f.marketing_rep_id === null)).toBe(true);
    expect(files.some((f) => f.calc_close_date === null)).toBe(true);
  });

  it('gives every file row and every adjustment row the domain module’s cents', () => {
    const sqlSide = new Map<string, Figures>();
    for (const row of ledger) sqlSide.set(`${row.source}:${row.file_id}:${row.adj_id ?? ''}`, centsOf(row));
    const domainSide = new Map<string, Figures>();
    const dates = new Map<string, string | null>();
    for (const { row, file, rep, eo } of domainFiles()) {
      const own = fileEntry(file);
      domainSide.set(`file:${row.file_id}:`, expectedRow(own, rep, eo));
      dates.set(`file:${row.file_id}:`, own.date);
      for (const a of file.adjustments ?? []) {
        const entry = adjustmentEntry(a, file.jv);
        domainSide.set(`adjustment:${row.file_id}:${a.adj_id}`, expectedRow(entry, rep, eo));
        dates.set(`adjustment:${row.file_id}:${a.adj_id}`, entry.date);
      }
    }
    expect(ledger.length).toBe(files.length + adjustments.length);
    expect(differences(sqlSide, domainSide)).toEqual({ count: 0, first: [] });
    const sqlDates = new Map(
      ledger.map((r) => [`${r.source}:${r.file_id}:${r.adj_id ?? ''}`, r.ledger_date]),
    );
    expect(sqlDates).toEqual(dates);
  });

  it('gives every file as it stands the figures of orderReportFigures', async () => {
    const perFile = await query<{ file_id: number } & Record<MoneyColumn, string>>(
      sql.raw(`
      select file_id, ${MONEY_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
      from revenue_ledger group by file_id`),
    );
    const columns = [
      'escrow_revenue',
      'title_revenue',
      'magnus_title_revenue',
      'partner_title_revenue',
      'misc_fees',
      'total_revenue',
      'rep_esc_rev',
      'rep_title_rev',
      'rep_commable_rev',
      'eo_esc_rev',
      'eo_title_rev',
      'eo_commable_rev',
    ] as const;
    const asCents = (f: Record<(typeof columns)[number], string>) =>
      Object.fromEntries(columns.map((c) => [c, toCents(f[c])]));
    const sqlSide = new Map(perFile.map((r) => [r.file_id, asCents(r)]));
    const domainSide = new Map(
      domainFiles().map(({ row, file, rep, eo }) => {
        const o = orderReportFigures(file, { rep, eo });
        const figures = {
          ...o.calc.revenue_breakdown,
          total_revenue: o.calc.total_revenue,
          rep_esc_rev: o.rep_esc_rev,
          rep_title_rev: o.rep_title_rev,
          rep_commable_rev: o.rep_commable_rev,
          eo_esc_rev: o.eo_esc_rev,
          eo_title_rev: o.eo_title_rev,
          eo_commable_rev: o.eo_commable_rev,
        };
        return [row.file_id, asCents(figures)];
      }),
    );
    expect(sqlSide.size).toBe(files.length);
    expect(sqlSide).toEqual(domainSide);
  });

  it('sums to the same cents per branch and month', async () => {
    const monthly = await query<{ branch_id: number | null; month: string } & Record<MoneyColumn, string>>(
      sql.raw(`
        select branch_id, to_char(ledger_date, 'YYYY-MM') as month,
          ${MONEY_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
        from revenue_ledger where ledger_date is not null
        group by branch_id, to_char(ledger_date, 'YYYY-MM')`),
    );
    const sqlSide = new Map(monthly.map((r) => [`${r.branch_id}:${r.month}`, centsOf(r)]));
    const domainSide = new Map<string, Figures>();
    for (const { row, file, rep, eo } of domainFiles()) {
      const entries = [fileEntry(file), ...(file.adjustments ?? []).map((a) => adjustmentEntry(a, file.jv))];
      for (const entry of entries) {
        if (entry.date === null) continue;
        const key = `${row.branch_id}:${entry.date.slice(0, 7)}`;
        domainSide.set(key, add(domainSide.get(key), expectedRow(entry, rep, eo)));
      }
    }
    expect(sqlSide.size).toBeGreaterThan(30);
    expect(differences(sqlSide, domainSide)).toEqual({ count: 0, first: [] });
  });
});
