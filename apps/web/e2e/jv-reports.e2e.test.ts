// The JV reports of spec 001 §2 (issue 12): the JV Escrow Summary as the demo Super User, its JV Mix
// link (both tables add up to their totals, the same JV figures; an officer opens the employee report),
// the Employee and Branch JV Breakdowns sorted by a column, a State Super User refused another state's
// branch, and the screens on a 390 px phone.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addYears, todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';
import {
  columnTexts,
  countsAddUp,
  moneyAddsUp,
  shownCents,
  shownCount,
  totalText,
} from './support/tables.ts';

const session = setupBrowser();

type SummaryRow = {
  jv_uuid: string | null;
  jv_id: number;
  jv_name: string;
  mtd_open: number;
  mtd_closed: number;
};
type Summary = { report_date: string; mtd_start: string; rows: SummaryRow[] };
type Mix = {
  jv_name: string;
  eo_totals: { employee_uuid: string | null; employee_name: string }[];
  branch_totals: { branch_uuid: string | null; branch_name: string }[];
};

/** Clicks a column's header (a new column sorts descending, spec 001 §4) and waits for the order. */
async function sortsDescending(page: Page, table: Locator, column: string, read: (text: string) => number) {
  await table.getByRole('button', { name: new RegExp(`^${column}`) }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).not.toBeNull();
  await expect
    .poll(async () => {
      const values = (await columnTexts(table, column)).map(read);
      return values.every((value, i) => i === 0 || (values[i - 1] ?? value) >= value);
    })
    .toBe(true);
}

/** Signs in as `email` from a signed-out page. */
async function signInAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, DEMO_PASSWORD, path);
}

