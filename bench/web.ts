// The web app's part of `npm run bench`: the bundle budget (bench/bundle.ts) and a cold load in
// headless Chromium (playwright-core) from the app under test, which serves the build it was given:
// the time until the login form is visible at /login, and until the employees list shows its first
// row for the demo admin, each in a fresh browser (empty cache), over loopback.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { BUNDLE_BUDGET_BYTES, measureBundle } from './bundle.ts';

/** Goal for the login form at a cold load. */
const LOGIN_VISIBLE_GOAL_MS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ROOT = join(import.meta.dirname, '..');

/** Builds the web app into `outDir` with the project's Vite (the .br and .gz files included). */
export function buildWeb(outDir: string): void {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(ROOT, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function printBundle(distDir: string): void {
  const report = measureBundle(distDir);
  console.log('\nWeb bundle (gzip, level 9)');
  console.log(
    `  JavaScript /login loads: ${kb(report.loginGzipBytes)} in ${report.login.length} files ` +
      `(budget ${kb(BUNDLE_BUDGET_BYTES)}): ${verdict(report.loginGzipBytes <= BUNDLE_BUDGET_BYTES)}`,
  );
  for (const chunk of report.login.slice(0, 6))
    console.log(`    ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
  const largest = report.largestAdded;
  if (largest) {
    console.log(
      `  Largest chunk a screen adds: ${kb(largest.gzipBytes)}, ${largest.file} (${largest.screen}) ` +
        `(budget ${kb(BUNDLE_BUDGET_BYTES)}): ${verdict(largest.gzipBytes <= BUNDLE_BUDGET_BYTES)}`,
    );
  }
  const [heaviest] = report.screens;
  if (heaviest)
    console.log(`  Most a screen adds in all: ${kb(heaviest.addedGzipBytes)} (${heaviest.screen})`);
}

/**
 * A script run in the page (this folder is type-checked without the DOM's types, hence the text):
 * the time from the navigation's start to the first frame in which `selector` is there and visible.
 */
const untilVisible = (selector: string) => `new Promise((resolve, reject) => {
  const deadline = performance.now() + 30000;
  const check = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.offsetParent !== null) resolve(performance.now());
    else if (performance.now() > deadline) reject(new Error(${JSON.stringify(`${selector} did not appear`)}));
    else requestAnimationFrame(check);
  };
  check();
})`;

type ColdLoad = { ms: number; scriptBytes: number; scripts: number };

/** Opens `url` in a fresh browser context; resolves when `ready` (run in the page) finds its element. */
async function coldLoad(browser: Browser, url: string, ready: string, token?: string): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (token)
      await page.addInitScript({ content: `localStorage.setItem('access_token', ${JSON.stringify(token)})` });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Time from the navigation's start to the first frame in which the element is there and visible.
    const ms = (await page.evaluate(untilVisible(ready))) as number;
    const bytes = await Promise.all(sizes);
    return { ms, scriptBytes: bytes.reduce((sum, n) => sum + n, 0), scripts: bytes.length };
  } finally {
    await context.close();
  }
}

export type ColdLoadOptions = { origin: string; adminToken: string; runs: number };

export async function printColdLoad({ origin, adminToken, runs }: ColdLoadOptions): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nCold load: skipped, no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  // Loaded here, not at the top: the job cases (the import's peak RSS) run in the same process.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const login: ColdLoad[] = [];
    const employees: ColdLoad[] = [];
    for (let run = 0; run < runs; run++) {
      login.push(
        await coldLoad(browser, `${origin}/login`, 'form[aria-label="Login"] input[type="password"]'),
      );
      employees.push(
        await coldLoad(browser, `${origin}/admin/employees`, 'table tbody tr:has(td + td)', adminToken),
      );
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const loginMs = median(login.map((l) => l.ms));
    const [first] = login;
    console.log(`\nCold load in headless Chromium, fresh cache, loopback (median of ${runs})`);
    console.log(
      `  /login, form visible: ${loginMs.toFixed(0)} ms (goal under ${LOGIN_VISIBLE_GOAL_MS} ms): ` +
        `${verdict(loginMs < LOGIN_VISIBLE_GOAL_MS)}; ${first?.scripts ?? 0} scripts, ${kb(first?.scriptBytes ?? 0)} on the wire`,
    );
    console.log(
      `  /admin/employees as admin@hub.test, first row: ${median(employees.map((e) => e.ms)).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}
