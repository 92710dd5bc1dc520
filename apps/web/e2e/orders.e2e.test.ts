// The order reports of spec 001 §2 (issue 11): the Custom Escrow Report form leads to the open
// orders of a range; the list is sorted and paged by the server with everything in the address; its
// totals row (the whole filter's) equals the sum of the rows of every page; the CSV export holds every
// file of the filter; closed orders carry the 'T'/'S' badge; a 390 px phone's page never widens; the
// closed orders a branch summary's Closes count opens reconcile to the summary's revenue (issue 17).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstDayOfMonth, lastDayOfMonth, shiftMonth, todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';
import {
  cellKey,
  columnTexts,
  csvExport,
  downloadExport,
  moneyAddsUp,
  shownCents,
  textCents,
  totalText,
} from './support/tables.ts';

const session = setupBrowser();

/** Four whole months before this one: a hundred or so AZ files of the demo, three pages of 50. */
const thisMonth = todayInLA();
const START = firstDayOfMonth(shiftMonth(thisMonth, -4));
const END = lastDayOfMonth(shiftMonth(thisMonth, -1));
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const table = (page: Page, name: 'Open Orders' | 'Closed Orders') =>
  page.getByRole('table', { name, exact: true });

describe('order reports', () => {
  test('the Custom Escrow Report leads to the open orders of the range; sort, pages, totals and the CSV agree', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/reports/date-range-selector?state=AZ&type=open');
    await visible(heading(page, 'Custom Escrow Report'));
    await visible(page.getByText('Custom report requires start and end dates.'));

    // Both dates are required (spec 001 §2, §5).
    await page.getByRole('button', { name: 'Run Report' }).click();
    await visible(page.getByText('Both dates are required.').first());
    expect(new URL(page.url()).pathname).toBe('/reports/date-range-selector');
    await fitsAPhone(page, 'custom-escrow-report');

    await page.getByLabel('Start Date').fill(START);
    await page.getByLabel('End Date').fill(END);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await visible(heading(page, 'Open Orders — AZ'));
    const url = new URL(page.url());
    expect(url.pathname).toBe('/reports/open-orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'AZ', open_start: START, open_end: END });
    await visible(page.getByText(`Files opened ${usDate(START)} to ${usDate(END)}`));
    await visible(table(page, 'Open Orders'));

    // The list opens newest first; every row opened in the range.
    const openDates = await columnTexts(table(page, 'Open Orders'), 'Open Date');
    expect(openDates).toHaveLength(50);
    const iso = openDates.map((d) => `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}`);
    expect(iso).toEqual([...iso].sort().reverse());
    expect(iso.every((d) => d >= START && d <= END)).toBe(true);

    // The totals row is the whole filter's: the sum of the Total Revenue of every page's rows.
    const footer = (await table(page, 'Open Orders').locator('tfoot').textContent()) ?? '';
    const files = Number(/Total \(([\d,]+) files\)/.exec(footer)?.[1]?.replace(/,/g, ''));
    expect(files).toBeGreaterThan(50);
    const pages = Math.ceil(files / 50);
    const revenue: number[] = [];
    const seen = new Set<string>();
    const orderNumbers = async () => (await columnTexts(table(page, 'Open Orders'), 'Order #')).map(cellKey);
    for (let p = 1; p <= pages; p += 1) {
      if (p > 1) {
        await page.getByRole('button', { name: String(p), exact: true }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(p));
        // The next page has arrived once none of its rows was on an earlier page.
        await expect.poll(async () => (await orderNumbers()).every((o) => !seen.has(o))).toBe(true);
      }
      const orders = await orderNumbers();
      expect(orders).toHaveLength(p < pages ? 50 : files - 50 * (pages - 1));
      for (const order of orders) seen.add(order);
      revenue.push(...(await columnTexts(table(page, 'Open Orders'), 'Total Revenue')).map(shownCents));
    }
    expect(revenue).toHaveLength(files);
    const total = await totalText(table(page, 'Open Orders'), 'Total Revenue');
    expect(shownCents(total)).toBe(revenue.reduce((a, b) => a + b, 0));

    // A new column starts descending, from page 1, kept in the address.
    const salesPrice = table(page, 'Open Orders').getByRole('columnheader', { name: /^Sales Price/ });
    await salesPrice.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('sales_price');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await salesPrice.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const prices = (await columnTexts(table(page, 'Open Orders'), 'Sales Price'))
          .filter(Boolean)
          .map(shownCents);
        return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) >= price);
      })
      .toBe(true);

    // A row's revenue breakdown opens under it.
    const firstOrder = cellKey((await columnTexts(table(page, 'Open Orders'), 'Order #'))[0] ?? '');
    await page.getByRole('button', { name: firstOrder }).click();
    await visible(page.getByRole('table', { name: `Revenue components of order ${firstOrder}` }));

    // The export holds every file of the filter (all pages), titled Open Orders.
    const { fileName, bytes } = await downloadExport(page, 'CSV');
    // Named by the server, for the report's state and dates (not the day it was made).
    expect(fileName).toBe(`open_orders_AZ_${START}_to_${END}.csv`);
    const { preamble, records } = csvExport(bytes.toString('utf8'));
    expect(preamble[0]).toEqual(['Open Orders']);
    expect(records).toHaveLength(files);

    await fitsAPhone(page, 'open-orders');
  });

  test('closed orders carry the T/S badge of a file whose posted date differs from its close date', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/reports/date-range-selector?state=AZ&type=close');
    await visible(heading(page, 'Custom Escrow Report'));
    // A file of the last year with a badge, as the server lists it.
    const start = firstDayOfMonth(shiftMonth(thisMonth, -12));
    type Answer = {
      rows: { order_number: string; close_badge: 'T' | 'S' | null; calc_close_date: string }[];
    };
    const answer = await apiGet<Answer>(
      page,
      `/files?state=AZ&close_start=${start}&close_end=${END}&page_size=200`,
    );
    const badged = answer.rows.find((row) => row.close_badge !== null);
    if (!badged) throw new Error('the demo data has no closed file with a badge in the last year');
    const day = badged.calc_close_date;

    await page.getByLabel('Start Date').fill(day);
    await page.getByLabel('End Date').fill(day);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await visible(heading(page, 'Closed Orders — AZ'));
    expect(new URL(page.url()).searchParams.get('close_start')).toBe(day);
    const row = table(page, 'Closed Orders').getByRole('row').filter({ hasText: badged.order_number });
    // The badge's letter, and in words for a screen reader.
    const meaning = badged.close_badge === 'T' ? 'posted title date' : 'posted settlement date';
    await visible(row.getByText(`${badged.close_badge}: ${meaning} differs from the close date`));
    await visible(page.getByText(`Files closed ${usDate(day)} to ${usDate(day)}`));
    if (process.env.E2E_SCREENSHOTS)
      await row.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'closed-orders-badge.png') });
    await fitsAPhone(page, 'closed-orders');
  });

  test('the closed orders a branch summary count opens reconcile, line by line, to its revenue', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/branches?state=AZ', 'Branch Escrow Summary');
    type Summary = {
      report_date: string;
      month_start: string;
      rows: { branch_id: number | null; branch_name: string; mtd_closed: number; mtd_revenue: string }[];
    };
    type Lines = { reconciliation: Record<string, Record<string, string>> | null };
    // A report date (the default, else a recent month end) and a branch with closes whose adjustments
    // move between the list and the month; else the default date's first branch with closes.
    const monthEnds = await apiGet<string[]>(page, '/calendar/last-eom?state=AZ&count=6');
    let found: { date: string | undefined; summary: Summary; branch: Summary['rows'][number] } | undefined;
    let fallback: typeof found;
    search: for (const date of [undefined, ...monthEnds]) {
      const summary = await apiGet<Summary>(
        page,
        `/reports/branches?state=AZ${date ? `&report_date=${date}` : ''}`,
      );
      const branches = summary.rows.filter(
        (r) => r.branch_id !== null && r.branch_id !== 0 && r.mtd_closed > 0,
      );
      if (!fallback && branches[0]) fallback = { date, summary, branch: branches[0] };
      for (const branch of branches) {
        const { reconciliation } = await apiGet<Lines>(
          page,
          `/files/reconciliation?state=AZ&branch_id=${branch.branch_id}&close_start=${summary.month_start}&close_end=${summary.report_date}`,
        );
        const moved = ['adjustments_outside', 'adjustments_inside'].some(
          (line) => textCents(reconciliation?.[line]?.company_revenue) !== 0,
        );
        if (moved) {
          found = { date, summary, branch };
          break search;
        }
      }
    }
    const chosen = found ?? fallback;
    if (!chosen) throw new Error('the demo has no AZ branch with closes');
    const { branch } = chosen;
    if (chosen.date) {
      await page.goto(`/reports/branches?state=AZ&report_date=${chosen.date}`);
      await visible(heading(page, 'Branch Escrow Summary'));
    }

    const summaryTable = page.getByRole('main').getByRole('table', { name: 'Branch Escrow Summary AZ' });
    const link = summaryTable.getByRole('link', {
      name: `${branch.mtd_closed} closed, ${branch.branch_name} (opens in a new tab)`,
    });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const lines = tab.getByRole('table', { name: 'Reconciliation to the period reports' });
    await visible(lines);
    const revenue = 'Revenue (Escrow + Magnus Title)';
    // The list's line is its totals row: Escrow + Magnus Title.
    const list = tab.getByRole('table', { name: 'Closed Orders', exact: true });
    const listRevenue =
      shownCents(await totalText(list, 'Escrow')) + shownCents(await totalText(list, 'Magnus Title'));
    expect(shownCents((await columnTexts(lines, revenue))[0] ?? '')).toBe(listRevenue);
    // The lines add up, figure by figure, to the period row, which is the summary's revenue.
    expect(await moneyAddsUp(lines, revenue)).toBe(textCents(branch.mtd_revenue));
    for (const column of ['Escrow', 'Magnus Title', 'Title', 'Partner Title', 'Total Revenue'])
      await moneyAddsUp(lines, column);
    await visible(tab.getByText('Period figure (as the branch summary)'));
    await fitsAPhone(tab, 'closed-orders-reconciliation');
    await tab.close();
  });
});
