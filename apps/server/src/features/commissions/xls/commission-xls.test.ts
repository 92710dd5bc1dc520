import type { CommissionResponse, CommissionRow } from '@hub/contract';
import { toCents } from '@hub/domain';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCommissionScenario } from '../../../../test/fixtures/commission-scenario.ts';
import { signedInUser, testAppForFile } from '../../../../test/helper.ts';
import { clearQueuedMails, queuedMails } from '../../../mail/queued-mails.fixtures.ts';
import { SUMMARY_COLUMNS } from './workbook.ts';

const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';
const HALF = 'start_date=2026-11-01&end_date=2026-11-15';
const LENA = '00000000-0000-4000-8000-000000000009';
const NED = '00000000-0000-4000-8000-000000000014';

const t = testAppForFile();

beforeAll(async () => {
  await loadCommissionScenario(t.db);
}, 60_000);
beforeEach(async () => {
  await clearQueuedMails(t.db);
});

const mails = () => queuedMails(t.db);

const xls = (query: string, headers: Record<string, string> = t.as('superUser')) =>
  t.app.inject({ method: 'GET', url: `/api/commission/xls?${query}`, headers });

const summary = async (query: string, headers: Record<string, string> = t.as('superUser')) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/commission?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommissionResponse>();
};

async function load(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
}

