// /admin/users and its form (spec 000 §2 /admin/users, §3 User, §4, §5 User form, §6, §8 User).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, storedToken, TEXT, visible } from './support/hub.ts';
import {
  apiGet,
  callApi,
  clickCreate,
  field,
  heading,
  openAs,
  SUPER,
  saveButton,
} from './support/screens.ts';

const session = setupBrowser();

const OFFERED_ROLES = [
  'Super User',
  'State Super User',
  'Admin',
  'Banking',
  'Sales',
  'Sales-Assistant',
  'Escrow Officer',
  'Graphics',
];

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });
const rolesGroup = (page: Page) => page.getByRole('group', { name: 'Roles' });
const save = (page: Page) => saveButton(page).click();
const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@hub.test`;

/** Signs in as the super user and creates a user through the API (a fresh e-mail); answers it and its e-mail. */
async function createUser(page: Page, label: string, fields: Record<string, string>) {
  await signIn(page, SUPER, DEMO_PASSWORD);
  const email = uniqueEmail(label);
  const created = await callApi<{ uuid: string }>(page, 'POST', '/users', { email, ...fields });
  return { email, created };
}

/** The input of a searchable select (its open list carries the same label). */
const selectInput = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** Picks the first option whose text contains `search` in a searchable select. */
async function pickOption(page: Page, label: string, search: string): Promise<string> {
  const input = selectInput(page, label);
  await input.click();
  await input.fill(search);
  const option = page
    .getByRole('listbox', { name: label })
    .getByRole('option')
    .filter({ hasText: search })
    .first();
  const text = ((await option.textContent()) ?? '').trim();
  await option.click();
  return text;
}

describe('users admin', () => {
  test('creating a user: required fields, a taken e-mail, roles and an employee link', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/users', 'Users');
    await clickCreate(page, '+ Add User', 'New User');
    expect(new URL(page.url()).pathname).toBe('/admin/users/new');

    // The form offers exactly the spec's roles.
    const boxes = rolesGroup(page).getByRole('checkbox');
    const labels: string[] = [];
    for (const box of await boxes.all()) labels.push((await box.getAttribute('value')) ?? '');
    expect(labels).toEqual(OFFERED_ROLES);

    await save(page);
    // The contract's rules, checked before sending, at their fields in words.
    await visible(page.getByText('Must be an e-mail address', { exact: true }));
    await visible(page.getByText('Must be at least 8 characters', { exact: true }));

    await field(page, 'E-mail').fill('ADMIN@hub.test');
    await field(page, 'Password').fill('e2e-password-1');
    await save(page);
    // The server's 409 names the field: its words stand at E-mail.
    await visible(page.getByText('Another user already has this e-mail', { exact: true }));
    await visible(page.getByRole('alert'));
    expect(new URL(page.url()).pathname).toBe('/admin/users/new');

    const email = uniqueEmail('create');
    await field(page, 'E-mail').fill(email);
    await page.getByLabel('First Name', { exact: true }).fill('Edna');
    await page.getByLabel('Last Name', { exact: true }).fill('Created');
    await rolesGroup(page).getByLabel('Sales', { exact: true }).check();
    await rolesGroup(page).getByLabel('Sales-Assistant', { exact: true }).check();
    const employee = await pickOption(page, 'Employee', 'a');
    const viewed = await pickOption(page, 'View Dashboard', 'e');
    await save(page);

    await visible(heading(page, 'Users'));
    const row = rowOf(page, email);
    await visible(row);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      'Edna Created',
      email,
      'Sales, Sales-Assistant',
      'AZ',
    ]);

    await row.getByRole('link', { name: 'Edna Created' }).click();
    await visible(heading(page, 'Edit User'));
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/users\/[0-9a-f-]{36}$/);
    expect(await selectInput(page, 'Employee').inputValue()).toBe(employee);
    expect(await selectInput(page, 'View Dashboard').inputValue()).toBe(viewed);
    expect(await rolesGroup(page).getByLabel('Sales', { exact: true }).isChecked()).toBe(true);
    expect(await rolesGroup(page).getByLabel('Sales-Assistant', { exact: true }).isChecked()).toBe(true);
    expect(await rolesGroup(page).getByLabel('Admin', { exact: true }).isChecked()).toBe(false);

    // What the server stored: roles comma-joined, the employee ids set.
    const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await apiGet(page, `/users/${uuid}`);
    expect(stored).toMatchObject({ email, roles: 'Sales,Sales-Assistant', is_active: true });
    expect(stored.employee_id).toEqual(expect.any(Number));
    expect(stored.view_employee_id).toEqual(expect.any(Number));
  });

  test('editing, a new password that signs in, and deactivating behind Show Inactive', async () => {
    const { page, context } = session;
    const { email, created } = await createUser(page, 'edit', {
      password: 'e2e-first-password',
      first_name: 'Ed',
      last_name: 'Itable',
      roles: 'Admin',
    });
    expect(created.status).toBe(201);

    // The user signs in elsewhere and keeps that session.
    const other = await context.browser()?.newContext({ baseURL: session.baseURL });
    if (!other) throw new Error('no browser');
    const otherPage = await other.newPage();
    await signIn(otherPage, email, 'e2e-first-password');
    const oldToken = await storedToken(otherPage);
    await other.close();

    await page.goto('/admin/users');
    await rowOf(page, email).getByRole('link', { name: 'Ed Itable' }).click();
    await visible(heading(page, 'Edit User'));
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('First Name', { exact: true }).fill('Edited');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await save(page);
    await visible(page.getByText('Must be at least 8 characters', { exact: true }));
    await page.getByLabel('New Password', { exact: true }).fill('e2e-second-password');
    await save(page);
    await visible(heading(page, 'Users'));
    await visible(rowOf(page, email).getByRole('link', { name: 'Edited Itable' }));

    // The new password works; the old one no longer does.
    const fresh = await context.browser()?.newContext({ baseURL: session.baseURL });
    if (!fresh) throw new Error('no browser');
    const freshPage = await fresh.newPage();
    await freshPage.goto('/');
    await freshPage.getByPlaceholder('Email', { exact: true }).fill(email);
    await freshPage.getByPlaceholder('Password', { exact: true }).fill('e2e-first-password');
    await freshPage.getByRole('button', { name: 'Login', exact: true }).click();
    await visible(freshPage.getByText(TEXT.invalidCredentials, { exact: true }));
    await signIn(freshPage, email, 'e2e-second-password');
    expect(await storedToken(freshPage)).toBeTruthy();
    await fresh.close();

    // Deactivate: hidden from the list until 'Show Inactive' is ticked.
    await rowOf(page, email).getByRole('link', { name: 'Edited Itable' }).click();
    await visible(heading(page, 'Edit User'));
    await page.getByLabel('Active', { exact: true }).uncheck();
    await save(page);
    await visible(heading(page, 'Users'));
    await visible(usersTable(page));
    await hidden(rowOf(page, email));
    await page.getByLabel('Show Inactive', { exact: true }).check();
    await visible(rowOf(page, email).getByText('Inactive', { exact: true }));
    await page.getByLabel('Show Inactive', { exact: true }).uncheck();
    await hidden(rowOf(page, email));

    // The token from before is refused now.
    const status = await page.evaluate(async (token) => {
      const response = await fetch('/api/users/roles/live', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    }, oldToken);
    expect([401, 403]).toContain(status);
  });

  test("a stale save shows the server's message", async () => {
    const { page, context } = session;
    const { created } = await createUser(page, 'stale', { password: 'e2e-password-1', roles: 'Banking' });
    await page.goto(`/admin/users/${created.body.uuid}`);
    await visible(heading(page, 'Edit User'));

    const other = await context.newPage();
    await other.goto(`/admin/users/${created.body.uuid}`);
    await visible(heading(other, 'Edit User'));
    await other.getByLabel('Last Name', { exact: true }).fill('First');
    await save(other);
    await visible(heading(other, 'Users'));

    await page.getByLabel('Last Name', { exact: true }).fill('Second');
    await save(page);
    await visible(page.getByRole('alert').filter({ hasText: 'Someone else changed this record' }));
  });

  test('a State Super User is not offered the Super User or Admin role', async () => {
    const { page } = session;
    await signIn(page, 'nv.super@hub.test', DEMO_PASSWORD, '/admin/users/new');
    await visible(heading(page, 'New User'));
    await visible(rolesGroup(page).getByLabel('State Super User', { exact: true }));
    expect(await rolesGroup(page).getByLabel('Super User', { exact: true }).count()).toBe(0);
    expect(await rolesGroup(page).getByLabel('Admin', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('NV');
  });

  test('an unknown user shows the load message', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, `/admin/users/${randomUUID()}`);
    // Spec 000 §8 'Could not load user.', the server's detail preferred.
    await visible(page.getByRole('alert').filter({ hasText: 'User not found' }));
    expect(await heading(page, 'Edit User').count()).toBe(1);
  });

  test('an Admin opening /admin/users lands on /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD, '/admin/users');
    await visible(page.getByText(TEXT.notAuthorized));
    expect(new URL(page.url()).pathname).toBe('/not-authorized');
  });
});
