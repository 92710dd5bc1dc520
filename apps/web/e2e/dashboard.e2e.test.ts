// The root dashboard's choice of view for each demo role, the menu's role rules, and the routes of the
// layout (spec 000 §2 Root dashboard, Layout, Route table, /not-authorized; §6).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUser,
  decodeJwt,
  expectLauncher,
  logoutButton,
  mainMenu,
  signIn,
  storedToken,
  submitLogin,
  TEXT,
  visible,
} from './support/hub.ts';
import { apiGet, heading } from './support/screens.ts';

const session = setupBrowser();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type View = 'launcher' | 'sales' | 'sales-as-assistant' | 'escrow';

/** Spec 000 §2: which view the root chooses for a user's roles (case-insensitive substrings). */
function expectedView(user: DemoUser): View {
  const roles = user.roles.join(',').toLowerCase();
  if (roles.includes('sales-assistant')) return 'sales-as-assistant';
  if (roles.includes('sales')) return 'sales';
  if (roles.includes('escrow')) return 'escrow';
  return 'launcher';
}

/** A dashboard frame for the signed-in user's own employee: no banner, not Access Denied. */
async function expectOwnDashboard(page: Page, title: string) {
  await visible(heading(page, title));
  expect(await page.getByText(TEXT.notLinked).count()).toBe(0);
  expect(await page.getByText(/^Viewing dashboard for /).count()).toBe(0);
}

describe('root dashboard chooses the view of each demo role', () => {
  for (const user of DEMO_USERS) {
    const view = expectedView(user);
    test(`${user.email} (${user.roles.join(', ')}) -> ${view}`, async () => {
      const { page } = session;
      await signIn(page, user.email, DEMO_PASSWORD);
      switch (view) {
        case 'launcher':
          await expectLauncher(page);
          expect(new URL(page.url()).pathname).toBe('/');
          break;
        case 'sales':
          await expectOwnDashboard(page, 'Sales Dashboard');
          expect(new URL(page.url()).pathname).toBe('/');
          break;
        case 'escrow':
          await expectOwnDashboard(page, 'Escrow Dashboard');
          expect(new URL(page.url()).pathname).toBe('/');
          break;
        case 'sales-as-assistant': {
          await page.waitForURL((url) => url.pathname === '/SalesDashboard');
          const employee = new URL(page.url()).searchParams.get('employee_uuid') ?? '';
          expect(employee).toMatch(UUID);
          await visible(heading(page, 'Sales Dashboard'));
          // The banner names the rep once read, never their uuid.
          const banner = await visible(page.getByText(/^Viewing dashboard for [^…]+$/));
          expect(await banner.textContent()).not.toContain(employee);
          break;
        }
      }
      await visible(logoutButton(page));
    });
  }
});

test('the Sales-Assistant lands on the dashboard of the rep it views (the demo sales rep)', async () => {
  const { page } = session;
  await signIn(page, 'sales@hub.test', DEMO_PASSWORD);
  const rep = decodeJwt((await storedToken(page)) ?? '').payload.employee_uuid;
  expect(rep).toMatch(UUID);
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'assistant@hub.test', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/SalesDashboard');
  expect(new URL(page.url()).searchParams.get('employee_uuid')).toBe(rep);
});

/** 'First Last' of an employee, read through the API with the signed-in user's token. */
async function employeeName(page: Page, uuid: string): Promise<string> {
  const employee = await apiGet<{ first_name: string; last_name: string }>(page, `/employees/secure/${uuid}`);
  return `${employee.first_name} ${employee.last_name}`;
}

/** The demo sales rep: uuid and name, read as the rep themself. */
async function demoRep(page: Page): Promise<{ uuid: string; name: string }> {
  await signIn(page, 'sales@hub.test', DEMO_PASSWORD);
  const uuid = String(decodeJwt((await storedToken(page)) ?? '').payload.employee_uuid);
  const name = await employeeName(page, uuid);
  await page.evaluate(() => window.localStorage.clear());
  return { uuid, name };
}

