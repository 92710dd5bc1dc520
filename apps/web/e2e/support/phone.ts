// A 390 px phone: the page never widens (tables scroll inside their own box).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The phone the flows check screens at. */
export const PHONE = { width: 390, height: 844 } as const;

/** The desktop size every flow's page starts at (browser.ts). */
export const DESKTOP = { width: 1366, height: 900 } as const;

/** The page's own width in CSS pixels (wider than the window when something pushes it out). */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The page is no wider than a 390 px phone; with E2E_SCREENSHOTS, screenshots `<name>-390.png` and
 * `<name>-1280.png` there. Leaves the page at the desktop size.
 */
export async function fitsAPhone(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}-1280.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
