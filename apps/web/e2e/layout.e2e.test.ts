// The common layout on a 390 px phone and on a desktop (spec 000 §2 Layout, §9 toasts; issue 10):
// no page is wider than the screen, the header's menu button stays in view, and toasts never
// cover the header bar or its menu (Logout included).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';

const session = setupBrowser();
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens the first branch and saves it unchanged: the form confirms with a toast. */
async function saveABranch(page: Page): Promise<Locator> {
  await page.goto('/admin/branches');
  await page.getByRole('main').getByRole('link', { name: /^101 / }).filter({ visible: true }).first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  return visible(page.locator('.mantine-Notifications-root').getByRole('alert').first());
}

describe('layout', () => {
  test('on a 390 px phone the widest list stays within the screen and the menu button in view', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/admin/employees');
    await visible(
      page
        .getByRole('main')
        .getByRole('link', { name: /Rosa Acosta/ })
        .filter({ visible: true }),
      // The list of every employee; slow on a busy machine.
      30_000,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const button = await boxOf(await visible(menuButton));
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
    expect(button.x).toBeGreaterThanOrEqual(0);
  });

  test('on a phone a toast stays clear of the header and of the open menu, Logout included', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, 'super@hub.test', DEMO_PASSWORD);
    // Where the toast shows (a fixed place; it may have closed by the time the menu is open).
    const toast = await boxOf(await saveABranch(page));
    const header = await boxOf(page.getByRole('banner'));
    expect(overlaps(toast, header)).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = await visible(page.getByRole('menu'));
    expect(overlaps(toast, await boxOf(menu))).toBe(false);
    // Nothing lies over Logout: the point at its centre belongs to it.
    const logout = await boxOf(page.getByRole('menuitem', { name: 'Logout' }));
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent ?? null,
      { x: logout.x + logout.width / 2, y: logout.y + logout.height / 2 },
    );
    expect(onTop).toBe('Logout');
  });

  test('on a desktop a toast shows top-right below the header bar', async () => {
    const { page } = session;
    await signIn(page, 'super@hub.test', DEMO_PASSWORD);
    const toast = await boxOf(await saveABranch(page));
    const header = await boxOf(page.getByRole('banner'));
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toast.x + toast.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
  });
});
