// File search, client search, client history summary (spec 001 §2, §4, §5, §8) and the header's
// quick find (issue 11, beyond the spec): a super user finds a file from the header with the '/' key
// and gets the override dialog, an administrator gets the file search; the Client Search tile leads
// to the client search; the client history sorts and applies its filters; the missing-parameter
// texts; a 390 px phone opens quick find from its icon and no page widens.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { quickFind, quickFindBox, quickFindResults, slashToQuickFind } from './support/files.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { fitsAPhone, PHONE } from './support/phone.ts';
import { apiGet, SUPER } from './support/screens.ts';

const session = setupBrowser();
const ADMIN = 'admin@hub.test';

const TEXTS = {
  missing: 'Missing required parameters.',
  missingRange: 'Please provide start and end query parameters (YYYY-MM-DD).',
  noResults: 'No results found for the selected filters.',
} as const;

type FoundFile = { file_uuid: string; order_number: string; open_date: string };
type HistoryRow = { company_name: string | null; total_files: number };
type HistoryPage = { rows: HistoryRow[]; total: number };

/** A demo file, found through the file search's own call. */
async function demoFile(page: Page): Promise<FoundFile> {
  const rows = await apiGet<FoundFile[]>(page, '/files/file-search?order_number=10');
  const file = rows[3] ?? rows[0];
  if (!file) throw new Error('the demo database has no file whose order number starts with 10');
  return file;
}

/** 'YYYY-MM-DD' of today and a year back, in Los Angeles (the searches' default range). */
function lastYear(): { start: string; end: string } {
  const end = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  return { start: `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`, end };
}

describe('file search and quick find', () => {
  test("a super user finds a file from the header with '/' and gets its override dialog", async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const file = await demoFile(page);
    await visible(quickFindBox(page));

    // '/' outside a field goes to the box.
    await slashToQuickFind(page);
    await quickFind(page, file.order_number.toLowerCase(), new RegExp(`^${file.order_number}`));
    const filesGroup = quickFindResults(page).getByRole('group', { name: 'Files' });
    await visible(filesGroup.getByRole('option', { name: new RegExp(`^${file.order_number}`) }));
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'quick-find-open-1366.png') });
    }
    // The whole number is the first result: Enter takes it.
    await quickFindBox(page).press('Enter');
    const dialog = page.getByRole('dialog', { name: `File ${file.order_number}` });
    await visible(dialog.getByText('Override File Values').first());
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Escape');
    await hidden(dialog);

    // From the file search page, the order number opens the same dialog.
    await page.goto(`/reports/file-search?order_number=${encodeURIComponent(file.order_number)}`);
    const table = page.getByRole('table', { name: 'Files' });
    await visible(table.getByRole('button', { name: file.order_number, exact: true }));
    await table.getByRole('button', { name: file.order_number, exact: true }).click();
    await visible(page.getByRole('dialog', { name: `File ${file.order_number}` }));
  });

  test('an administrator who is not super gets the file search for the chosen file', async () => {
    const { page } = session;
    await signIn(page, ADMIN, DEMO_PASSWORD);
    const file = await demoFile(page);
    await quickFindBox(page).click();
    await quickFind(page, file.order_number, new RegExp(`^${file.order_number}`));
    await quickFindResults(page)
      .getByRole('option', { name: new RegExp(`^${file.order_number}`) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/reports/file-search');
    expect(new URL(page.url()).searchParams.get('order_number')).toBe(file.order_number);
    const table = page.getByRole('table', { name: 'Files' });
    await visible(table.getByRole('cell', { name: file.order_number, exact: true }));
    // Text, not a button: only a super user opens the override dialog.
    expect(await table.getByRole('button', { name: file.order_number, exact: true }).count()).toBe(0);

    // The page's own box searches again; Search waits for a number.
    const form = page.getByRole('form', { name: 'Search by order number' });
    await form.getByLabel('Order number').fill('');
    expect(await form.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await form.getByLabel('Order number').fill(file.order_number.slice(0, 5));
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('order_number') === file.order_number.slice(0, 5));
    await visible(table.getByRole('cell', { name: file.order_number.slice(0, 5) }).first());
    await fitsAPhone(page, 'file-search');
  });

  test('the File Search tile, and the missing-parameter texts of the three screens', async () => {
    const { page } = session;
    await signIn(page, ADMIN, DEMO_PASSWORD);
    // The File Search tile: Search waits for a number, then opens the file search for it.
    const tile = page.getByRole('form', { name: 'File Search' });
    expect(await tile.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await tile.getByPlaceholder('Order number').fill(' 101-2 ');
    await tile.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('order_number') === '101-2');
    await visible(
      page
        .getByRole('table', { name: 'Files' })
        .getByRole('cell', { name: /^101-2/ })
        .first(),
    );

    await page.goto('/reports/file-search');
    await visible(page.getByText(TEXTS.missing, { exact: true }));
    await page.goto('/reports/client-search?start=2025-01-01&client_search=smith');
    await visible(page.getByText(TEXTS.missing, { exact: true }));
    await page.goto('/reports/client-history-summary?end=2025-12-31');
    await visible(page.getByText(TEXTS.missingRange, { exact: true }));
  });
});

