// One Chromium per test file, a fresh context (empty storage) and page per test, a screenshot
// in e2e/artifacts when a test fails, and the accessibility check of every screen (a11y.ts).
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { a11yCostFile, finishA11y, watchA11y } from './a11y';
import { serverUnderTest } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

/** Flags for a sandboxed, offline machine: no background traffic, no first-run, no GPU. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseURL: string;
};

/**
 * Registers the hooks of a browser test file and returns the current test's page and context.
 * Playwright launches Chromium with a new, empty temporary profile (user-data dir) each time.
 */
export function setupBrowser(): BrowserSession {
  const { baseURL } = serverUnderTest();
  const a11ySeenDir = inject('a11ySeenDir');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    watchA11y(page, a11ySeenDir);
  });
  afterEach(async ({ task }) => {
    try {
      const testFailed = task.result?.state === 'fail';
      if (testFailed && page) {
        const name = `${task.file?.name ?? 'e2e'}-${task.name}`.replace(/[^a-z0-9-]+/gi, '_').slice(0, 150);
        await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true }).catch(() => {});
      }
      if (page) await finishA11y(page, { reportFile: a11yCostFile(a11ySeenDir), testFailed });
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the session inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use the session inside a test');
      return context;
    },
    baseURL,
  };
}
