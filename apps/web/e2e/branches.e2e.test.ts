// /admin/branches and its form (spec 000 §2 /admin/branches, §3 Branch, §4, §5 Branch form, §8 Branch).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, storedToken, TEXT, visible } from './support/hub.ts';

const session = setupBrowser();
const SUPER = 'super@hub.test';

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { name, exact: true });
const branchesTable = (page: Page) => page.getByRole('table', { name: 'Branches' });
const rowOf = (page: Page, name: string) => branchesTable(page).getByRole('row').filter({ hasText: name });
/** A form field by its label; a required field's label ends with ' *'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(?: \\*)?$`));
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const uniqueName = (label: string) => `E2E ${label} ${randomUUID().slice(0, 6)}`;

/** GET a path of the API with the page's own token. */
async function apiGet(page: Page, path: string) {
  const token = await storedToken(page);
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    },
    { path, token },
  );
}

/** Fills the new-branch form and saves it; the list shows afterwards. */
async function createBranch(page: Page, name: string, phone = '(480) 555-0142') {
  await page.goto('/admin/branches');
  await page.getByRole('link', { name: '+ Add Branch' }).click();
  await visible(heading(page, 'New Branch'));
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

describe('branches admin', () => {
  test('creating a branch: state AZ by default, a cost center, the phone saved as digits', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/admin/branches');
    await visible(heading(page, 'Branches'));
    await page.getByRole('link', { name: '+ Add Branch' }).click();
    await visible(heading(page, 'New Branch'));
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

    const stored = await apiGet(page, `/branches/${await uuidOf(page, name)}`);
    expect(stored.body).toMatchObject({
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
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Edit');
    await createBranch(page, name);
    await rowOf(page, name).getByRole('link', { name }).click();
    await visible(heading(page, 'Edit Branch'));
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
    const stored = await apiGet(page, `/branches/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(stored.body).toMatchObject({
      city: 'Henderson',
      state: 'NV',
      phone_number: '7025550199',
      version: 2,
    });
  });

  test('an inactive branch is listed only with the toggle on, after the active ones', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Close');
    await createBranch(page, name);
    await rowOf(page, name).getByRole('link', { name }).click();
    await visible(heading(page, 'Edit Branch'));
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
