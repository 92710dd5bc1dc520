import type { BranchReportRow, BranchSummaryResponse, YearlyComparisonResponse } from '@hub/contract';
import { fromCents, sumCents, toCents } from '@hub/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { parseCsv } from '../../../test/fixtures/csv.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { insertRolledAdjustment, insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { fixClock, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { rowsOf } from '../../db/rows.ts';
import { getYearlyComparison } from './service.ts';

/** GET /api/reports/branches and /api/reports/branches/yearly-comparison (spec 001 §2 Branch reports). */
// Saturday 28 November 2026 at noon in Los Angeles: without a date the summary is of yesterday, the 27th.
fixClock(new Date('2026-11-28T20:00:00Z'));
const t = testAppForFile();

type Headers = Record<string, string>;
const REPORT_DATE = '2026-03-10';

const get = (headers: Headers, path: string) => t.app.inject({ method: 'GET', url: `/api${path}`, headers });
const summary = async (headers: Headers, query = `state=AZ&report_date=${REPORT_DATE}`) => {
  const response = await get(headers, `/reports/branches?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BranchSummaryResponse>();
};
const byName = (rows: readonly BranchReportRow[], name: string) => {
  const row = rows.find((r) => r.branch_name === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/**
 * An export's file name and the lines above its header row (title, notes, filters, Generated), as
 * text, from the CSV or the workbook parsed back.
 */
async function exportHeading(headers: Headers, path: string) {
  const file = await get(headers, path);
  expect(file.statusCode, file.body).toBe(200);
  const filename = /filename="([^"]+)"/.exec(file.headers['content-disposition'] ?? '')?.[1];
  const lines: string[][] = [];
  if (path.includes('format=csv')) {
    lines.push(...parseCsv(file.body.replace(/^\uFEFF/, '')));
  } else {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    for (let n = 1; n <= (sheet?.rowCount ?? 0); n += 1) {
      const values = (sheet?.getRow(n).values ?? []) as unknown[];
      lines.push(values.slice(1).map((value) => String(value ?? '')));
    }
  }
  const blank = lines.findIndex((line) => line.every((cell) => cell === ''));
  return { filename, lines: lines.slice(0, blank) };
}

/** Both formats of an export (`path` without `format`): named `<name>.<format>`, headed by `lines`. */
async function expectExportHeading(headers: Headers, path: string, name: string, lines: string[][]) {
  for (const format of ['csv', 'xlsx'] as const) {
    const heading = await exportHeading(headers, `${path}&format=${format}`);
    expect(heading.filename, `${path} ${format}`).toBe(`${name}.${format}`);
    expect(heading.lines.slice(0, lines.length), `${path} ${format}`).toEqual(lines);
  }
}

let scottsdale: { branch_id: number; uuid: string };

beforeAll(async () => {
  const db = t.db;
  scottsdale = await createBranch(db, { name: '101 Scottsdale - Magnus Title Agency', state: 'AZ' });
  const phoenix = await createBranch(db, { name: '102 Phoenix - Magnus Title Agency', state: 'AZ' });
  await createBranch(db, { name: 'Admin Office', state: 'AZ' });
  const closed = await createBranch(db, {
    name: '150 Closed - Magnus Title Agency',
    state: 'AZ',
    active: false,
  });
  await createBranch(db, { name: '160 Gone - Magnus Title Agency', state: 'AZ', active: false });
  const reno = await createBranch(db, { name: '201 Reno - Magnus Title Agency', state: 'NV' });
  const jv = await createJv(db, { name: 'Partner JV', st: 'AZ', magnus_title_pct: '0.5' });
  const s = { state: 'AZ' as const, branch_id: scottsdale.branch_id };

  // Scottsdale, this month to date: 3 opens (a cancelled one among them), 3 closes.
  await insertRolledFile(db, {
    ...s,
    open_date: '2026-03-02',
    disb_date: '2026-03-05',
    order_status: 'CLOSED',
    settlement_fee: '1000.00',
    owners_policy: '500.00',
  });
  await insertRolledFile(db, {
    ...s,
    open_date: '2026-03-03',
    order_status: 'CANCELLED',
    cancel_date: '2026-03-04',
  });
  await insertRolledFile(db, {
    ...s,
    open_date: '2026-02-20',
    disb_date: '2026-03-09',
    order_status: 'CLOSED',
    settlement_fee: '250.25',
  });
  // With a JV partner: title 1000.00 shared half and half; partner revenue is the file's total.
  await insertRolledFile(db, {
    ...s,
    jv_id: jv.jv_id,
    open_date: '2026-03-04',
    disb_date: '2026-03-06',
    order_status: 'CLOSED',
    settlement_fee: '100.00',
    owners_policy: '1000.00',
  });
  // After the report date: not counted.
  await insertRolledFile(db, {
    ...s,
    open_date: '2026-03-11',
    disb_date: '2026-03-11',
    order_status: 'CLOSED',
    settlement_fee: '9999.00',
  });
  // Last year, the same days: 2 opens, 1 close; a close the day after is not counted.
  await insertRolledFile(db, {
    ...s,
    open_date: '2025-03-05',
    disb_date: '2025-03-08',
    order_status: 'CLOSED',
    settlement_fee: '800.00',
  });
  await insertRolledFile(db, {
    ...s,
    open_date: '2025-03-10',
    disb_date: '2025-03-11',
    order_status: 'CLOSED',
    settlement_fee: '5000.00',
  });

  // Phoenix: an adjustment posted this month on a January file; an open last year.
  const january = await insertRolledFile(db, {
    state: 'AZ',
    branch_id: phoenix.branch_id,
    open_date: '2026-01-02',
    disb_date: '2026-01-10',
    order_status: 'CLOSED',
    settlement_fee: '300.00',
  });
  await insertRolledAdjustment(db, january.file_id, { posting_date: '2026-03-07', magnus_escrow: '-50.00' });
  await insertRolledFile(db, { state: 'AZ', branch_id: phoenix.branch_id, open_date: '2025-03-02' });
  // An inactive branch with an open this month is listed; one without figures is not.
  await insertRolledFile(db, { state: 'AZ', branch_id: closed.branch_id, open_date: '2026-03-02' });
  // A file without a branch.
  await insertRolledFile(db, {
    state: 'AZ',
    open_date: '2026-03-05',
    disb_date: '2026-03-05',
    order_status: 'CLOSED',
    settlement_fee: '40.00',
  });
  // Nevada.
  await insertRolledFile(db, {
    state: 'NV',
    branch_id: reno.branch_id,
    open_date: '2026-03-02',
    disb_date: '2026-03-03',
    order_status: 'CLOSED',
    settlement_fee: '999.00',
  });
});

describe('GET /api/reports/branches', () => {
  it('sums month to date and the same days last year by branch, from the rollups', async () => {
    const body = await summary(t.as('superUser'));
    expect(body).toMatchObject({
      state: 'AZ',
      report_date: REPORT_DATE,
      month_start: '2026-03-01',
      ly_start: '2025-03-01',
      ly_end: '2025-03-10',
    });
    expect(body.rows.map((r) => r.branch_name)).toEqual([
      '101 Scottsdale',
      '102 Phoenix',
      '150 Closed',
      'Admin Office',
      'No Branch',
      'TOTAL',
    ]);
    expect(byName(body.rows, '101 Scottsdale')).toEqual({
      branch_id: scottsdale.branch_id,
      branch_uuid: scottsdale.uuid,
      branch_name: '101 Scottsdale',
      mtd_open: 3,
      mtd_closed: 3,
      // 1000.00 + 500.00, 250.25, and 100.00 + half of 1000.00 (the JV file).
      mtd_revenue: fromCents(sumCents(['1500.00', '250.25', '600.00'].map(toCents))),
      mtd_partner_revenue: '1100.00',
      ly_open: 2,
      ly_closed: 1,
      ly_revenue: '800.00',
      ly_partner_revenue: '0.00',
      yr_open_chg: 50,
      // (2350.25 - 800) / 800 = 193.78125%
      yr_revenue_chg: 193.8,
    });
    expect(byName(body.rows, '102 Phoenix')).toMatchObject({
      mtd_open: 0,
      mtd_closed: 0,
      mtd_revenue: '-50.00',
      ly_open: 1,
      ly_revenue: '0.00',
      yr_open_chg: -100,
      yr_revenue_chg: null,
    });
    expect(byName(body.rows, '150 Closed')).toMatchObject({ mtd_open: 1, ly_open: 0, yr_open_chg: null });
    expect(byName(body.rows, 'Admin Office')).toMatchObject({ mtd_open: 0, mtd_revenue: '0.00' });
    expect(byName(body.rows, 'No Branch')).toMatchObject({
      branch_id: null,
      branch_uuid: null,
      mtd_open: 1,
      mtd_closed: 1,
      mtd_revenue: '40.00',
    });
  });

  it('ends with the TOTAL row (branch_id 0), the sum of the rows', async () => {
    const { rows } = await summary(t.as('admin'));
    const total = rows.at(-1);
    const others = rows.slice(0, -1);
    const money = (key: 'mtd_revenue' | 'ly_revenue' | 'mtd_partner_revenue') =>
      fromCents(sumCents(others.map((r) => toCents(r[key]))));
    expect(total).toEqual({
      branch_id: 0,
      branch_uuid: null,
      branch_name: 'TOTAL',
      mtd_open: others.reduce((n, r) => n + r.mtd_open, 0),
      mtd_closed: others.reduce((n, r) => n + r.mtd_closed, 0),
      mtd_revenue: money('mtd_revenue'),
      mtd_partner_revenue: money('mtd_partner_revenue'),
      ly_open: others.reduce((n, r) => n + r.ly_open, 0),
      ly_closed: others.reduce((n, r) => n + r.ly_closed, 0),
      ly_revenue: money('ly_revenue'),
      ly_partner_revenue: '0.00',
      // (5 - 3) / 3 and (2340.25 - 800) / 800.
      yr_open_chg: 66.7,
      yr_revenue_chg: 192.5,
    });
    expect(total).toMatchObject({ mtd_open: 5, mtd_closed: 4, mtd_revenue: '2340.25', ly_open: 3 });
  });

  it('shows a State Super User their own state only; Super User and Admin both', async () => {
    const nv = await summary(t.as('nvSuper'), `state=NV&report_date=${REPORT_DATE}`);
    expect(nv.rows.map((r) => [r.branch_name, r.mtd_revenue])).toEqual([
      ['201 Reno', '999.00'],
      ['TOTAL', '999.00'],
    ]);
    expect(
      (await get(t.as('nvSuper'), `/reports/branches?state=AZ&report_date=${REPORT_DATE}`)).statusCode,
    ).toBe(403);
    // Without a state: AZ, which is not theirs.
    expect((await get(t.as('nvSuper'), '/reports/branches')).statusCode).toBe(403);
    const az = await signedInUser(t, { roles: ['State Super User'], state: 'AZ' });
    expect((await summary(az.headers)).rows).toHaveLength(6);
    expect((await summary(t.as('admin'), `state=NV&report_date=${REPORT_DATE}`)).rows).toHaveLength(2);
  });

  it('defaults to AZ and yesterday in Los Angeles', async () => {
    const body = await summary(t.as('superUser'), '');
    expect(body.state).toBe('AZ');
    expect(body.report_date).toBe('2026-11-27');
    expect(body.month_start).toBe('2026-11-01');
  });

  it("is for administrators, and for escrow users their own state's (the escrow dashboard)", async () => {
    for (const roles of [['Sales'], ['Sales-Assistant']] as const) {
      const { headers } = await signedInUser(t, { roles });
      expect((await get(headers, '/reports/branches?state=AZ')).statusCode, roles[0]).toBe(403);
    }
    const officer = await signedInUser(t, { roles: ['Escrow Officer'], state: 'AZ' });
    expect((await get(officer.headers, '/reports/branches?state=AZ')).statusCode).toBe(200);
    expect((await get(officer.headers, '/reports/branches?state=NV')).statusCode).toBe(403);
    expect((await get(officer.headers, '/reports/branches/export?format=csv&state=AZ')).statusCode).toBe(403);
    expect((await get({}, '/reports/branches')).statusCode).toBe(401);
  });

  it('refuses bad input with a detail', async () => {
    for (const query of ['state=TX', 'report_date=2026-13-01', 'report_date=yesterday', 'branch=1']) {
      const response = await get(t.as('admin'), `/reports/branches?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
  });

  it("exports the list's rows", async () => {
    const { rows } = await summary(t.as('superUser'));
    const file = await get(
      t.as('superUser'),
      `/reports/branches/export?format=csv&state=AZ&report_date=${REPORT_DATE}`,
    );
    expect(file.statusCode).toBe(200);
    const records = csvRecords(file.body);
    expect(records.map((r) => r.Branch)).toEqual(rows.map((r) => r.branch_name));
    expect(records.map((r) => r['Current Year Revenue'])).toEqual(rows.map((r) => r.mtd_revenue));
    expect(records.map((r) => r['Current Year Opens'])).toEqual(rows.map((r) => String(r.mtd_open)));
    expect(records[0]?.['Open Change']).toBe('50%');
    expect(records[1]?.['Revenue Change']).toBe('');
    const xlsx = await get(
      t.as('superUser'),
      `/reports/branches/export?format=xlsx&state=AZ&report_date=${REPORT_DATE}`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect((await get(t.as('nvSuper'), '/reports/branches/export?format=csv&state=AZ')).statusCode).toBe(403);
  });

  it('heads its export with the dates it compares, as the screen says them; named by the report date (issue 17)', async () => {
    await expectExportHeading(
      t.as('superUser'),
      `/reports/branches/export?state=AZ&report_date=${REPORT_DATE}`,
      'branch_escrow_summary_AZ_2026-03-10',
      [
        ['Branch Escrow Summary AZ'],
        ['Compared: 03/01/2026–03/10/2026 with 03/01/2025–03/10/2025 (the same days a year earlier)'],
        ['State', 'AZ'],
      ],
    );
    // Yesterday in Los Angeles (the clock's Saturday 28 November 2026).
    await expectExportHeading(
      t.as('superUser'),
      '/reports/branches/export?state=AZ',
      'branch_escrow_summary_AZ_2026-11-27',
      [
        ['Branch Escrow Summary AZ'],
        ['Compared: 11/01/2026–11/27/2026 with 11/01/2025–11/27/2025 (the same days a year earlier)'],
        ['State', 'AZ'],
      ],
    );
  });
});

describe('GET /api/reports/branches/yearly-comparison', () => {
  const comparison = async (headers: Headers, query: string) => {
    const response = await get(headers, `/reports/branches/yearly-comparison?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<YearlyComparisonResponse>();
  };

  it('compares a past year with the one before, month by month', async () => {
    const body = await comparison(t.as('superUser'), 'state=AZ&year=2025');
    expect(body).toMatchObject({ state: 'AZ', year: 2025, prior_year: 2024, through: '2025-12-31' });
    const row = body.rows.find((r) => r.branch_name === '101 Scottsdale');
    expect(row?.months[2]).toEqual({
      month: 3,
      current: { opens: 2, closes: 2, revenue: '5800.00' },
      prior: { opens: 0, closes: 0, revenue: '0.00' },
      prior_rest: null,
    });
    expect(row?.ytd).toEqual({
      current: { opens: 2, closes: 2, revenue: '5800.00' },
      prior: { opens: 0, closes: 0, revenue: '0.00' },
      open_chg: null,
      close_chg: null,
      revenue_chg: null,
    });
    expect(body.rows.at(-1)?.branch_name).toBe('TOTAL');
  });

  it('counts this year to today and last year over the same days; later months are empty', async () => {
    const now = new Date('2026-03-10T20:00:00Z');
    const body = await getYearlyComparison(t.db, { roles: ['Admin'], state: 'AZ' }, { state: 'AZ' }, now);
    expect(body).toMatchObject({ year: 2026, through: '2026-03-10', prior_through: '2025-03-10' });
    const scottsdaleRow = body.rows.find((r) => r.branch_id === scottsdale.branch_id);
    expect(scottsdaleRow?.months.map((m) => m.current === null)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    // March to date this year against March 1–10 last year; the rest of last March apart.
    expect(scottsdaleRow?.months[2]).toEqual({
      month: 3,
      current: { opens: 3, closes: 3, revenue: '2350.25' },
      prior: { opens: 2, closes: 1, revenue: '800.00' },
      prior_rest: { opens: 0, closes: 1, revenue: '5000.00' },
    });
    expect(scottsdaleRow?.months[1]?.current).toEqual({ opens: 1, closes: 0, revenue: '0.00' });
    expect(scottsdaleRow?.ytd).toEqual({
      current: { opens: 4, closes: 3, revenue: '2350.25' },
      prior: { opens: 2, closes: 1, revenue: '800.00' },
      open_chg: 100,
      close_chg: 200,
      revenue_chg: 193.8,
    });
    const phoenix = body.rows.find((r) => r.branch_name === '102 Phoenix');
    expect(phoenix?.months[0]?.current).toEqual({ opens: 1, closes: 1, revenue: '300.00' });
    expect(phoenix?.months[2]?.current?.revenue).toBe('-50.00');
    // TOTAL: each month the sum of the rows.
    const total = body.rows.at(-1);
    const others = body.rows.slice(0, -1);
    expect(total?.months[2]?.current?.revenue).toBe(
      fromCents(sumCents(others.map((r) => toCents(r.months[2]?.current?.revenue ?? '0')))),
    );
    expect(total?.months[5]?.current).toBeNull();
    expect(total?.ytd.current.opens).toBe(others.reduce((n, r) => n + r.ytd.current.opens, 0));
  });

  it("compares the month table over the same days as the year to date (issue 17): its sums are the branch table's", async () => {
    const now = new Date('2026-03-10T20:00:00Z');
    const body = await getYearlyComparison(t.db, { roles: ['Admin'], state: 'AZ' }, { state: 'AZ' }, now);
    const sum = (figures: readonly ({ opens: number; closes: number; revenue: string } | null)[]) => {
      const present = figures.filter((f) => f !== null);
      return {
        opens: present.reduce((n, f) => n + f.opens, 0),
        closes: present.reduce((n, f) => n + f.closes, 0),
        revenue: fromCents(sumCents(present.map((f) => toCents(f.revenue)))),
      };
    };
    for (const row of body.rows) {
      expect(sum(row.months.map((m) => m.current)), row.branch_name).toEqual(row.ytd.current);
      expect(sum(row.months.map((m) => m.prior)), row.branch_name).toEqual(row.ytd.prior);
      // Compared months have both sides; the months after have neither, and last year's is apart.
      expect(row.months.map((m) => [m.current !== null, m.prior !== null])).toEqual(
        row.months.map((m) => [m.month <= 3, m.month <= 3]),
      );
      expect(row.months.map((m) => m.prior_rest !== null)).toEqual(row.months.map((m) => m.month >= 3));
    }
    // Independently, from the files and the ledger: AZ's opens, closes and revenue of Jan 1 – Mar 10, 2025.
    const [files] = rowsOf<{ opens: number; closes: number }>(
      await t.db.execute(sql`select
        count(*) filter (where open_date between '2025-01-01' and '2025-03-10')::int as opens,
        count(*) filter (where calc_close_date between '2025-01-01' and '2025-03-10')::int as closes
        from esc_files where state = 'AZ'`),
    );
    const [ledger] = rowsOf<{ revenue: string }>(
      await t.db.execute(sql`select coalesce(sum(company_revenue), 0)::numeric(14, 2)::text as revenue
        from revenue_ledger where state = 'AZ' and ledger_date between '2025-01-01' and '2025-03-10'`),
    );
    const total = body.rows.at(-1);
    expect(sum(total?.months.map((m) => m.prior) ?? [])).toEqual({ ...files, revenue: ledger?.revenue });
    expect(total?.ytd.prior).toEqual({ ...files, revenue: ledger?.revenue });
    // The export: the same spans, the rest of last year in its own columns.
    const records = csvRecords(
      (await get(t.as('admin'), '/reports/branches/yearly-comparison/export?format=csv&state=AZ&year=2025'))
        .body,
    );
    expect(records.find((r) => r.Branch === 'TOTAL' && r.Month === 'YTD')).toMatchObject({
      'Prior Year Later Opens': '',
    });
  });

  it('keeps to the state rules and refuses bad input', async () => {
    expect((await get(t.as('nvSuper'), '/reports/branches/yearly-comparison?state=AZ')).statusCode).toBe(403);
    const nv = await comparison(t.as('nvSuper'), 'state=NV&year=2026');
    expect(nv.rows.map((r) => r.branch_name)).toEqual(['201 Reno', 'TOTAL']);
    const { headers } = await signedInUser(t, { roles: ['Sales'] });
    expect((await get(headers, '/reports/branches/yearly-comparison')).statusCode).toBe(403);
    for (const query of ['year=26x', 'year=1999', 'state=CA']) {
      const response = await get(t.as('admin'), `/reports/branches/yearly-comparison?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
  });

  it('exports each branch month by month with its year to date', async () => {
    const body = await comparison(t.as('admin'), 'state=AZ&year=2025');
    const file = await get(
      t.as('admin'),
      '/reports/branches/yearly-comparison/export?format=csv&state=AZ&year=2025',
    );
    expect(file.statusCode).toBe(200);
    const records = csvRecords(file.body);
    expect(records).toHaveLength(body.rows.length * 13);
    const march = records.find((r) => r.Branch === '101 Scottsdale' && r.Month === 'March 2025');
    expect(march).toMatchObject({
      Opens: '2',
      Closes: '2',
      Revenue: '5800.00',
      'Prior Year Revenue': '0.00',
    });
    const ytd = records.filter((r) => r.Month === 'YTD').map((r) => r.Branch);
    expect(ytd).toEqual(body.rows.map((r) => r.branch_name));
  });

  it('heads its export with the dates it compares, as the screen says them; the file name as before (issue 17)', async () => {
    const path = '/reports/branches/yearly-comparison/export?state=AZ';
    await expectExportHeading(t.as('admin'), `${path}&year=2025`, 'branch_yearly_comparison_AZ_2025', [
      ['Branch Yearly Comparison AZ'],
      ['Compared: 01/01/2025–12/31/2025 with 01/01/2024–12/31/2024'],
      ['State', 'AZ'],
    ]);
    // This year to today in Los Angeles (the clock's Saturday 28 November 2026), the file named by today.
    await expectExportHeading(t.as('admin'), path, 'branch_yearly_comparison_AZ_2026-11-28', [
      ['Branch Yearly Comparison AZ'],
      ['Compared: 01/01/2026–11/28/2026 with 01/01/2025–11/28/2025'],
      ['State', 'AZ'],
    ]);
    // A year not begun compares nothing: no caption.
    await expectExportHeading(t.as('admin'), `${path}&year=2027`, 'branch_yearly_comparison_AZ_2027', [
      ['Branch Yearly Comparison AZ'],
      ['State', 'AZ'],
      ['Year', '2027'],
    ]);
  });
});