describe('client search', () => {
  test('the Client Search tile leads to the client search, which links to the order reports', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const range = lastYear();
    const top = await apiGet<HistoryPage>(
      page,
      `/files/client-history?start=${range.start}&end=${range.end}&page_size=1`,
    );
    const company = top.rows[0]?.company_name;
    if (!company) throw new Error('the demo database has no client with files in the last year');

    const tile = page.getByRole('form', { name: 'Client Search' });
    await visible(tile);
    expect(await tile.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await tile.getByPlaceholder('Client name').fill(company.toLowerCase());
    await tile.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/client-search');
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(address)).toEqual({ ...range, client_search: company.toLowerCase() });

    const table = page.getByRole('table', { name: 'Files' });
    await visible(table.getByRole('row').nth(1));

    const open = page.getByRole('link', { name: 'Open Orders' });
    expect(await open.getAttribute('href')).toBe(
      `/reports/open-orders?open_start=${range.start}&open_end=${range.end}&client_search=${encodeURIComponent(company.toLowerCase()).replace(/%20/g, '+')}`,
    );
    // A one-letter search is not passed on (spec 001 §5).
    await page.goto(`/reports/client-search?start=${range.start}&end=${range.end}&client_search=a`);
    await visible(page.getByRole('table', { name: 'Files' }).getByRole('row').nth(1));
    expect(await page.getByRole('link', { name: 'Closed Orders' }).getAttribute('href')).toBe(
      `/reports/closed-orders?close_start=${range.start}&close_end=${range.end}`,
    );
    await fitsAPhone(page, 'client-search');
  });

  test('quick find opens the client search for a client over the last year', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const range = lastYear();
    const top = await apiGet<HistoryPage>(
      page,
      `/files/client-history?start=${range.start}&end=${range.end}&page_size=1`,
    );
    const company = top.rows[0]?.company_name ?? '';
    await quickFindBox(page).click();
    await quickFind(page, company.slice(0, 8), /.+/);
    const clients = quickFindResults(page).getByRole('group', { name: 'Clients' });
    const option = clients.getByRole('option').first();
    const name = (await option.locator('p').first().textContent()) ?? '';
    await option.click();
    await page.waitForURL((url) => url.pathname === '/reports/client-search');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ ...range, client_search: name });
    await visible(page.getByRole('table', { name: 'Files' }).getByRole('row').nth(1));
  });
});

describe('client history summary', () => {
  test('applies its filters, keeps Min Files in the address only above 1, and sorts', async () => {
    const { page } = session;
    const range = lastYear();
    await signIn(page, ADMIN, DEMO_PASSWORD, '/reports/client-history-summary');
    await visible(page.getByText(TEXTS.missingRange, { exact: true }));
    const form = page.getByRole('form', { name: 'Filters' });
    // The dates start at the default range; Apply puts them in the address.
    expect(await form.getByRole('textbox', { name: 'Start' }).inputValue()).toBe(range.start);
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('start') === range.start);
    const table = page.getByRole('table', { name: 'Client History' });
    await visible(table.getByRole('row').nth(1));
    const header = (name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(await header('Total Files').getAttribute('aria-sort')).toBe('descending');

    // Company starts ascending (spec 001 §4), the next click descends.
    await header('Company').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'company_name');
    expect(new URL(page.url()).searchParams.get('dir')).toBe('asc');
    expect(await header('Company').getAttribute('aria-sort')).toBe('ascending');
    const companies = async () =>
      (await table.locator('tbody tr td:first-child').allTextContents()).slice(0, 5);
    await expect
      .poll(async () => {
        const names = await companies();
        const lower = names.map((name) => name.toLowerCase());
        return lower.join('|') === [...lower].sort().join('|');
      })
      .toBe(true);
    await header('Company').getByRole('button').click();
    await expect.poll(() => header('Company').getAttribute('aria-sort')).toBe('descending');
    // Last File Date starts descending.
    await header('Last File Date').getByRole('button').click();
    await expect.poll(() => header('Last File Date').getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('dir')).toBe(null);

    // Min Files 3: in the address, and every client has at least 3 files.
    await form.getByLabel('Client Search').fill('  ');
    await form.getByLabel('Min Files').fill('3');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('min_files') === '3');
    expect(new URL(page.url()).searchParams.has('client_search')).toBe(false);
    await expect
      .poll(async () => {
        const totals = await table.locator('tbody tr td:nth-child(4)').allTextContents();
        return totals.length > 0 && totals.every((total) => Number(total) >= 3);
      })
      .toBe(true);
    // Back to 1: left out of the address.
    await form.getByLabel('Min Files').fill('1');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => !url.searchParams.has('min_files'));

    // A search that matches nobody.
    await form.getByLabel('Client Search').fill('  zzqqxx nobody  ');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('client_search') === 'zzqqxx nobody');
    await visible(page.getByText(TEXTS.noResults, { exact: true }));
    await page.goto(`/reports/client-history-summary?start=${range.start}&end=${range.end}`);
    await visible(page.getByRole('table', { name: 'Client History' }).getByRole('row').nth(1));
    await fitsAPhone(page, 'client-history-summary');
  });
});

describe('quick find on a phone', () => {
  test('is an icon that opens the box in a dialog; the header fits 390 px', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    const file = await demoFile(page);
    const icon = page.getByRole('button', { name: 'Quick find' });
    await visible(icon);
    const box = await icon.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Quick Find' });
    await visible(dialog);
    await dialog.getByRole('combobox', { name: 'Quick find' }).fill(file.order_number);
    await visible(dialog.getByRole('option', { name: new RegExp(`^${file.order_number}`) }).first());
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'quick-find-390.png') });
    }
    await dialog.getByRole('combobox', { name: 'Quick find' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/reports/file-search');
    await hidden(dialog);
    await visible(page.getByRole('table', { name: 'Files' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