describe('JV reports', () => {
  test('a Super User reads the JV Escrow Summary and follows a JV Mix link: both tables add up to the JV', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/jvs?state=AZ', 'JV Escrow Summary');
    const table = page.getByRole('main').getByRole('table', { name: 'JV Escrow Summary' });
    await visible(table);
    const reportDate = await page.getByLabel('Report Date').inputValue();
    const summary = await apiGet<Summary>(page, `/reports/jvs?state=AZ&report_date=${reportDate}`);
    const total = summary.rows.at(-1);
    expect(total?.jv_name).toBe('TOTAL');
    // The screen's TOTAL row is the sum of the JV rows, the server's TOTAL.
    expect(await countsAddUp(table, 'Opens MTD')).toBe(total?.mtd_open);
    expect(await countsAddUp(table, 'Closed MTD')).toBe(total?.mtd_closed);
    await moneyAddsUp(table, 'Title Revenue MTD');

    const jv = summary.rows
      .filter((row) => row.jv_uuid !== null)
      .sort((a, b) => b.mtd_open + b.mtd_closed - (a.mtd_open + a.mtd_closed))[0];
    if (!jv?.jv_uuid) throw new Error('the demo has no AZ JV');
    expect(jv.mtd_open + jv.mtd_closed, 'the demo opens JV files every month').toBeGreaterThan(0);
    // The JV's name opens its client trend; its counts the order reports.
    expect(await table.getByRole('link', { name: jv.jv_name, exact: true }).getAttribute('href')).toBe(
      `/reports/jv-history-by-group/${jv.jv_uuid}`,
    );
    expect(
      await table
        .getByRole('link', { name: `${jv.mtd_open} opens mtd of ${jv.jv_name}` })
        .getAttribute('href'),
    ).toBe(
      `/reports/open-orders?state=AZ&jv_entity_id=${jv.jv_id}&open_start=${summary.mtd_start}&open_end=${summary.report_date}`,
    );
    await fitsAPhone(page, 'jv-summary');

    await table.getByRole('link', { name: `JV Mix of ${jv.jv_name}` }).click();
    await visible(heading(page, `JV Mix: ${jv.jv_name}`));
    expect(
      page
        .url()
        .endsWith(
          `/reports/jv-mix?jv_uuid=${jv.jv_uuid}&beg_date=${summary.mtd_start}&end_date=${summary.report_date}`,
        ),
    ).toBe(true);
    const officers = page.getByRole('table', { name: 'By Escrow Officer' });
    const branches = page.getByRole('table', { name: 'By Branch' });
    await visible(officers);
    await visible(branches);
    for (const column of ['Opens', 'Closes']) {
      expect(await countsAddUp(officers, column)).toBe(await countsAddUp(branches, column));
    }
    for (const column of ['Total Revenue', 'Partner Title Revenue']) {
      expect(await moneyAddsUp(officers, column)).toBe(await moneyAddsUp(branches, column));
    }
    // The JV's month to date opens, on both tables.
    expect(shownCount(await totalText(officers, 'Opens'))).toBe(jv.mtd_open);
    const mix = await apiGet<Mix>(
      page,
      `/reports/jvs/mix?jv_uuid=${jv.jv_uuid}&beg_date=${summary.mtd_start}&end_date=${summary.report_date}`,
    );
    await fitsAPhone(page, 'jv-mix');

    // An officer opens their employee report (state and emp_type=EO in the address).
    const officer = mix.eo_totals.find((row) => row.employee_uuid !== null);
    if (officer?.employee_uuid) {
      await officers.getByRole('link', { name: officer.employee_name, exact: true }).click();
      await page.waitForURL(`**/reports/employee/${officer.employee_uuid}?state=AZ&emp_type=EO`);
    }
  });

  test('the Employee and Branch JV Breakdowns sort by a column', async () => {
    const { page } = session;
    const end = todayInLA();
    const range = `beg_date=${addYears(end, -1)}&end_date=${end}`;
    await signIn(page, SUPER, DEMO_PASSWORD);
    // An AZ escrow officer and branch the demo JVs have files with.
    const officers = await apiGet<
      {
        uuid: string;
        first_name: string;
        last_name: string;
        emp_type: string | null;
        state: string;
        is_active: boolean;
      }[]
    >(page, '/employees/simple');
    const officer = officers.find((e) => e.emp_type === 'EO' && e.state === 'AZ' && e.is_active);
    if (!officer) throw new Error('the demo has no active AZ escrow officer');
    await page.goto(`/reports/employee-jv-breakdown?employee_uuid=${officer.uuid}&${range}`);
    await visible(heading(page, `Employee JV Breakdown: ${officer.first_name} ${officer.last_name}`));
    const employeeTable = page.getByRole('table', { name: 'Employee JV Breakdown' });
    await visible(employeeTable);
    await countsAddUp(employeeTable, 'Opens');
    await moneyAddsUp(employeeTable, 'Partner Title Revenue');
    await sortsDescending(page, employeeTable, 'Opens', shownCount);
    await fitsAPhone(page, 'employee-jv-breakdown');

    const branches = await apiGet<{ uuid: string; name: string; state: string }[]>(
      page,
      '/branches?state=AZ&fileBranches=true',
    );
    const branch = branches.find((b) => b.state === 'AZ');
    if (!branch) throw new Error('the demo has no AZ branch');
    await page.goto(`/reports/branch-jv-breakdown?branch_uuid=${branch.uuid}&${range}`);
    await visible(heading(page, /^Branch JV Breakdown: /));
    const branchTable = page.getByRole('table', { name: 'Branch JV Breakdown' });
    await visible(branchTable);
    await countsAddUp(branchTable, 'Closes');
    await sortsDescending(page, branchTable, 'Total Revenue', shownCents);

    // A State Super User of NV is refused an AZ branch's breakdown.
    await signInAs(
      page,
      'nv.super@hub.test',
      `/reports/branch-jv-breakdown?branch_uuid=${branch.uuid}&${range}`,
    );
    await visible(heading(page, 'Branch JV Breakdown'));
    await visible(page.getByRole('main').getByRole('alert'));
    expect(await page.getByRole('table', { name: 'Branch JV Breakdown' }).count()).toBe(0);
  });
});
