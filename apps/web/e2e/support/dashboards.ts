// The daily dashboards' flows (spec 000 §2 /SalesDashboard, /EscrowDashboard; §4 the commission tile):
// the API as a demo user calls it (from the test, with that user's own token), the two window sizes
// every dashboard is looked at (1280 x 800 and a 390 px phone), and the monthly tiles' figures.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOS_ANGELES } from '../../../../packages/domain/src/time.ts';
import { checkA11y } from './a11y.ts';
import { DEMO_PASSWORD } from './hub.ts';
import { PHONE, pageWidth } from './phone.ts';

/** The desktop size of these flows. */
export const WIDE = { width: 1280, height: 800 } as const;

// ---- The API, with a demo user's own token ---------------------------------------------------------

/** A demo user's token, from POST /api/auth/login (not through the page). */
export async function apiToken(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** GET on the API with `token`; answers the status and the body. */
export async function apiAs<T>(
  baseURL: string,
  token: string,
  path: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseURL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** GET on the API with `token`; anything but a 200 fails the flow. */
export async function getAs<T>(baseURL: string, token: string, path: string): Promise<T> {
  const answer = await apiAs<T>(baseURL, token, path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The query string of `params` (values as given, in their order). */
export const queryOf = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

// ---- Time -------------------------------------------------------------------------------------------

/** The instant that is noon in Los Angeles on `date` (YYYY-MM-DD), whatever the offset that day. */
export function noonInLA(date: string): Date {
  for (const hourUtc of [19, 20]) {
    const instant = new Date(`${date}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
    const hour = new Intl.DateTimeFormat('en-US', {
      timeZone: LOS_ANGELES,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(instant);
    if (Number(hour) === 12) return instant;
  }
  throw new Error(`No noon in Los Angeles on ${date}`);
}

// ---- Window sizes -----------------------------------------------------------------------------------

/** The top and left of each element, in order. */
async function boxes(tiles: Locator[]): Promise<Array<{ x: number; y: number; bottom: number }>> {
  const found: Array<{ x: number; y: number; bottom: number }> = [];
  for (const tile of tiles) {
    const box = await tile.boundingBox();
    if (!box) throw new Error('A tile has no box (not shown)');
    found.push({ x: Math.round(box.x), y: Math.round(box.y), bottom: Math.round(box.y + box.height) });
  }
  return found;
}

/** With E2E_SCREENSHOTS, a screenshot `<name>.png` there (what a dialog shows, say). */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}.png`) });
}

/** At 1280 px the first tiles share a row (the grid has columns). */
export async function tilesSideBySide(tiles: Locator[]): Promise<void> {
  const [first, second] = await boxes(tiles.slice(0, 2));
  expect(first?.y).toBe(second?.y);
  expect(second?.x).toBeGreaterThan(first?.x ?? 0);
}

/**
 * At a 390 px phone: the page is no wider than the phone (nothing scrolls sideways), the tiles stack
 * (one column: the same left edge, each below the one before), and the screen passes axe. With
 * E2E_SCREENSHOTS, `<name>-390.png` and `<name>-1280.png` there. Leaves the page at 1280 x 800.
 */
export async function phoneStacks(page: Page, name: string, tiles: Locator[]): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}-1280.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expect
    .poll(async () => {
      const found = await boxes(tiles);
      return found.every(
        (box, index) => index === 0 || (box.x === found[0]?.x && box.y >= (found[index - 1]?.bottom ?? 0)),
      );
    })
    .toBe(true);
  await checkA11y(page);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `${name}-390.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}
