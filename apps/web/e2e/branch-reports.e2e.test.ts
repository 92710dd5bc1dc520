import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';
import { columnTexts, countsAddUp, moneyAddsUp, shownCount, textCents, totalText } from './support/tables.ts';

const session = setupBrowser();

type Row = {
  branch_id: number | null;
  branch_name: string;
  mtd_open: number;
  mtd_closed: number;
  mtd_revenue: string;
  ly_revenue: string;
};
type Summary = { state: string; report_date: string; month_start: string; rows: Row[] };

describe('Branch reports', () => {
  test('a Super User reads the summary on a chosen date: TOTAL adds up, counts open the orders in a new tab, the e-mail is queued', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/branches?state=AZ', 'Branch Escrow Summary');
    const table = page.getByRole('main').getByRole('table', { name: 'Branch Escrow Summary AZ' });
    await visible(table);

    // The second choice: the last business day of the month before (the first is month to date).
    const select = page.getByLabel('Report Date');
    const dates = await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(dates.length).toBeGreaterThan(1);
    const reportDate = dates[1] as string;
    await select.selectOption(reportDate);
    await expect.poll(() => new URL(page.url()).searchParams.get('report_date')).toBe(reportDate);
    const summary = await apiGet<Summary>(page, `/reports/branches?state=AZ&report_date=${reportDate}`);
    const total = summary.rows.at(-1);
    expect(total?.branch_name).toBe('TOTAL');
    await expect
      .poll(async () => shownCount(await totalText(table, 'Current Year Opens')))
      .toBe(total?.mtd_open);

    // The TOTAL row is the sum of the rows (added up here) and the server's TOTAL.
    expect(await countsAddUp(table, 'Current Year Opens')).toBe(total?.mtd_open);
    expect(await countsAddUp(table, 'Current Year Closes')).toBe(total?.mtd_closed);
    expect(await moneyAddsUp(table, 'Current Year Revenue')).toBe(textCents(total?.mtd_revenue));
    expect(await moneyAddsUp(table, 'Prior Year Revenue')).toBe(textCents(total?.ly_revenue));
    const names = await columnTexts(table, 'Branch');
    expect(names).toEqual(summary.rows.slice(0, -1).map((r) => r.branch_name));
    expect(
      names.some((name) => / - /.test(name)),
      'names without the company suffix',
    ).toBe(false);

    // A branch's open count opens its open orders of the month to the report date, in a new tab.
    const branch = summary.rows.find((r) => r.branch_id !== null && r.branch_id !== 0 && r.mtd_open > 0);
    if (!branch) throw new Error('the demo has no AZ branch with opens that month');
    const link = table.getByRole('link', {
      name: `${branch.mtd_open} opened, ${branch.branch_name} (opens in a new tab)`,
    });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(
      `/reports/open-orders?state=AZ&branch_id=${branch.branch_id}&open_start=${summary.month_start}&open_end=${reportDate}`,
    );
    await tab.close();
    expect(
      await page
        .getByRole('link', { name: `${total?.mtd_open} opened, TOTAL (opens in a new tab)` })
        .getAttribute('href'),
    ).toBe(`/reports/open-orders?state=AZ&open_start=${summary.month_start}&open_end=${reportDate}`);

    // The demo's AZ report options have recipients.
    await page.getByRole('button', { name: 'E-mail daily reports' }).click();
    await visible(page.getByText('✅ Emails queued successfully.'));
    await fitsAPhone(page, 'branch-summary');
  });

  test('the yearly comparison shows the year to date by branch and the monthly revenue chart', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/branches/yearly-comparison?state=AZ', 'Branch Yearly Comparison');
    const table = page.getByRole('main').getByRole('table', { name: /^Year to Date by Branch AZ/ });
    await visible(table);
    expect(await totalText(table, 'Branch')).toBe('TOTAL');
    const year = await page.getByLabel('Year', { exact: true }).inputValue();
    await countsAddUp(table, `${year} Opens`);
    await moneyAddsUp(table, `${Number(year) - 1} Revenue`);
    await visible(heading(page, 'Monthly Revenue: TOTAL'));
    await visible(page.locator('.recharts-surface').first());
    // The month table compares the same days as the year to date, and says which (issue 17).
    await visible(page.getByText(/^Compared: 01\/01\/\d{4}–\d\d\/\d\d\/\d{4} with 01\/01\//).first());
    const months = page.getByRole('main').getByRole('table', { name: 'TOTAL by Month' });
    expect(await totalText(months, `${Number(year) - 1} Revenue`)).toBe(
      await totalText(table, `${Number(year) - 1} Revenue`),
    );
    await page.getByLabel('Branch', { exact: true }).selectOption({ index: 0 });
    await expect.poll(() => new URL(page.url()).searchParams.get('branch')).not.toBeNull();
    await fitsAPhone(page, 'branch-yearly-comparison');
  });

  test('a State Super User sees only their own state', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'nv.super@hub.test', DEMO_PASSWORD, '/reports/branches?state=AZ');
    await visible(heading(page, 'Branch Escrow Summary'));
    await visible(page.getByRole('main').getByRole('table', { name: 'Branch Escrow Summary NV' }));
    expect(await page.getByRole('radio', { name: 'AZ' }).count()).toBe(0);
    const other = await page.evaluate(async () => {
      const response = await fetch('/api/reports/branches?state=AZ', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('access_token')}` },
      });
      return response.status;
    });
    expect(other).toBe(403);
  });
});
