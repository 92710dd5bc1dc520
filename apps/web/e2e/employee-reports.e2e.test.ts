// The employee reports of spec 001 §2 (issue 12): the Escrow Officer Report as the demo Super User
// (a report date chosen from the last 60 days, the TOTAL row the sum of the rows, a link to an
// officer's monthly stats), the Marketing Rep Report's month selector and its links to the order
// reports, the Marketing Rep Summary, and the demo Escrow Officer opening their own monthly stats and
// refused another's; every screen on a 390 px phone.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstDayOfMonth, monthName, yesterdayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, decodeJwt, signIn, storedToken, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';
import { columnTexts, shownCents, totalText } from './support/tables.ts';

const session = setupBrowser();

type Figures = { opens: number; closes: number; revenue: string; totalRevenue: string };
type EmployeeReport = {
  uuid: string;
  employee_id: number;
  first_name: string;
  last_name: string;
  monthly: Record<string, Figures>;
  mtd: Figures;
};
type RepBranchRow = {
  branch_id: number | null;
  branch_name: string;
  open_cnt: number;
  total_revenue: string;
};

const count = (text: string) => Number(text.replace(/,/g, ''));
const fullName = (e: EmployeeReport) => `${e.last_name}, ${e.first_name}`;

/** The table's column adds up to its TOTAL row (counts, or money to the cent). */
async function addsUp(table: Locator, column: string, read: (text: string) => number): Promise<number> {
  const total = read(await totalText(table, column));
  const cells = await columnTexts(table, column);
  expect(
    cells.reduce((sum, cell) => sum + read(cell), 0),
    column,
  ).toBe(total);
  return total;
}

async function signInAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, DEMO_PASSWORD, path);
}

