// /admin/employees and the employee form (spec 000 §2 employees, §4 termination warning, §5 employee
// rules, §6 roles, §8 employee messages). Each flow creates its own employees with unique names.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, TEXT, visible } from './support/hub.ts';
import { clickCreate, field, heading, openAs, SUPER, saveButton } from './support/screens.ts';

const session = setupBrowser();

const EMPLOYEE_TEXT = {
  saveFailed: 'There was a problem saving this employee.',
  noMatch: 'No employees match your search.',
  terminationWarning: 'Setting a termination date usually means the employee is inactive.',
  costCenterHint: 'Select a cost center only if there is no branch.',
  photoType: 'The file must be a PNG or JPEG image.',
} as const;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let files: { png: string; fakePng: string };
beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hub-e2e-employees-'));
  files = { png: join(dir, 'photo.png'), fakePng: join(dir, 'not-a-photo.png') };
  await writeFile(files.png, PNG);
  await writeFile(files.fakePng, 'just some text, renamed .png');
});

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const employeeRows = (page: Page) =>
  page.getByRole('table', { name: 'Employees' }).getByTestId('employee-row');

const EMPLOYEE_PATH = /^\/admin\/employees\/[0-9a-f-]{36}$/;

/** Creates an employee through the form and answers its uuid (the page shows its edit form). */
async function createEmployee(page: Page, firstName: string, lastName: string): Promise<string> {
  await page.goto('/admin/employees/new');
  await visible(heading(page, 'New Employee'));
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await saveButton(page).click();
  await page.waitForURL((url) => EMPLOYEE_PATH.test(url.pathname));
  await visible(heading(page, 'Edit Employee'));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Signs in as the super user, creates an employee with no base yet and opens its Comp & Rules. */
async function openCompOfNewEmployee(page: Page, firstName: string): Promise<void> {
  await signIn(page, SUPER, DEMO_PASSWORD);
  await createEmployee(page, firstName, uniqueName('Base'));
  await tab(page, 'Comp & Rules').click();
  await visible(page.getByText('Base: None', { exact: true }));
}

async function searchList(page: Page, text: string) {
  await page.getByLabel('Search', { exact: true }).fill(text);
}

describe('employees', () => {
  // Issue 10: an NV State Super User got AZ preselected, then 'You do not have permission to do this.'
  test('a State Super User creates an employee in their own state, the only one offered', async () => {
    const { page } = session;
    await signIn(page, 'nv.super@hub.test', DEMO_PASSWORD, '/admin/employees/new');
    await visible(heading(page, 'New Employee'));
    expect(await field(page, 'State').inputValue()).toBe('NV');
    expect(await field(page, 'State').locator('option').allTextContents()).toEqual(['NV']);
    await createEmployee(page, uniqueName('Nv'), 'Henderson');
    expect(await field(page, 'State').inputValue()).toBe('NV');
  });

  test('create: required names, an e-mail refused at its field, then the edit page of the new employee', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/employees', 'Employees');
    await clickCreate(page, 'Add Employee', 'New Employee');
    expect(await tab(page, 'JV Relationships').isDisabled()).toBe(true);
    await visible(page.getByRole('link', { name: 'Back to Employees' }));

    // Nothing typed: the screen asks for the names before calling the server.
    await saveButton(page).click();
    await visible(page.getByText('Is required').first());

    const last = uniqueName('Create');
    await page.getByLabel('First Name').fill('Erin');
    await page.getByLabel('Last Name').fill(last);
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Cell Phone').fill('602555012399');
    expect(await field(page, 'Cell Phone').inputValue()).toBe('(602) 555-0123');
    // The contract's e-mail rule is checked at the field before anything is sent.
    await saveButton(page).click();
    await visible(page.getByText(/e-mail address/i));
    expect(new URL(page.url()).pathname).toBe('/admin/employees/new');

    await field(page, 'Email').fill(`${last.toLowerCase()}@hub.test`);
    await saveButton(page).click();
    await page.waitForURL((url) => EMPLOYEE_PATH.test(url.pathname));
    await visible(heading(page, 'Edit Employee'));
    const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await field(page, 'Cell Phone').inputValue()).toBe('(602) 555-0123');
    expect(await tab(page, 'JV Relationships').isDisabled()).toBe(false);
    expect(await page.getByRole('link', { name: 'Quick Stats' }).getAttribute('href')).toBe(
      `/reports/employee/${uuid}`,
    );
    // The defaults of spec 000 §9, shown as percentages.
    await tab(page, 'Comp & Rules').click();
    expect(await field(page, 'Underwriter Split %').inputValue()).toBe('12');
    expect(await field(page, 'Rep Combo Commission %').inputValue()).toBe('5');
    await tab(page, 'Admin').click();
    expect(await field(page, 'count as head %').inputValue()).toBe('100');
    await visible(page.getByText(EMPLOYEE_TEXT.costCenterHint, { exact: true }));
  });

  test('edit and save: percentages, amounts and a partner are kept after a reload', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const partnerLast = uniqueName('Partner');
    await createEmployee(page, 'Pia', partnerLast);
    const last = uniqueName('Edit');
    const uuid = await createEmployee(page, 'Eddie', last);

    await field(page, 'Title').fill('Senior Marketing Rep');
    await tab(page, 'Comp & Rules').click();
    await field(page, 'Commission %').fill('35');
    await field(page, 'Rep Base').fill('$12,500.50x');
    expect(await field(page, 'Rep Base').inputValue()).toBe('12500.50');
    await tab(page, 'Links & Partners').click();
    const partners = page.getByRole('combobox', { name: 'Shares With' });
    await partners.click();
    await partners.fill(partnerLast);
    await page.getByRole('option', { name: `Pia ${partnerLast}` }).click();
    await saveButton(page).click();
    await visible(page.getByText('Employee saved.'));

    await page.reload();
    await visible(heading(page, 'Edit Employee'));
    expect(await field(page, 'Title').inputValue()).toBe('Senior Marketing Rep');
    await tab(page, 'Comp & Rules').click();
    expect(await field(page, 'Commission %').inputValue()).toBe('35');
    expect(await field(page, 'Rep Base').inputValue()).toBe('12500.50');

    await page.goto('/admin/employees');
    await searchList(page, last);
    await visible(employeeRows(page).getByText(`Shares with: Pia ${partnerLast}`, { exact: true }));
    await employeeRows(page)
      .getByRole('link', { name: `Eddie ${last}` })
      .click();
    await page.waitForURL(`**/admin/employees/${uuid}`);
  });

  test('an inactive employee is hidden until the inactive toggle shows it; search by name', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const last = uniqueName('Inactive');
    await createEmployee(page, 'Ida', last);
    await field(page, 'Active').uncheck();
    await saveButton(page).click();
    await visible(page.getByText('Employee saved.'));

    await page.goto('/admin/employees');
    await visible(employeeRows(page));
    await searchList(page, `ida ${last.toLowerCase()}`);
    await visible(page.getByText(EMPLOYEE_TEXT.noMatch, { exact: true }));
    await page.getByRole('switch', { name: 'Show Inactive' }).check();
    await visible(employeeRows(page).getByRole('link', { name: `Ida ${last}` }));
    expect(await employeeRows(page).count()).toBe(1);
    await visible(employeeRows(page).getByText('Inactive', { exact: true }));

    await searchList(page, 'nobody-has-this-name-zz');
    await visible(page.getByText(EMPLOYEE_TEXT.noMatch, { exact: true }));
  });

  test('the demo sales rep links to the Sales Dashboard and the escrow officer to the Escrow Dashboard', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/admin/employees');
    await visible(employeeRows(page));
    const sales = page.getByRole('link', { name: 'Sales Dashboard' });
    const escrow = page.getByRole('link', { name: 'Escrow Dashboard' });
    await visible(sales);
    await visible(escrow);
    expect(await sales.first().getAttribute('href')).toMatch(
      /^\/SalesDashboard\?employee_uuid=[0-9a-f-]{36}$/,
    );
    expect(await escrow.first().getAttribute('href')).toMatch(
      /^\/EscrowDashboard\?employee_uuid=[0-9a-f-]{36}$/,
    );
  });

  test('a termination date shows the warning', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await createEmployee(page, 'Terry', uniqueName('Term'));
    await hidden(page.getByText(EMPLOYEE_TEXT.terminationWarning));
    await field(page, 'Start Date').fill('2024-01-15');
    await field(page, 'Termination Date').fill('2025-06-30');
    await visible(page.getByText(EMPLOYEE_TEXT.terminationWarning, { exact: true }));
    await field(page, 'Termination Date').fill('');
    await hidden(page.getByText(EMPLOYEE_TEXT.terminationWarning));
  });

  test('a PNG photo is uploaded and shown; a text file named .png is refused', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await createEmployee(page, 'Photo', uniqueName('Pic'));
    const photo = page.getByRole('img', { name: 'Employee photo' });

    // Mantine's file field, named Photo; the file goes to the browser's file input behind it.
    await visible(page.getByRole('button', { name: 'Photo', exact: true }));
    const photoFile = page.getByRole('main').locator('input[type="file"]');
    await photoFile.setInputFiles(files.fakePng);
    await visible(page.getByText(EMPLOYEE_TEXT.photoType, { exact: true }));

    await photoFile.setInputFiles(files.png);
    await visible(page.getByText('Photo saved.'));
    await hidden(page.getByText(EMPLOYEE_TEXT.photoType, { exact: true }));
    await visible(photo);
    const src = await photo.getAttribute('src');
    expect(src).toMatch(/^\/static\/uploads\/public\/photo-[0-9a-f]{32}\.png$/);
    // The stored photo is served, and a save after the upload is not refused as stale.
    const served = await page.evaluate(async (url) => (await fetch(url)).status, src ?? '');
    expect(served).toBe(200);
    await field(page, 'Title').fill('Photographed');
    await saveButton(page).click();
    await visible(page.getByText('Employee saved.'));
  });

  test('a super user saves the base through its own call; it shows as whole dollars', async () => {
    const { page } = session;
    await openCompOfNewEmployee(page, 'Basil');
    await field(page, 'Base').fill('$5,250.75');
    expect(await field(page, 'Base').inputValue()).toBe('5250.75');
    await field(page, 'Base Description').fill('Monthly salary');
    await page.getByRole('button', { name: 'Save Base', exact: true }).click();
    await visible(page.getByText('Base: $5,251 (Monthly salary)', { exact: true }));
    // The employee's version moved on with the base: saving the form afterwards is not stale.
    await field(page, 'Commission %').fill('40');
    await saveButton(page).click();
    await visible(page.getByText('Employee saved.'));
    await page.reload();
    await tab(page, 'Comp & Rules').click();
    await visible(page.getByText('Base: $5,251 (Monthly salary)', { exact: true }));
    expect(await field(page, 'Commission %').inputValue()).toBe('40');
  });

  test("a base typed on Comp & Rules is saved by the form's main Save and kept after a reload", async () => {
    const { page } = session;
    await openCompOfNewEmployee(page, 'Bella');
    await field(page, 'Base').fill('6400');
    await field(page, 'Base Description').fill('Draw');
    await field(page, 'Commission %').fill('35');
    await saveButton(page).click();
    await visible(page.getByText('Employee saved.'));
    // The field keeps what was saved, and the stored base shows.
    await visible(page.getByText('Base: $6,400 (Draw)', { exact: true }));
    expect(await field(page, 'Base').inputValue()).toBe('6400');
    await page.reload();
    await tab(page, 'Comp & Rules').click();
    await visible(page.getByText('Base: $6,400 (Draw)', { exact: true }));
    expect(await field(page, 'Base').inputValue()).toBe('6400');
    expect(await field(page, 'Base Description').inputValue()).toBe('Draw');
    expect(await field(page, 'Commission %').inputValue()).toBe('35');
  });

  test('a Sales user opening /admin/employees lands on /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/admin/employees');
    await page.waitForURL('**/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
  });
});
