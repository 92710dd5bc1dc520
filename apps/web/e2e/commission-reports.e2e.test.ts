// The commission detail reports of spec 001 §2 (issue 19) and the Commission Summary's reach: the demo
// Super User follows an officer's link from the Escrow Officer Report to the Escrow Officer Commission
// Report, and a rep's from the Marketing Rep Report to the Rep Commission Report (the employee and
// period, the files with their TOTAL, the line saying files + adjustments agree with the summary's
// Comm. Revenue, an adjustment category's dialog closed by Close, Escape and the backdrop), at 1280 and
// 390 px; the NV State Super User's summary of last month shows NV employees only, with Finalize
// offered; a Sales user is sent to /not-authorized.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstDayOfMonth, formatUsDate, lastDayOfMonth } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, TEXT, visible } from './support/hub.ts';
import { apiGet, callApi, heading, openAs, SUPER } from './support/screens.ts';
import { columnTexts, moneyAddsUp, shownCents, shownMoney, textCents, totalText } from './support/tables.ts';

const session = setupBrowser();

const NV_SUPER = 'nv.super@hub.test';
const SALES = 'sales@hub.test';

/** The two widths every screen here is read at; the page itself never scrolls sideways. */
const WIDE = { width: 1280, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

type Role = 'EO' | 'REP';

const REPORTS = {
  EO: {
    listTitle: 'Escrow Officer Report',
    dateLabel: 'Report Date',
    title: 'Escrow Officer Commission Report',
    path: '/reports/eo-comm-report',
  },
  REP: {
    listTitle: 'Marketing Rep Report',
    dateLabel: 'Month',
    title: 'Rep Commission Report',
    path: '/reports/rep-comm-report',
  },
} as const satisfies Record<Role, Record<string, string>>;

type EmployeeReport = {
  uuid: string;
  employee_id: number;
  first_name: string;
  last_name: string;
  mtd: { opens: number; closes: number };
};
type CommissionRow = {
  uuid: string;
  first_name: string;
  last_name: string;
  state: string;
  comable_rev: string;
};
type TraceEntry = { commable_rev: string };
type Traced = { rows: CommissionRow[]; trace?: { files: TraceEntry[]; adjustments: TraceEntry[] } };
type Check = { finalized: boolean };

const fullName = (e: { first_name: string; last_name: string }) => `${e.last_name}, ${e.first_name}`;
const cents = (entries: readonly TraceEntry[]) =>
  entries.reduce((sum, e) => sum + textCents(e.commable_rev), 0);

/** At `size`, the page is no wider than the window (a wide table scrolls inside its own region). */
async function fitsAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const scrolling = document.scrollingElement ?? document.documentElement;
        return scrolling.scrollWidth - window.innerWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

async function signInAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, DEMO_PASSWORD, path);
}

type Picked = { employee: EmployeeReport; row: CommissionRow; trace: NonNullable<Traced['trace']> };

/** The employee's summary row of the period with its trace (null when they have none). */
async function tracedRow(
  page: Page,
  employee: EmployeeReport,
  period: { start: string; end: string },
): Promise<Picked | null> {
  const answer = await callApi<Traced>(
    page,
    'GET',
    `/commission?start_date=${period.start}&end_date=${period.end}&employee_uuid=${employee.uuid}&trace=1`,
  );
  if (answer.status !== 200) return null;
  const row = answer.body.rows.find((r) => r.uuid === employee.uuid);
  const trace = answer.body.trace;
  return row && trace ? { employee, row, trace } : null;
}

/**
 * The demo posts few adjustments (under 1 % of the closed files): when none is credited to the
 * employee in the period, one is added (12.34 of Magnus Escrow, posted on the period's last day) to a
 * file of theirs closed in it, through the API a super user's file override calls; answers its adj_id,
 * for the flow to delete it afterwards.
 */
