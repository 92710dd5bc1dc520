// /admin tools page (spec 000 §2 /admin, §6): tiles by role, and the guard.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, TEXT, visible } from './support/hub.ts';

const session = setupBrowser();

const ALL_TILES = [
  'Users',
  'Cost Centers',
  'Branches',
  'Employees',
  'JVs',
  'Monthly Charges',
  'EO Profit',
  'Report Options',
  'Fraud List',
  'Holidays',
] as const;
const SUPER_ONLY = ['Users', 'Monthly Charges', 'EO Profit'];

/** The tiles of the tools page, by title, with where each links. */
async function tilesOf(page: Page): Promise<Record<string, string | null>> {
  const main = page.getByRole('main');
  await visible(main.getByRole('heading', { name: 'Admin Tools', exact: true }));
  await visible(main.getByRole('link', { name: /^Cost Centers/ }));
  const tiles: Record<string, string | null> = {};
  for (const link of await main.getByRole('link').all()) {
    const text = (await link.locator('p').first().textContent())?.trim() ?? '';
    tiles[text] = await link.getAttribute('href');
  }
  return tiles;
}

describe('admin tools', () => {
  test('a Super User sees all ten tools, each linking to its screen', async () => {
    const { page } = session;
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/admin');
    expect(await tilesOf(page)).toEqual({
      Users: '/admin/users',
      'Cost Centers': '/admin/cost-centers',
      Branches: '/admin/branches',
      Employees: '/admin/employees',
      JVs: '/admin/jvs',
      'Monthly Charges': '/admin/charges-launcher',
      'EO Profit': '/reports/employee-profit',
      'Report Options': '/admin/report-options',
      'Fraud List': '/admin/fraud-list',
      Holidays: '/admin/calendar-days',
    });

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Holidays/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/calendar-days');
    await visible(page.getByRole('main').getByRole('heading', { name: 'Holidays', exact: true }));
  });

  test('a State Super User sees the super-only tools too', async () => {
    const { page } = session;
    await signIn(page, 'nv.super@hub.test', DEMO_PASSWORD, '/admin');
    expect(Object.keys(await tilesOf(page))).toEqual([...ALL_TILES]);
  });

  test('an Admin does not see Users, Monthly Charges or EO Profit', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD, '/admin');
    const titles = Object.keys(await tilesOf(page));
    expect(titles).toEqual(ALL_TILES.filter((title) => !SUPER_ONLY.includes(title)));
  });

  test('Sales opening /admin goes to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/admin');
    await page.waitForURL((url) => url.pathname === '/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
    expect(await page.getByRole('link', { name: /^Monthly Charges/ }).count()).toBe(0);
  });
});