describe('Employee reports', () => {
  test('a Super User reads the Escrow Officer Report, picks another date and opens an officer', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/all-escrow?state=AZ', 'Escrow Officer Report');
    const table = page.getByRole('main').getByRole('table', { name: 'Escrow Officer Report' });
    await visible(table);
    const dates = page.getByLabel('Report Date');
    expect(await dates.inputValue()).toBe(yesterdayInLA());
    expect(await dates.locator('option').count()).toBe(60);

    // A date a week back: the address says it and the server's figures show.
    const weekBack = await dates.locator('option').nth(7).getAttribute('value');
    if (!weekBack) throw new Error('no 8th report date');
    await dates.selectOption(weekBack);
    await expect.poll(() => new URL(page.url()).searchParams.get('report_date')).toBe(weekBack);
    const report = await apiGet<EmployeeReport[]>(
      page,
      `/reports/employees?state=AZ&emp_type=EO&report_date=${weekBack}`,
    );
    expect(report.length, 'the demo has AZ escrow officers').toBeGreaterThan(0);
    const busiest = [...report].sort((a, b) => b.mtd.opens - a.mtd.opens)[0] as EmployeeReport;
    await expect
      .poll(async () => addsUp(table, 'Opens', count))
      .toBe(report.reduce((sum, e) => sum + e.mtd.opens, 0));
    await addsUp(table, 'Closes', count);
    await addsUp(table, 'Revenue', shownCents);
    await addsUp(table, 'Commissionable Revenue', shownCents);

    const start = firstDayOfMonth(weekBack);
    expect(await table.getByRole('link', { name: fullName(busiest), exact: true }).getAttribute('href')).toBe(
      `/reports/eo-comm-report?employee_uuid=${busiest.uuid}&start_date=${start}&end_date=${weekBack}`,
    );
    expect(
      await table.getByRole('link', { name: `JV breakdown of ${fullName(busiest)}` }).getAttribute('href'),
    ).toBe(
      `/reports/employee-jv-breakdown?employee_uuid=${busiest.uuid}&beg_date=${start}&end_date=${weekBack}`,
    );
    await fitsAPhone(page, 'escrow-officer-report');

    await table.getByRole('link', { name: `Monthly stats of ${fullName(busiest)}` }).click();
    await visible(heading(page, 'Escrow Officer Report'));
    await visible(page.getByRole('heading', { name: `${busiest.first_name} ${busiest.last_name}` }));
    const months = page.getByRole('table', {
      name: `Monthly figures of ${busiest.first_name} ${busiest.last_name}`,
    });
    await visible(months);
    const [mtdRow, ...monthCells] = await columnTexts(months, 'Month');
    expect(mtdRow).toMatch(/^Month to date/);
    const own = await apiGet<EmployeeReport[]>(
      page,
      `/reports/employees?uuid=${busiest.uuid}&state=AZ&emp_type=EO`,
    );
    const keys = Object.keys(own[0]?.monthly ?? {})
      .sort()
      .reverse();
    expect(monthCells).toEqual(keys.map((key) => monthName(key)));
    await fitsAPhone(page, 'employee-report');
  });

  test("the Marketing Rep Report's month selector reads a whole month, its counts open the order reports", async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/all-escrow?state=AZ&emp_type=REP', 'Marketing Rep Report');
    const table = page.getByRole('main').getByRole('table', { name: 'Marketing Rep Report' });
    await visible(table);
    const month = page.getByLabel('Month', { exact: true });
    expect(await month.locator('option').count()).toBe(12);
    const lastMonth = await month.locator('option').nth(1).getAttribute('value');
    if (!lastMonth) throw new Error('no last month');
    await month.selectOption(lastMonth);
    await expect.poll(() => new URL(page.url()).searchParams.get('report_date')).toBe(lastMonth);
    const report = await apiGet<EmployeeReport[]>(
      page,
      `/reports/employees?state=AZ&emp_type=REP&report_date=${lastMonth}`,
    );
    const rep = [...report].sort((a, b) => b.mtd.opens - a.mtd.opens)[0];
    if (!rep) throw new Error('the demo has no AZ rep');
    await expect
      .poll(async () => addsUp(table, 'Opens', count))
      .toBe(report.reduce((sum, e) => sum + e.mtd.opens, 0));
    await addsUp(table, 'Gross Revenue', shownCents);
    const start = firstDayOfMonth(lastMonth);
    expect(await table.getByRole('link', { name: fullName(rep), exact: true }).getAttribute('href')).toBe(
      `/reports/rep-comm-report?employee_uuid=${rep.uuid}&start_date=${start}&end_date=${lastMonth}`,
    );
    const opens = table.getByRole('link', { name: `${rep.mtd.opens} opens of ${fullName(rep)}` });
    expect(await opens.getAttribute('href')).toBe(
      `/reports/open-orders?state=AZ&marketing_rep_id=${rep.employee_id}&open_start=${start}&open_end=${lastMonth}`,
    );
    expect(
      await table
        .getByRole('link', { name: `${rep.mtd.closes} closes of ${fullName(rep)}` })
        .getAttribute('href'),
    ).toBe(
      `/reports/closed-orders?state=AZ&marketing_rep_id=${rep.employee_id}&close_start=${start}&close_end=${lastMonth}`,
    );
    await fitsAPhone(page, 'marketing-rep-report');
  });

  test("a Super User reads a rep's Marketing Rep Summary: the TOTAL row sums the branches", async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/all-escrow?state=AZ&emp_type=REP', 'Marketing Rep Report');
    const yesterday = yesterdayInLA();
    const report = await apiGet<EmployeeReport[]>(
      page,
      `/reports/employees?state=AZ&emp_type=REP&report_date=${yesterday}`,
    );
    const rep = [...report].sort((a, b) => b.mtd.opens - a.mtd.opens)[0];
    if (!rep) throw new Error('the demo has no AZ rep');
    const begin = firstDayOfMonth(yesterday);
    await page.goto(`/reports/rep-summary?state=AZ&rep_uuid=${rep.uuid}&beg_dt=${begin}&end_dt=${yesterday}`);
    await visible(heading(page, 'Marketing Rep Summary'));
    const table = page.getByRole('main').getByRole('table', { name: 'Marketing Rep Summary' });
    await visible(table);
    const rows = await apiGet<RepBranchRow[]>(
      page,
      `/reports/rep-branch?state=AZ&rep_uuid=${rep.uuid}&beg_dt=${begin}&end_dt=${yesterday}`,
    );
    const total = rows.at(-1);
    expect(total?.branch_name).toBe('TOTAL');
    expect(total?.open_cnt).toBe(rep.mtd.opens);
    expect(await addsUp(table, 'Opens', count)).toBe(total?.open_cnt);
    await addsUp(table, 'Total Revenue', shownCents);
    expect(await page.getByRole('combobox', { name: 'Marketing Rep' }).inputValue()).toBe(fullName(rep));
    await fitsAPhone(page, 'rep-summary');
  });

  test('an Escrow Officer opens their own monthly stats, and is refused another officer', async () => {
    const { page } = session;
    await signInAs(page, SUPER, '/reports');
    const officers = await apiGet<EmployeeReport[]>(page, '/reports/employees?state=AZ&emp_type=EO');
    await signInAs(page, 'escrow@hub.test', '/');
    const token = await storedToken(page);
    const own = token ? (decodeJwt(token).payload.employee_uuid as string | null) : null;
    if (!own) throw new Error('the demo Escrow Officer has no employee');
    await page.goto(`/reports/employee/${own}?state=AZ&emp_type=EO`);
    await visible(heading(page, 'Escrow Officer Report'));
    const mine = await apiGet<EmployeeReport[]>(page, `/reports/employees?uuid=${own}&state=AZ&emp_type=EO`);
    const me = mine[0] as EmployeeReport;
    const months = page.getByRole('table', { name: `Monthly figures of ${me.first_name} ${me.last_name}` });
    await visible(months);
    const [mtdOpens] = await columnTexts(months, 'Opens');
    expect(count(mtdOpens ?? '')).toBe(me.mtd.opens);
    await fitsAPhone(page, 'employee-report-own');

    const other = officers.find((e) => e.uuid !== own);
    if (!other) throw new Error('the demo has one escrow officer only');
    await page.goto(`/reports/employee/${other.uuid}?state=AZ&emp_type=EO`);
    await visible(heading(page, 'Escrow Officer Report'));
    await visible(page.getByRole('main').getByRole('alert'));
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
  });
});