async function addAdjustment(
  page: Page,
  role: Role,
  employee: EmployeeReport,
  period: { start: string; end: string },
): Promise<number> {
  const whose =
    role === 'REP'
      ? `marketing_rep_id=${employee.employee_id}`
      : `escrow_officer_id=${employee.employee_id}&roll_up_linked=1`;
  const files = await apiGet<{ rows: { file_id: number }[] }>(
    page,
    `/files?state=AZ&close_start=${period.start}&close_end=${period.end}&${whose}&page_size=1`,
  );
  const file = files.rows[0];
  if (!file) throw new Error(`${fullName(employee)} has no file closed in ${period.start} – ${period.end}`);
  const added = await callApi<{ adj_id: number }>(page, 'POST', '/file-adjustments', {
    esc_file_id: file.file_id,
    posting_date: period.end,
    magnus_escrow: '12.34',
    reason: 'E2E commission report',
  });
  if (added.status !== 200 && added.status !== 201) {
    throw new Error(`POST /file-adjustments: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return added.body.adj_id;
}

/**
 * The employee of the list to follow: one whose summary row credits files and adjustments when there
 * is one (so a category dialog can be opened), else the one with the most closes who has credited
 * files; with their traced row.
 */
async function pickEmployee(
  page: Page,
  employees: readonly EmployeeReport[],
  period: { start: string; end: string },
): Promise<Picked> {
  const byCloses = [...employees].sort((a, b) => b.mtd.closes - a.mtd.closes);
  let fallback: Picked | null = null;
  for (const employee of byCloses) {
    const found = await tracedRow(page, employee, period);
    if (!found) continue;
    if (found.trace.adjustments.length > 0 && found.trace.files.length > 0) return found;
    if (!fallback || (fallback.trace.files.length === 0 && found.trace.files.length > 0)) fallback = found;
  }
  if (!fallback) throw new Error('no employee of the list has a commission row for the period');
  return fallback;
}

/** An adjustment category's dialog: its TOTAL is the button's sum; Close, Escape and the backdrop close it. */
async function adjustmentDialog(page: Page): Promise<boolean> {
  const main = page.getByRole('main');
  const categories = main
    .locator('button:not([disabled])')
    .filter({ hasText: /^(escrow|mag_title|partner_title|endorsements) \(\d+\): / });
  if ((await categories.count()) === 0) return false;
  const button = categories.first();
  const label = (await button.textContent()) ?? '';
  const match = /^(\w+) \((\d+)\): (.+)$/.exec(label.trim());
  if (!match) throw new Error(`Not a category button: ${label}`);
  const [, key, count, sum] = match as unknown as [string, string, string, string];
  const dialog = page.getByRole('dialog', { name: `${key} adjustments` });

  await button.click();
  await visible(dialog);
  await visible(dialog.getByText(`${count} adjustments, ${sum}`, { exact: true }));
  const lines = dialog.getByRole('table', { name: `${key} adjustments` });
  expect(shownCents(await totalText(lines, 'Amount'))).toBe(shownCents(sum));
  expect(await totalText(lines, 'Order #')).toBe('TOTAL');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await hidden(dialog);

  await button.click();
  await visible(dialog);
  await page.keyboard.press('Escape');
  await hidden(dialog);

  // The backdrop: a corner of the window, outside the dialog's box.
  await button.click();
  await visible(dialog);
  const size = page.viewportSize() ?? WIDE;
  await page.mouse.click(4, size.height - 4);
  await hidden(dialog);
  return true;
}

/**
 * From the list (Escrow Officer or Marketing Rep Report, AZ, its default date) to an employee's
 * commission report: the header, the summary's Comm. Revenue, the files' TOTAL, the agreeing check line,
 * an adjustment dialog; at 1280 and 390 px.
 */
async function followToCommissionReport(page: Page, role: Role): Promise<void> {
  const report = REPORTS[role];
  await page.setViewportSize(WIDE);
  await openAs(page, SUPER, `/reports/all-escrow?state=AZ&emp_type=${role}`, report.listTitle);
  const list = page.getByRole('main').getByRole('table', { name: report.listTitle });
  await visible(list);
  // The period of the list's links: the month to date of the report date it shows.
  const end = await page.getByLabel(report.dateLabel, { exact: true }).inputValue();
  expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const start = firstDayOfMonth(end);
  await fitsAt(page, PHONE);
  await fitsAt(page, WIDE);

  const employees = await apiGet<EmployeeReport[]>(
    page,
    `/reports/employees?state=AZ&emp_type=${role}&report_date=${end}`,
  );
  expect(employees.length, `the demo has AZ ${role} employees`).toBeGreaterThan(0);
  let picked = await pickEmployee(page, employees, { start, end });
  let added: number | null = null;
  try {
    if (picked.trace.adjustments.length === 0) {
      added = await addAdjustment(page, role, picked.employee, { start, end });
      const again = await tracedRow(page, picked.employee, { start, end });
      if (!again) throw new Error(`${fullName(picked.employee)} has no commission row any more`);
      expect(again.trace.adjustments.length, 'the added adjustment is credited to the employee').toBe(1);
      picked = again;
    }
    await commissionReport(page, role, picked, { start, end });
  } finally {
    if (added !== null) {
      const removed = await callApi(page, 'DELETE', `/file-adjustments/${added}`);
      expect([200, 204]).toContain(removed.status);
    }
  }
}

/** The employee's commission report, reached by their link in the list the page shows. */
async function commissionReport(
  page: Page,
  role: Role,
  { employee, row, trace }: Picked,
  { start, end }: { start: string; end: string },
): Promise<void> {
  const report = REPORTS[role];
  const list = page.getByRole('main').getByRole('table', { name: report.listTitle });
  const name = fullName(employee);

  const link = list.getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL(
    (url) =>
      url.pathname === report.path &&
      url.searchParams.get('employee_uuid') === employee.uuid &&
      url.searchParams.get('start_date') === start &&
      url.searchParams.get('end_date') === end,
  );
  await visible(heading(page, report.title));
  // The employee and the period under the title.
  await visible(page.getByText(`${name}, ${formatUsDate(start)} – ${formatUsDate(end)}`, { exact: true }));
  expect(await page.locator('[data-figure="comable_rev"]').textContent()).toBe(
    shownMoney(textCents(row.comable_rev)),
  );

  // The files and their TOTAL; the check line says files + adjustments agree with the summary.
  const files = page.getByRole('main').getByRole('table', { name: `${report.title}: files` });
  await visible(files);
  const agrees = page.getByRole('main').locator('[data-check="matches"]');
  const differs = page.getByRole('main').locator('[data-check="differs"]');
  await visible(agrees.or(differs));
  const differsText = (await differs.count()) > 0 ? await differs.textContent() : null;
  expect(differsText, 'the check line says the files + adjustments differ from the summary').toBeNull();
  expect(await totalText(files, 'Order #')).toBe('TOTAL');
  const filesCents = shownCents(await totalText(files, 'Comm. Revenue'));
  const adjustmentsCents = cents(trace.adjustments);
  const sumCents = filesCents + adjustmentsCents;
  expect(await agrees.textContent()).toBe(
    `Files + adjustments = Comm. Revenue of the summary: ${shownMoney(filesCents)} + ${shownMoney(adjustmentsCents)} = ${shownMoney(sumCents)}`,
  );
  // The summary row's own figures: its trace's files and adjustments are its Comm. Revenue.
  expect(filesCents).toBe(cents(trace.files));
  expect(sumCents).toBe(textCents(row.comable_rev));
  if (trace.files.length > 0) {
    expect(await files.locator('tbody tr').count()).toBeGreaterThan(0);
    // Every row is drawn up to 300 (the table draws only the visible ones of a longer list).
    if (trace.files.length <= 300) {
      await moneyAddsUp(files, 'Comm. Revenue');
      await moneyAddsUp(files, 'Escrow');
    }
  }

  // The adjustments by category: a dialog when the period credits any, else the spec's empty text.
  if (!(await adjustmentDialog(page))) {
    expect(trace.adjustments).toEqual([]);
    await visible(page.getByText('No adjustments in the selected range.', { exact: true }));
  }

  // On a phone the page keeps its width; the files table scrolls inside its region.
  await fitsAt(page, PHONE);
  const region = page.getByRole('region', { name: `${report.title}: files (scrolls)` });
  await visible(region);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await visible(agrees);
  if (trace.adjustments.length > 0) expect(await adjustmentDialog(page)).toBe(true);
  await fitsAt(page, WIDE);
}

describe('Commission reports', () => {
  test("a Super User follows an officer's link to the Escrow Officer Commission Report", async () => {
    await followToCommissionReport(session.page, 'EO');
  });

  test("a Super User follows a rep's link to the Rep Commission Report", async () => {
    await followToCommissionReport(session.page, 'REP');
  });

  test("the NV State Super User's Commission Summary of last month: NV employees only, Finalize offered", async () => {
    const { page } = session;
    await page.setViewportSize(WIDE);
    // Last month, as the Commission Report form offers it by default.
    await openAs(page, NV_SUPER, '/reports/commission-form', 'Commission Report');
    const start = await page.getByRole('textbox', { name: 'Start Date' }).inputValue();
    const end = await page.getByRole('textbox', { name: 'End Date' }).inputValue();
    expect(start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(end).toBe(lastDayOfMonth(start));
    const query = `start_date=${start}&end_date=${end}`;

    // Every state's rows as the Super User reads them.
    await signInAs(page, SUPER, '/');
    const all = await apiGet<Traced>(page, `/commission?${query}`);
    const azNames = all.rows.filter((r) => r.state === 'AZ').map(fullName);
    const nvUuids = all.rows
      .filter((r) => r.state === 'NV')
      .map((r) => r.uuid)
      .sort();
    expect(azNames.length, 'the demo has AZ commission rows last month').toBeGreaterThan(0);
    expect(nvUuids.length, 'the demo has NV commission rows last month').toBeGreaterThan(0);

    await signInAs(page, NV_SUPER, `/reports/commissions?${query}`);
    await visible(heading(page, 'Commission Summary'));
    await visible(page.getByText(`${formatUsDate(start)} – ${formatUsDate(end)}`, { exact: true }));
    const table = page.getByRole('main').getByRole('table', { name: 'Commission Summary' });
    await visible(table);
    const mine = await apiGet<Traced>(page, `/commission?${query}`);
    expect(mine.rows.map((r) => r.uuid).sort()).toEqual(nvUuids);
    await expect.poll(async () => (await columnTexts(table, 'State')).length).toBe(mine.rows.length);
    const states = await columnTexts(table, 'State');
    expect(new Set(states)).toEqual(new Set(['NV']));
    const shownNames = await columnTexts(table, 'Employee');
    for (const azName of azNames) {
      expect(
        shownNames.some((cell) => cell.startsWith(azName)),
        `${azName} (AZ) is not shown`,
      ).toBe(false);
    }
    // A State Super User is a super user: the period's action is offered, as its check says.
    const check = await apiGet<Check>(
      page,
      `/commissions/periods/finalized/check?period_start=${start}&period_end=${end}`,
    );
    expect(check.finalized).toBe(false);
    await visible(page.getByText('This period is open.', { exact: true }));
    await visible(page.getByRole('button', { name: 'Finalize', exact: true }));
    await fitsAt(page, PHONE);
    await fitsAt(page, WIDE);
  });

  test('a Sales user opening the Commission Summary goes to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, SALES, DEMO_PASSWORD, '/reports/commissions');
    await page.waitForURL((url) => url.pathname === '/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized));
  });
});
