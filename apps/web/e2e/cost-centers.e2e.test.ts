// /admin/cost-centers and its form (spec 000 §2 Cost centers, §4, §5 Cost center form, §8).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, TEXT, visible } from './support/hub.ts';
import { clickCreate, heading, openAs, SUPER, saveButton } from './support/screens.ts';

const session = setupBrowser();
const costCentersTable = (page: Page) => page.getByRole('table', { name: 'Cost Centers' });
const rowOf = (page: Page, company: string) =>
  costCentersTable(page).getByRole('row').filter({ hasText: company });

async function fillForm(page: Page, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = page.getByLabel(label, { exact: false }).first();
    if (label === 'State') await input.selectOption(value ?? '');
    else await input.fill(value ?? '');
  }
}

async function createCostCenter(page: Page, company: string, state = 'NV', description = 'Created by e2e') {
  await page.goto('/admin/cost-centers');
  await clickCreate(page, '+ New Cost Center', 'New Cost Center');
  await fillForm(page, {
    'Company Name': company,
    'Accounting Code': '4100',
    State: state,
    Description: description,
  });
  await saveButton(page).click();
  await visible(heading(page, 'Cost Centers'));
}

describe('cost centers', () => {
  test('a new cost center needs its required fields, starts at order 999 and returns to the list', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/cost-centers/new', 'New Cost Center');
    expect(await page.getByLabel('Output Order').inputValue()).toBe('999');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Company Name is required'));
    await visible(page.getByText('Description is required'));
    expect(new URL(page.url()).pathname).toBe('/admin/cost-centers/new');

    // State starts in the user's own and offers AZ and NV only (issue 10: 'ZZ' was accepted).
    expect(await page.getByLabel('State').first().inputValue()).toBe('AZ');
    expect(await page.getByLabel('State').first().locator('option').allTextContents()).toEqual(['AZ', 'NV']);
    await fillForm(page, {
      'Company Name': 'E2E Create Co',
      State: 'NV',
      Description: 'Henderson escrow',
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(heading(page, 'Cost Centers'));
    const row = rowOf(page, 'E2E Create Co');
    await visible(row);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      '999',
      'E2E Create Co',
      'Henderson escrow',
      '',
      'NV',
      'Edit',
    ]);
  });

  test('editing saves and returns to the list; Cancel leaves it unchanged', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await createCostCenter(page, 'E2E Edit Co');
    await rowOf(page, 'E2E Edit Co').getByRole('link', { name: 'Edit E2E Edit Co' }).click();
    await visible(heading(page, /^Edit Cost Center #\d+$/));
    await fillForm(page, { Description: 'Renamed by e2e', 'Output Order': '' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(heading(page, 'Cost Centers'));
    const row = rowOf(page, 'E2E Edit Co');
    await visible(row.getByText('Renamed by e2e'));
    // An empty Output Order is sent as 0, which sorts first.
    expect(await row.getByRole('cell').first().textContent()).toBe('0');

    await row.getByRole('link', { name: 'Edit E2E Edit Co' }).click();
    await fillForm(page, { Description: 'Not kept' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(heading(page, 'Cost Centers'));
    await visible(rowOf(page, 'E2E Edit Co').getByText('Renamed by e2e'));
  });

  test('the State filter is upper case, kept in the address, and has a Clear link', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await createCostCenter(page, 'E2E Filter NV', 'NV');
    await createCostCenter(page, 'E2E Filter AZ', 'AZ');
    const filter = page.getByLabel('State');
    await filter.fill('nv');
    expect(await filter.inputValue()).toBe('NV');
    await visible(rowOf(page, 'E2E Filter NV'));
    expect(await rowOf(page, 'E2E Filter AZ').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('state')).toBe('NV');
    const states = await costCentersTable(page).locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(new Set(states)).toEqual(new Set(['NV']));

    await page.reload();
    expect(await page.getByLabel('State').inputValue()).toBe('NV');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('State').inputValue()).toBe('');
    await visible(rowOf(page, 'E2E Filter AZ'));

    await page.getByLabel('State').fill('ZZ');
    await visible(page.getByText('No cost centers found.', { exact: true }));
  });

  test('a sorted column and the filter are kept in the address, and the export downloads what the list shows', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/admin/cost-centers?state=NV');
    await visible(costCentersTable(page));
    const company = costCentersTable(page).getByRole('columnheader', { name: /^Company/ });
    expect(await company.getAttribute('aria-sort')).toBe('none');

    // Spec 001 §4: a new column starts descending; the same column again toggles it.
    await company.getByRole('button').click();
    expect(await company.getAttribute('aria-sort')).toBe('descending');
    const names = () => costCentersTable(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
    const descending = await names();
    await company.getByRole('button').click();
    expect(await company.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await names();
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending[0]).toBe(descending.at(-1));
    expect(ascending.at(-1)).toBe(descending[0]);
    await page.waitForURL((url) => url.searchParams.get('dir') === 'asc');

    // A copied link shows the same view.
    const link = page.url();
    expect(new URL(link).searchParams.get('sort')).toBe('company');
    expect(new URL(link).searchParams.get('state')).toBe('NV');
    await page.goto(link);
    await visible(costCentersTable(page));
    expect(await company.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByLabel('State').inputValue()).toBe('NV');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('NV');
  });

  test("a save over someone else's newer change is refused with the server's message", async () => {
    const { page, context } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await createCostCenter(page, 'E2E Stale Co');
    await rowOf(page, 'E2E Stale Co').getByRole('link', { name: 'Edit E2E Stale Co' }).click();
    await visible(heading(page, /^Edit Cost Center #\d+$/));
    const formUrl = page.url();

    const other = await context.newPage();
    await other.goto(formUrl);
    await visible(heading(other, /^Edit Cost Center #\d+$/));
    await fillForm(other, { Description: 'Saved first elsewhere' });
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(heading(other, 'Cost Centers'));

    await fillForm(page, { Description: 'Saved second here' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' }));
    await page.goto('/admin/cost-centers');
    await visible(rowOf(page, 'E2E Stale Co').getByText('Saved first elsewhere'));
  });

  test('sales and escrow users are sent to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/admin/cost-centers');
    await visible(page.getByText(TEXT.notAuthorized));
    expect(new URL(page.url()).pathname).toBe('/not-authorized');
  });
});
