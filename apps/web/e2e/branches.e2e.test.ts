// /admin/branches and its form (spec 000 §2 /admin/branches, §3 Branch, §4, §5 Branch form, §8 Branch).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, TEXT, visible } from './support/hub.ts';
import {
  apiGet,
  clickCreate,
  field,
  heading,
  openAs,
  SUPER,
  saveButton,
  uniqueName,
} from './support/screens.ts';

const session = setupBrowser();
const branchesTable = (page: Page) => page.getByRole('table', { name: 'Branches' });
const rowOf = (page: Page, name: string) => branchesTable(page).getByRole('row').filter({ hasText: name });
/** A form field by its label; a required field's label ends with ' *'. */
const save = (page: Page) => saveButton(page).click();

/** Fills the new-branch form and saves it; the list shows afterwards. */
async function createBranch(page: Page, name: string, phone = '(480) 555-0142') {
  await page.goto('/admin/branches');
  await clickCreate(page, '+ Add Branch', 'New Branch');
  await field(page, 'Code').fill('E2E');
  await field(page, 'Name').fill(name);
  await field(page, 'City').fill('Gilbert');
  await field(page, 'ZIP').fill('85233');
  await field(page, 'Phone').fill(phone);
  await save(page);
  await visible(heading(page, 'Branches'));
}

/** The uuid in a row's link to its form. */
async function uuidOf(page: Page, name: string): Promise<string> {
  const href = await rowOf(page, name).getByRole('link', { name }).getAttribute('href');
  return href?.split('/').pop() ?? '';
}

/** Signs in as the super user, creates a branch and opens its form; answers its name. */
async function openNewBranch(page: Page, label: string): Promise<string> {
  await signIn(page, SUPER, DEMO_PASSWORD);
  const name = uniqueName(label);
  await createBranch(page, name);
  await rowOf(page, name).getByRole('link', { name }).click();
  await visible(heading(page, 'Edit Branch'));
  return name;
}

describe('branches admin', () => {
  test('creating a branch: state AZ by default, a cost center, the phone saved as digits', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/branches', 'Branches');
    await clickCreate(page, '+ Add Branch', 'New Branch');
    expect(new URL(page.url()).pathname).toBe('/admin/branches/new');
    expect(await field(page, 'State').inputValue()).toBe('AZ');
    expect(await field(page, 'Active').isChecked()).toBe(true);

    // Name required; a phone must have 10 digits.
    await field(page, 'Phone').fill('555-01');
    await save(page);
    await visible(page.getByText('Name is required', { exact: true }));
    await visible(page.getByText('Must be a 10-digit phone number', { exact: true }));

    const name = uniqueName('Create');
    await field(page, 'Code').fill('E2C');
    await field(page, 'Name').fill(name);
    await field(page, 'Alias').fill('Created');
    await field(page, 'Address 1').fill('100 E Main St');
    await field(page, 'City').fill('Chandler');
    await field(page, 'ZIP').fill('85225');
    await field(page, 'Phone').fill('(480) 555-0177');
    await field(page, 'Escrow Employee Count Override').fill('2');
    const costCenterInput = page.locator('input').and(page.getByLabel('Cost Center', { exact: true }));
    await costCenterInput.click();
    const option = page.getByRole('listbox', { name: 'Cost Center' }).getByRole('option').first();
    const costCenterLabel = ((await option.textContent()) ?? '').trim();
    await option.click();
    await save(page);

    await visible(heading(page, 'Branches'));
    const row = rowOf(page, name);
    await visible(row);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 5)).toEqual([name, 'E2C', 'Chandler', 'AZ', '(480) 555-0177']);
    expect(costCenterLabel.startsWith(cells[5] ?? '-')).toBe(true);

    expect(await apiGet(page, `/branches/${await uuidOf(page, name)}`)).toMatchObject({
      name,
      state: 'AZ',
      phone_number: '4805550177',
      zip: '85225',
      active: true,
      escrow_employee_count_override: 2,
      cost_center_id: expect.any(Number),
    });
  });

  test('editing a branch saves it and shows the stored values again', async () => {
    const { page } = session;
    const name = await openNewBranch(page, 'Edit');
    expect(await field(page, 'Phone').inputValue()).toBe('(480) 555-0142');
    await field(page, 'City').fill('Henderson');
    await field(page, 'State').selectOption('NV');
    await field(page, 'Phone').fill('702.555.0199');
    await save(page);
    await visible(heading(page, 'Branches'));
    const row = rowOf(page, name);
    await visible(row.getByText('Henderson', { exact: true }));
    await visible(row.getByText('(702) 555-0199', { exact: true }));

    await row.getByRole('link', { name }).click();
    await visible(heading(page, 'Edit Branch'));
    expect(await field(page, 'State').inputValue()).toBe('NV');
    const uuid = new URL(page.url()).pathname.split('/').pop();
    expect(await apiGet(page, `/branches/${uuid}`)).toMatchObject({
      city: 'Henderson',
      state: 'NV',
      phone_number: '7025550199',
      version: 2,
    });
  });

  test('an inactive branch is listed only with the toggle on, after the active ones', async () => {
    const { page } = session;
    const name = await openNewBranch(page, 'Close');
    await field(page, 'Active').uncheck();
    await save(page);
    await visible(heading(page, 'Branches'));
    await visible(branchesTable(page));
    await hidden(rowOf(page, name));
    expect(await branchesTable(page).getByText('Inactive', { exact: true }).count()).toBe(0);

    await page.getByLabel('Show Inactive', { exact: true }).check();
    await visible(rowOf(page, name).getByText('Inactive', { exact: true }));
    // Active ones first: no active row after the first inactive one.
    const badges = await branchesTable(page)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.textContent?.includes('Inactive') ?? false));
    const firstInactive = badges.indexOf(true);
    expect(firstInactive).toBeGreaterThan(0);
    expect(badges.slice(firstInactive).every(Boolean)).toBe(true);

    await page.getByLabel('Show Inactive', { exact: true }).uncheck();
    await hidden(rowOf(page, name));
  });

  test("a stale save shows the server's message", async () => {
    const { page, context } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Stale');
    await createBranch(page, name);
    const uuid = await uuidOf(page, name);
    await page.goto(`/admin/branches/${uuid}`);
    await visible(heading(page, 'Edit Branch'));

    const other = await context.newPage();
    await other.goto(`/admin/branches/${uuid}`);
    await visible(heading(other, 'Edit Branch'));
    await field(other, 'City').fill('First');
    await save(other);
    await visible(heading(other, 'Branches'));

    await field(page, 'City').fill('Second');
    await save(page);
    await visible(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' }));
  });

  test('an unknown branch shows the load message; Sales is sent to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, `/admin/branches/${randomUUID()}`);
    // Spec 000 §8 'Could not load branch.', the server's detail preferred.
    await visible(page.getByRole('alert').filter({ hasText: 'Branch not found' }));

    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/admin/branches');
    await visible(page.getByText(TEXT.notAuthorized));
    expect(new URL(page.url()).pathname).toBe('/not-authorized');
  });
});
