// The EO Dashboard (spec 001 §2 EO Dashboard, §5, §9): as a Super User, NV by default, then All; a
// custom end date typed in goes to the address and to the server's parameters; a section's totals row
// equals the sum of its rows, on screen and in its CSV; a 390 px phone's page never widens; a Sales
// user is sent to /not-authorized.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, TEXT, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { heading, SUPER } from './support/screens.ts';
import { columnTexts, parseCsv, shownCents, totalText } from './support/tables.ts';

const session = setupBrowser();

const PATH = '/reports/eo-dashboard';
const SECTIONS = [
  'YTD Closed Breakdown',
  'YTD Closed Branch Breakdown',
  'Revenue Breakdown By EO',
  'Revenue Breakdown By Branch',
  'YTD Snapshot By EO',
  'YTD Snapshot By Branch',
  'Open Breakdown By EO',
  'Open Breakdown By Branch',
] as const;

const main = (page: Page) => page.getByRole('main');
const params = (page: Page) => main(page).getByRole('group', { name: 'Report parameters' });
const table = (page: Page, name: string) => main(page).getByRole('table', { name, exact: true });
const count = (text: string) => Number(text.replace(/,/g, ''));

/** The server's parameters as the page shows them. */
async function shownParams(page: Page, dateTo: string, state: string): Promise<void> {
  await expect.poll(async () => params(page).textContent()).toContain(`date_to: ${dateTo}`);
  await expect.poll(async () => params(page).textContent()).toContain(`state: ${state}`);
}

/** A section's CSV, downloaded with its own export button. */
async function sectionCsv(page: Page, section: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('group', { name: `Export ${section}` })
      .getByRole('button', { name: 'Export CSV', exact: true })
      .click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return parseCsv(text);
}

async function rowsOf(section: Locator): Promise<number> {
  return section.locator(':scope > tbody > tr').count();
}

describe('EO Dashboard', () => {
  test('a Super User: NV by default, All, a custom date, totals equal to the rows', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, PATH);
    await visible(heading(page, 'EO Dashboard'));
    const today = todayInLA();
    expect(await main(page).getByLabel('State').inputValue()).toBe('NV');
    await shownParams(page, today, 'NV');
    // The Ending shows the date the report ran for: today from the list on a weekday, on a weekend
    // Custom with today in the date input (it read Custom with an empty date).
    const shownEnding = await main(page).getByLabel('Ending').inputValue();
    if (shownEnding === 'custom') {
      expect(await main(page).getByRole('textbox', { name: 'Custom Date' }).inputValue()).toBe(today);
    } else {
      expect(shownEnding).toBe(today);
    }
    for (const section of SECTIONS) {
      await visible(main(page).getByRole('heading', { name: section, exact: true }));
    }

    // All: no state is sent; the address keeps the choice.
    await main(page).getByLabel('State').selectOption('all');
    await page.waitForURL((url) => url.searchParams.get('state') === 'all');
    await shownParams(page, today, 'All');

    // The branches' YTD closings and revenue: the totals row is the sum of the rows.
    const closed = table(page, 'YTD Closed Branch Breakdown');
    await visible(closed);
    expect(await rowsOf(closed)).toBeGreaterThan(0);
    const closings = (await columnTexts(closed, 'YTD Closed')).map(count);
    const totalClosings = closings.reduce((a, b) => a + b, 0);
    expect(count(await totalText(closed, 'YTD Closed'))).toBe(totalClosings);
    const revenue = table(page, 'Revenue Breakdown By Branch');
    const revenueCents = (await columnTexts(revenue, 'YTD Total Revenue')).map(shownCents);
    expect(shownCents(await totalText(revenue, 'YTD Total Revenue'))).toBe(
      revenueCents.reduce((a, b) => a + b, 0),
    );
    // The officers' rows add up to the same closings.
    const byOfficer = (await columnTexts(table(page, 'YTD Closed Breakdown'), 'YTD Closed')).map(count);
    expect(byOfficer.reduce((a, b) => a + b, 0)).toBe(totalClosings);

    // The section's file: the same rows, then the same total.
    const csv = await sectionCsv(page, 'YTD Closed Branch Breakdown');
    const header = csv.findIndex((row) => row[0] === 'Branch');
    expect(header).toBeGreaterThan(-1);
    const column = csv[header]?.indexOf('YTD Closed') ?? -1;
    const fileRows = csv.slice(header + 1).filter((row) => row.some((cell) => cell !== ''));
    expect(fileRows.map((row) => Number(row[column]))).toEqual([...closings, totalClosings]);
    expect(fileRows.at(-1)?.[0]).toBe('Total');

    // Custom: a date input; the typed date goes to the address and comes back as the server's date_to.
    const year = Number(today.slice(0, 4)) - 1;
    const custom = `${year}-06-30`;
    await main(page).getByLabel('Ending').selectOption('custom');
    const input = main(page).getByRole('textbox', { name: 'Custom Date' });
    await visible(input);
    await input.fill(custom);
    await input.press('Tab');
    await page.waitForURL((url) => url.searchParams.get('date_to') === custom);
    await shownParams(page, custom, 'All');
    expect(await main(page).getByLabel('Ending').inputValue()).toBe('custom');

    // A weekday of the list again.
    const ending = main(page).getByLabel('Ending');
    const second = await ending.locator('option').nth(1).getAttribute('value');
    await ending.selectOption(second ?? '');
    await page.waitForURL((url) => url.searchParams.get('date_to') === second);
    await shownParams(page, second ?? '', 'All');
    await expect.poll(async () => input.count()).toBe(0);
  });

  test('fits a 390 px phone', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, `${PATH}?state=all`);
    await visible(table(page, 'YTD Closed Breakdown'));
    await fitsAPhone(page, 'eo-dashboard');
  });

  test('a Sales user goes to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, PATH);
    await page.waitForURL((url) => url.pathname === '/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized));
  });
});
