// The Commission Payments Summary (spec 001 §2, §5; issue 20) as the demo Super User: the current month
// by default, Last Month, This Month and Apply putting the period in the address, the table and its
// TOTAL footer agreeing with GET /reports/comm-payments, a date not in YYYY-MM-DD falling back to the
// current month; the buttons at 1280 and at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  firstDayOfMonth,
  lastDayOfMonth,
  previousMonth,
  todayInLA,
} from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { visible } from './support/hub.ts';
import { fitsAPhone, PHONE } from './support/phone.ts';
import { apiGet, openAs, SUPER } from './support/screens.ts';
import { totalText } from './support/tables.ts';

const session = setupBrowser();

const TITLE = 'Commission Payments Summary';

type Summary = { rows: { employee_uuid: string | null; total_num_of_payments: number }[] };

const today = todayInLA();
const THIS_MONTH = { start: firstDayOfMonth(today), end: lastDayOfMonth(today) };
const LAST = previousMonth(today);
const LAST_MONTH = { start: firstDayOfMonth(LAST), end: lastDayOfMonth(LAST) };

/** A date field's text box (its clear button carries the same name). */
const dateBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const addressPeriod = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { start: params.get('period_start'), end: params.get('period_end') };
};

/** The table shows the server's answer for the period: its TOTAL's count in the footer, or 'No data.'. */
async function showsTheAnswer(page: Page, period: { start: string; end: string }) {
  const summary = await apiGet<Summary>(
    page,
    `/reports/comm-payments?period_start=${period.start}&period_end=${period.end}`,
  );
  const main = page.getByRole('main');
  if (summary.rows.length > 1) {
    const table = main.getByRole('table', { name: TITLE });
    await visible(table);
    const total = summary.rows.at(-1)?.total_num_of_payments ?? 0;
    await expect.poll(() => totalText(table, '# Payments')).toBe(total.toLocaleString('en-US'));
  } else {
    await visible(main.getByText('No data.'));
  }
}

describe('Commission Payments Summary', () => {
  test('This Month, Last Month and Apply at 1280 px, the buttons at 390 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, SUPER, '/reports/comm-payments', TITLE);
    await expect.poll(() => dateBox(page, 'Period Start').inputValue()).toBe(THIS_MONTH.start);
    expect(await dateBox(page, 'Period End').inputValue()).toBe(THIS_MONTH.end);
    await showsTheAnswer(page, THIS_MONTH);

    await page.getByRole('button', { name: 'Last Month' }).click();
    await expect.poll(() => addressPeriod(page)).toEqual(LAST_MONTH);
    await expect.poll(() => dateBox(page, 'Period Start').inputValue()).toBe(LAST_MONTH.start);
    await showsTheAnswer(page, LAST_MONTH);

    await page.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(() => addressPeriod(page)).toEqual(THIS_MONTH);

    const start = dateBox(page, 'Period Start');
    await start.fill(LAST_MONTH.start);
    await start.press('Tab');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => addressPeriod(page)).toEqual({ start: LAST_MONTH.start, end: THIS_MONTH.end });
    await showsTheAnswer(page, { start: LAST_MONTH.start, end: THIS_MONTH.end });

    // A date not written YYYY-MM-DD falls back to the current month.
    await page.goto(`/reports/comm-payments?period_start=01/05/2020&period_end=${THIS_MONTH.end}`);
    await expect.poll(() => dateBox(page, 'Period Start').inputValue()).toBe(THIS_MONTH.start);

    await fitsAPhone(page, 'comm-payments');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Last Month' }).click();
    await expect.poll(() => addressPeriod(page)).toEqual(LAST_MONTH);
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(() => addressPeriod(page)).toEqual(THIS_MONTH);
    await visible(page.getByRole('button', { name: 'Apply' }));
    await showsTheAnswer(page, THIS_MONTH);
  });
});
