// The revenue screens of spec 001 §2 (issue 12): Revenue Trend (the business-day grid with the
// spec's legend, a cell's MTD against the month's days read from the API, the chart, the branch
// choice in the title and the address) and Revenue Compare (the three cards, the charts, a report
// date chosen into the address), as the demo Super User, and both on a 390 px phone.
import { describe, expect, test } from 'vitest';
import { formatUsdWhole, sumCents, toCents } from '../../../packages/domain/src/money.ts';
import { setupBrowser } from './support/browser.ts';
import { visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';

const session = setupBrowser();

const LEGEND = 'First number is that day/second number is mtd total';

type TrendRow = {
  month_name: string;
  business_day_of_month: number;
  stat_date: string;
  today_open: number;
  mtd_open: number;
  today_closed: number;
  mtd_closed: number;
  today_revenue: string;
  mtd_revenue: string;
  today_partner_revenue: string;
  mtd_partner_revenue: string;
};
type Trend = { rows: TrendRow[] };

describe('revenue trend', () => {
  test("a Super User reads the grid: a cell's MTD is its month's days added up; the chart; a branch", async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/revenue-trend?state=AZ', 'Revenue Trend — AZ');
    const main = page.getByRole('main');
    await visible(main.getByText(LEGEND, { exact: true }));
    const grid = main.getByRole('table', { name: 'Revenue Trend — AZ' });
    await visible(grid);

    // The month before this one is complete: its last business day on screen is its MTD total.
    const trend = await apiGet<Trend>(page, '/revenue/trend?state=AZ&months_back=14');
    const months = [...new Set(trend.rows.map((r) => r.month_name))];
    expect(months).toHaveLength(14);
    const month = trend.rows.filter((r) => r.month_name === months[1]);
    const shown = month.filter((r) => r.business_day_of_month <= 23);
    const cell = shown.at(-1);
    if (!cell) throw new Error('the previous month has no business day');
    const upTo = month.filter((r) => r.business_day_of_month <= cell.business_day_of_month);
    expect(cell.mtd_open).toBe(upTo.reduce((n, r) => n + r.today_open, 0));
    expect(cell.mtd_closed).toBe(upTo.reduce((n, r) => n + r.today_closed, 0));
    expect(toCents(cell.mtd_revenue)).toBe(sumCents(upTo.map((r) => toCents(r.today_revenue))));
    expect(toCents(cell.mtd_partner_revenue)).toBe(
      sumCents(upTo.map((r) => toCents(r.today_partner_revenue))),
    );
    expect(cell.mtd_open, 'the demo data opens files every month').toBeGreaterThan(0);
    const text = await grid.locator(`[data-date="${cell.stat_date}"]`).textContent();
    expect(text).toContain(`Opens: ${cell.today_open} / ${cell.mtd_open}`);
    expect(text).toContain(`Closed: ${cell.today_closed} / ${cell.mtd_closed}`);
    expect(text).toContain(
      `Revenue: ${formatUsdWhole(cell.today_revenue)} / ${formatUsdWhole(cell.mtd_revenue)}`,
    );

    // The chart draws its lines, and says what it shows in words.
    const chart = main.getByRole('region', { name: 'MTD Revenue by Business Day' });
    await visible(chart.locator('svg.recharts-surface').first());
    await visible(chart.getByText(/^MTD revenue by business day\./));

    // A branch: its name in the title and its id in the address.
    const branch = main.getByLabel('Branch', { exact: true });
    const options = await branch.locator('option').allTextContents();
    const name = options.find((o) => o !== 'All branches');
    if (!name) throw new Error('the demo data has no AZ branch');
    await branch.selectOption({ label: name });
    await visible(heading(page, `Revenue Trend — ${name}`));
    await page.waitForURL((url) => url.searchParams.get('branch_id') !== null);
    await visible(main.getByRole('table', { name: `Revenue Trend — ${name}` }));

    await fitsAPhone(page, 'revenue-trend');
  });
});

describe('revenue compare', () => {
  test('a Super User sees the three cards and the charts; a date chosen goes into the address', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/revenue-date-compare?state=AZ', 'Revenue Compare');
    const main = page.getByRole('main');
    for (const card of ['Current Month', 'Previous Month', 'Last Year']) {
      await visible(main.getByRole('region', { name: card, exact: true }));
    }
    await visible(main.getByText(/^Business day \d+ of the month$/));
    const revenue = main.getByRole('region', { name: 'Revenue by Period' });
    await visible(revenue.locator('svg.recharts-surface').first());
    await visible(main.getByRole('region', { name: 'Opens, Closed and Cancels by Period' }));

    const date = main.getByLabel('Report Date', { exact: true });
    const values = await date
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const other = values.at(-1);
    if (!other) throw new Error('no report date offered');
    await date.selectOption(other);
    await page.waitForURL((url) => url.searchParams.get('report_date') === other || values.length === 1);
    const current = main.getByRole('region', { name: 'Current Month', exact: true });
    await visible(
      current.getByText(new RegExp(`– ${other.slice(5, 7)}/${other.slice(8)}/${other.slice(0, 4)}$`)),
    );

    await fitsAPhone(page, 'revenue-compare');
  });
});