/** Signs in as `email` and opens the Rep Dashboard menu item. */
async function openRepDashboard(page: Page, email: string): Promise<void> {
  await signIn(page, email, DEMO_PASSWORD, '/banking');
  await mainMenu(page).getByRole('link', { name: 'Rep Dashboard', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/SalesDashboard');
}

describe('Rep Dashboard menu item (spec 000 §2 Layout, /SalesDashboard)', () => {
  test("opens the rep a Sales-Assistant views, with the rep's name in the banner", async () => {
    const { page } = session;
    const rep = await demoRep(page);
    await openRepDashboard(page, 'assistant@hub.test');
    expect(new URL(page.url()).searchParams.get('employee_uuid')).toBe(rep.uuid);
    await visible(page.getByText(`Viewing dashboard for ${rep.name}`, { exact: true }));
    expect(await page.getByText('Access Denied').count()).toBe(0);
  });

  test('offers a super user a rep picker; the picked rep is shown by name', async () => {
    const { page } = session;
    const rep = await demoRep(page);
    await openRepDashboard(page, 'super@hub.test');
    await visible(heading(page, 'Sales Dashboard'));
    expect(await page.getByText('Access Denied').count()).toBe(0);
    expect(await page.getByText(TEXT.notLinked).count()).toBe(0);
    const picker = page.getByRole('main').getByRole('combobox', { name: 'Rep', exact: true });
    await picker.click();
    await picker.fill(rep.name);
    await page.getByRole('option', { name: `${rep.name} (AZ)`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('employee_uuid') === rep.uuid);
    await visible(page.getByText(`Viewing dashboard for ${rep.name}`, { exact: true }));
  });
});

describe('menu', () => {
  // Spec 000 §2 Layout and §6: Admin and Reports hidden from sales and escrow officer roles;
  // Rep Dashboard for super and sales roles.
  const cases: Array<{ email: string; shown: string[]; hiddenItems: string[] }> = [
    { email: 'super@hub.test', shown: ['Admin', 'Reports', 'Rep Dashboard'], hiddenItems: [] },
    { email: 'admin@hub.test', shown: ['Admin', 'Reports'], hiddenItems: ['Rep Dashboard'] },
    { email: 'sales@hub.test', shown: ['Rep Dashboard'], hiddenItems: ['Admin', 'Reports'] },
    { email: 'escrow@hub.test', shown: [], hiddenItems: ['Admin', 'Reports', 'Rep Dashboard'] },
  ];
  for (const { email, shown, hiddenItems } of cases) {
    test(`${email} sees ${['Dashboard', ...shown, 'Change Password'].join(', ')} and Logout`, async () => {
      const { page } = session;
      await signIn(page, email, DEMO_PASSWORD);
      const menu = mainMenu(page);
      for (const name of ['Dashboard', ...shown, 'Change Password']) {
        await visible(menu.getByRole('link', { name, exact: true }));
      }
      for (const name of hiddenItems)
        expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(0);
      await visible(logoutButton(page));
    });
  }
});

describe('routes', () => {
  test("'Checking access…' shows while the live role check is pending", async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD);
    await expectLauncher(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/users/roles/live', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await visible(page.getByText(TEXT.checkingAccess, { exact: true }));
    release();
    await expectLauncher(page);
  });

  test('an unknown path shows the default dashboard', async () => {
    const { page } = session;
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/no/such/page');
    await expectLauncher(page);
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });

  test('/DefaultDashboard shows the launcher, whatever the role', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/DefaultDashboard');
    await expectLauncher(page);
  });

  test('/not-authorized says so and links back home', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD, '/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectLauncher(page);
  });

  test('/banking is the coming-soon placeholder', async () => {
    const { page } = session;
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/banking');
    await visible(heading(page, 'Banking'));
    await visible(page.getByRole('main').getByText('Coming Soon', { exact: true }));
  });

  test('a route opened signed out shows the login screen; signing in leads back to it', async () => {
    const { page } = session;
    await page.goto('/banking?from=link');
    await submitLogin(page, 'admin@hub.test', DEMO_PASSWORD);
    await visible(heading(page, 'Banking'));
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/banking?from=link');
  });
});
