// The accessibility check of the browser flows (issue 10): axe-core runs on every screen a flow
// shows, and a flow fails on any serious or critical violation.
//
// When: each time a flow's `visible()` wait succeeds (the screen shows what the flow expects) and
// once more on the last screen of the test. Cost: a screen is analysed only when its shape is new
// in this run: the route with ids taken out plus the set of element kinds, classes and colours on it.
// More rows of the same table, or the same form filled differently, are the same screen; a toast,
// an error line, an open menu or a dialog make a new one.
//
// axe-core is put into the page once per document (a flow moving inside the app keeps it), not
// through @axe-core/playwright, which injects its 550 KB source again and opens a new page for
// every check: 5 to 15 s a screen on the 2-core test machine.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's source, read when a test first needs it (global-setup imports this module too). */
let axeSource: string | undefined;
const getAxeSource = () => {
  axeSource ??= readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
  return axeSource;
};

/** The impacts that fail a flow. */
const FAILING_IMPACTS = new Set<ImpactValue | undefined | null>(['serious', 'critical']);

export type A11yFinding = { screen: string; rule: string; impact: string; help: string; targets: string[] };

type PageWatch = {
  seenDir: string;
  findings: A11yFinding[];
  /** Screens analysed by axe, the time axe took, and the time of all checks (shapes included). */
  analysed: number;
  axeMs: number;
  checkMs: number;
};

const watches = new WeakMap<Page, PageWatch>();

/** Where each test appends what its checks cost (beside the run's screen markers); global-setup sums it up. */
export const a11yCostFile = (seenDir: string) => join(seenDir, 'cost.jsonl');

/** Checks every screen of `page` from now on; `seenDir` records the screens this run analysed. */
export function watchA11y(page: Page, seenDir: string): void {
  watches.set(page, { seenDir, findings: [], analysed: 0, axeMs: 0, checkMs: 0 });
}

/** The route and the set of element kinds on the screen, computed in the page. */
function screenShape(): { route: string; shape: string } {
  const route = location.pathname.replace(/\/[0-9a-f-]{36}|\/\d+/gi, '/:id');
  const kinds = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    // Of an inline style only its colours matter here (sizes and positions change all the time).
    const colours = (element.getAttribute('style') ?? '').match(
      /(?:^|;)\s*(?:color|background[\w-]*)\s*:[^;]*/g,
    );
    kinds.add(
      `${element.tagName}|${element.getAttribute('class') ?? ''}|${element.getAttribute('role') ?? ''}|${colours ?? ''}`,
    );
  }
  return { route, shape: [...kinds].sort().join('\n') };
}

/**
 * Resolves when the page's CSS transitions and finite animations have ended and no new one has started
 * for two frames (at most 1.5 s); a spinner turns forever. Frames first: Mantine mounts a menu, popover
 * or toast hidden and starts its transition on the next frame, and axe run in between sees a menu
 * without items (aria-required-children) or a toast half faded in (color-contrast).
 */
async function animationsSettled(): Promise<void> {
  const deadline = performance.now() + 1500;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  while (performance.now() < deadline) {
    await frame();
    await frame();
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' || animation.pending)
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    if (running.length === 0) return;
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
    ]);
  }
}

/** Runs every axe-core rule on the page (in the page); only violations are worked out. */
function runAxe(): Promise<AxeResults['violations']> {
  const { axe } = window as unknown as {
    axe: { run: (context: Document, options: object) => Promise<AxeResults> };
  };
  return axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations);
}

/** A navigation during the check: the next screen is checked when a flow waits for it. */
const isNavigationError = (error: unknown) =>
  error instanceof Error &&
  /context was destroyed|navigat|Target page.*closed|frame was detached/i.test(error.message);

/** Analyses the screen `page` shows now, unless this run has analysed one of the same shape. */
export async function checkA11y(page: Page): Promise<void> {
  const watch = watches.get(page);
  if (!watch || page.isClosed()) return;
  const started = performance.now();
  try {
    if (!page.url().startsWith('http')) return;
    const { route, shape } = await page.evaluate(screenShape);
    const key = createHash('sha1').update(route).update('\n').update(shape).digest('hex');
    const marker = join(watch.seenDir, key);
    if (existsSync(marker)) return;
    const axeStarted = performance.now();
    await page.evaluate(animationsSettled);
    if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(getAxeSource());
    const violations = await page.evaluate(runAxe);
    watch.axeMs += performance.now() - axeStarted;
    watch.analysed += 1;
    writeFileSync(marker, route);
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact)) continue;
      watch.findings.push({
        screen: route,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      });
    }
  } catch (error) {
    if (!isNavigationError(error)) throw error;
  } finally {
    watch.checkMs += performance.now() - started;
  }
}

/**
 * Checks the last screen (unless the test failed anyway), stops watching `page`, records the cost
 * in `reportFile`, and throws when any screen had a failing violation.
 */
export async function finishA11y(
  page: Page,
  options: { reportFile: string; testFailed: boolean },
): Promise<void> {
  if (!options.testFailed) await checkA11y(page);
  const watch = watches.get(page);
  watches.delete(page);
  if (!watch) return;
  if (options.reportFile) {
    writeFileSync(
      options.reportFile,
      `${JSON.stringify({ analysed: watch.analysed, axeMs: Math.round(watch.axeMs), ms: Math.round(watch.checkMs) })}\n`,
      {
        flag: 'a',
      },
    );
  }
  if (options.testFailed || watch.findings.length === 0) return;
  const lines = watch.findings.map(
    (finding) =>
      `- ${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.help}: ${finding.targets.join(', ')}`,
  );
  throw new Error(`Accessibility (axe-core): serious or critical violations\n${lines.join('\n')}`);
}