function rows(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** A money cell as text with two decimals (the number is cents over 100). */
const moneyText = (cell: unknown) => (Math.round((cell as number) * 100) / 100).toFixed(2);
const dateText = (cell: unknown) => (cell as Date).toISOString().slice(0, 10);

/** The workbook's cells against the row and the trace of GET /commission?trace=1. */
async function expectWorkbookOf(
  workbook: ExcelJS.Workbook,
  period: string,
  uuid: string,
): Promise<CommissionRow> {
  const answer = await summary(`${period}&employee_uuid=${uuid}&trace=1`);
  const [row] = answer.rows;
  const trace = answer.trace;
  if (!row || !trace) throw new Error('no row or trace');
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Steps', 'Files']);

  const summaryRows = rows(workbook, 'Summary');
  const header = summaryRows.findIndex((r) => r[0] === 'Employee');
  expect(summaryRows[header]).toEqual(SUMMARY_COLUMNS.map((c) => c.header));
  const values = summaryRows[header + 1] ?? [];
  SUMMARY_COLUMNS.forEach((column, index) => {
    const cell = values[index];
    const expected = column.value
      ? column.value(row)
      : (row as unknown as Record<string, string | number | null>)[column.key];
    if (column.kind === 'money') expect(moneyText(cell), column.key).toBe(expected);
    else if (column.kind === 'date') expect(dateText(cell), column.key).toBe(expected);
    else expect(cell ?? null, column.key).toEqual(expected);
  });

  const steps = rows(workbook, 'Steps');
  const stepsHeader = steps.findIndex((r) => r[0] === 'Field');
  expect(steps.slice(stepsHeader + 1, stepsHeader + 1 + trace.steps.length)).toEqual(
    trace.steps.map((s) => [s.field, s.value, s.rule]),
  );
  const base = steps[steps.findIndex((r) => r[0] === 'Base') + 1] ?? [];
  expect(moneyText(base[0])).toBe(row.base_amt);

  const files = rows(workbook, 'Files');
  const filesHeader = files.findIndex((r) => r[0] === 'Order #');
  const fileRows = files.slice(filesHeader + 1, filesHeader + 1 + trace.files.length);
  expect(
    fileRows.map((r) => [
      r[0],
      dateText(r[1]),
      moneyText(r[2]),
      moneyText(r[3]),
      moneyText(r[4]),
      moneyText(r[5]),
    ]),
  ).toEqual(
    trace.files.map((f) => [
      f.order_number,
      f.calc_close_date,
      f.esc_rev,
      f.title_rev,
      f.underwriter_amt,
      f.commable_rev,
    ]),
  );
  const [filesTotal, adjustmentsTotal] = files.filter((r) => r[0] === 'TOTAL');
  const adjHeader = files.findIndex((r, i) => i > filesHeader && r[0] === 'Order #');
  const adjRows = files.slice(adjHeader + 1, adjHeader + 1 + trace.adjustments.length);
  expect(adjRows.map((r) => [r[0], dateText(r[1]), moneyText(r[5])])).toEqual(
    trace.adjustments.map((a) => [a.order_number, a.posting_date, a.commable_rev]),
  );
  // The files' and the adjustments' TOTALs add up to the row's Comm. Revenue, to the cent.
  expect(toCents(moneyText(filesTotal?.[5])) + toCents(moneyText(adjustmentsTotal?.[5]))).toBe(
    toCents(row.comable_rev),
  );
  expect(toCents(moneyText(filesTotal?.[2])) + toCents(moneyText(adjustmentsTotal?.[2]))).toBe(
    toCents(row.esc_rev_tot),
  );
  return row;
}

describe('GET /api/commission/xls', () => {
  it("downloads one employee's workbook: Summary, Steps and Files equal the row and its trace", async () => {
    for (const [period, dates] of [
      [OCTOBER, '2026-10-01_to_2026-10-31'],
      [HALF, '2026-11-01_to_2026-11-15'],
    ] as const) {
      for (const uuid of [LENA, NED]) {
        const response = await xls(`${period}&employee_uuid=${uuid}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toContain('spreadsheetml');
        const row = await expectWorkbookOf(await load(response.rawPayload), period, uuid);
        const name = `commission_${row.last_name.toLowerCase()}_${row.first_name.toLowerCase()}_${dates}.xlsx`;
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      }
    }
    expect(await mails()).toEqual([]);
  });

  it("email=true queues one message to the signed-in user with the employee's workbook", async () => {
    const response = await xls(`${OCTOBER}&employee_uuid=${LENA}&email=true`);
    expect(response.statusCode, response.body).toBe(202);
    const email = t.user('superUser').email;
    expect(response.json()).toEqual({ queued: true, to: email, workbooks: 1 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toEqual([email]);
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toMatch(/^commission_.*_2026-10-01_to_2026-10-31\.xlsx$/);
    await expectWorkbookOf(
      await load(Buffer.from(attachment?.content_base64 ?? '', 'base64')),
      OCTOBER,
      LENA,
    );
  });

  it("eml_all_items=true queues one message with every employee's workbook of the period", async () => {
    const all = await summary(HALF);
    const response = await xls(`${HALF}&eml_all_items=true`);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ queued: true, workbooks: all.rows.length });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toEqual([t.user('superUser').email]);
    expect(mail?.attachments).toHaveLength(all.rows.length);
    const names = new Set(mail?.attachments.map((a) => a.filename));
    expect(names.size).toBe(all.rows.length);
    // Each attachment is its employee's workbook: its Summary row names them.
    for (const [index, attachment] of (mail?.attachments ?? []).entries()) {
      const workbook = await load(Buffer.from(attachment.content_base64, 'base64'));
      const summaryRows = rows(workbook, 'Summary');
      const header = summaryRows.findIndex((r) => r[0] === 'Employee');
      const row = all.rows[index];
      expect(summaryRows[header + 1]?.[0]).toBe(`${row?.last_name}, ${row?.first_name}`);
      expect(
        moneyText(summaryRows[header + 1]?.[SUMMARY_COLUMNS.findIndex((c) => c.key === 'comm_amt')]),
      ).toBe(row?.comm_amt);
    }
  });

  it('refuses bad input with 400 and a detail, queuing nothing', async () => {
    for (const query of [
      '',
      'start_date=2026-10-01',
      'start_date=2026-10-31&end_date=2026-10-01&eml_all_items=true',
      'start_date=2026-13-01&end_date=2026-10-31&eml_all_items=true',
      `${OCTOBER}`,
      `${OCTOBER}&email=true`,
      `${OCTOBER}&email=yes&employee_uuid=${LENA}`,
      `${OCTOBER}&eml_all_items=true&employee_uuid=${LENA}`,
      `${OCTOBER}&eml_all_items=true&email=true`,
      `${OCTOBER}&employee_uuid=not-a-uuid`,
      `${OCTOBER}&eml_all_items=true&extra=1`,
    ]) {
      const response = await xls(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json<{ detail: string }>().detail, query).toEqual(expect.any(String));
    }
    expect(await mails()).toEqual([]);
  });

  it('roles: an administrator any employee; anyone else their own employee only', async () => {
    expect((await xls(`${OCTOBER}&employee_uuid=${LENA}`, t.as('admin'))).statusCode).toBe(200);
    expect((await xls(`${OCTOBER}&eml_all_items=true`, t.as('admin'))).statusCode).toBe(202);
    // The NV State Super User reaches NV's employees: the scenario's are all AZ.
    const nv = await xls(`${OCTOBER}&eml_all_items=true`, t.as('nvSuper'));
    expect(nv.statusCode, nv.body).toBe(202);
    expect(nv.json()).toMatchObject({ workbooks: (await summary(OCTOBER, t.as('nvSuper'))).rows.length });
    expect((await xls(`${OCTOBER}&employee_uuid=${LENA}`, t.as('nvSuper'))).statusCode).toBe(403);

    expect((await xls(`${OCTOBER}&eml_all_items=true`, t.as('sales'))).statusCode).toBe(403);
    expect((await xls(`${OCTOBER}&employee_uuid=${LENA}`, t.as('sales'))).statusCode).toBe(403);
    const lena = await signedInUser(t, { roles: ['Sales'], state: 'AZ', employeeId: 9 });
    expect((await xls(`${OCTOBER}&employee_uuid=${LENA}`, lena.headers)).statusCode).toBe(200);
    const own = await xls(`${OCTOBER}&employee_uuid=${LENA}&email=true`, lena.headers);
    expect(own.statusCode, own.body).toBe(202);
    expect((await xls(`${OCTOBER}&employee_uuid=${NED}`, lena.headers)).statusCode).toBe(403);
    expect((await xls(`${OCTOBER}&eml_all_items=true`, lena.headers)).statusCode).toBe(403);
    expect((await xls(`${OCTOBER}&employee_uuid=${LENA}`, {})).statusCode).toBe(401);
    const queued = await mails();
    expect(queued.map((m) => m.to)).toEqual([
      [t.user('admin').email],
      [t.user('nvSuper').email],
      [lena.user.email],
    ]);
  });
});
