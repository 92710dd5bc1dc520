// EO Profitability (spec 001 §2, §4, §5, §8; issue 20): the demo Super User opens the newest month
// end offered (which one, the unit tests say with a fixed clock), picks a month with the Month End
// selector, sees each officer's MTD Revenue / Comm Amt / End Balance equal to the Commission
// Summary's row of that month, sets every row profitable and saves ('Saving…'), reloads, clears every
// row, writes a note, saves and reloads; State AZ shows AZ rows only; at 1280 and 390 px. The NV State
// Super User sees NV rows only; an Admin is sent to /not-authorized. The month's marks are put back as
// they were at the end (the e2e database is shared by the run's other files).
import { randomUUID } from 'node:crypto';
import type { CommissionResponse, EmployeeProfitGrid, EmployeeProfitSaveBody } from '@hub/contract';
import type { Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, TEXT, visible } from './support/hub.ts';
import { fitsAPhone, pageWidth } from './support/phone.ts';
import { apiGet, callApi, heading, openAs, SUPER } from './support/screens.ts';
import { columnTexts, rowTexts, shownCents, textCents } from './support/tables.ts';

const session = setupBrowser();

const PATH = '/reports/employee-profit';
const TITLE = 'EO Profitability';
const GRID = '/api/employee-profit/grid';

/** A month end as the Month End selector shows it ('10/31/2026'). */
const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

/** The grid's GET answer (the page asks for it on opening, on a new month or state, after a save). */
const gridLoaded = (page: Page, check: (url: URL) => boolean = () => true) =>
  page.waitForResponse((r) => {
    if (r.request().method() !== 'GET') return false;
    const url = new URL(r.url());
    return url.pathname === GRID && check(url);
  });

const gridOf = async (response: Promise<Response>) => {
  const answer = await response;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as EmployeeProfitGrid;
};

const profitTable = (page: Page) => page.getByRole('main').getByRole('table', { name: TITLE });
const checkboxes = (page: Page) => profitTable(page).getByRole('checkbox', { name: /^Profitable: / });
const checkedStates = (page: Page) =>
  checkboxes(page).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));

/** Waits for the grid to be shown: its rows there and 'Loading…' gone. */
async function gridShown(page: Page, rows: number): Promise<void> {
  await hidden(page.getByText('Loading…', { exact: true }));
  await visible(profitTable(page));
  await expect.poll(() => checkboxes(page).count()).toBe(rows);
}

/** Picks `option` in the screen's selector `label` (a Mantine Select). */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('EO Profitability', () => {
  test('a Super User: figures equal the summary; Set All / Save / reload; Clear All, a note, Save, reload; State AZ', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const opened = gridOf(gridLoaded(page));
    await openAs(page, SUPER, PATH, TITLE);
    const first = await opened;
    const month = first.month_end_date;
    expect(month).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await gridShown(page, first.rows.length);
    const monthEnd = page.getByRole('main').getByRole('combobox', { name: 'Month End', exact: true });
    expect(await monthEnd.inputValue()).toBe(usDate(month));

    // The Month End selector: 12 month ends, the newest (shown) first; another one is asked for by
    // the address, and the shown one again.
    await monthEnd.click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(12);
    const offered = await options.allTextContents();
    expect(offered[0]).toBe(usDate(month));
    await page.keyboard.press('Escape');
    const [mm, dd, yyyy] = (offered[1] as string).split('/');
    const previous = `${yyyy}-${mm}-${dd}`;
    const previousGrid = gridOf(
      gridLoaded(page, (url) => url.searchParams.get('month_end_date') === previous),
    );
    await pick(page, 'Month End', offered[1] as string);
    await page.waitForURL((url) => url.searchParams.get('month_end_date') === previous);
    await gridShown(page, (await previousGrid).rows.length);
    // Back to the newest: the screen shows that month's grid again (already loaded, so no new call).
    await pick(page, 'Month End', usDate(month));
    await page.waitForURL((url) => url.searchParams.get('month_end_date') === month);
    const grid = first;
    expect(grid.rows.length, 'the demo has escrow officers in the month').toBeGreaterThan(0);
    await gridShown(page, grid.rows.length);

    // Each row's figures are the Commission Summary's row for the whole month, to the cent.
    const summary = await apiGet<CommissionResponse>(
      page,
      `/commission?start_date=${month.slice(0, 8)}01&end_date=${month}`,
    );
    const officers = summary.rows.filter((r) => r.emp_type === 'EO');
    expect(officers.length).toBe(grid.rows.length);
    const table = profitTable(page);
    for (const officer of officers) {
      const name = `${officer.last_name}, ${officer.first_name}`;
      const shown = await rowTexts(table, 'Employee', name);
      expect(shown, name).not.toBeNull();
      expect(shown?.State, name).toBe(officer.state);
      expect(shownCents(shown?.['MTD Revenue'] ?? ''), `${name} MTD Revenue`).toBe(
        textCents(officer.mtd_revenue),
      );
      expect(shownCents(shown?.['Comm Amt'] ?? ''), `${name} Comm Amt`).toBe(textCents(officer.comm_amt));
      expect(shownCents(shown?.['End Balance'] ?? ''), `${name} End Balance`).toBe(
        textCents(officer.comm_end_balance),
      );
    }
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1280);

    // What the month held before, put back at the end whatever happens.
    const before: EmployeeProfitSaveBody = {
      month_end_date: month,
      rows: grid.rows.map((r) => ({
        employee_id: r.employee_id,
        is_profitable: r.is_profitable,
        notes: r.notes,
      })),
    };
    try {
      // Set All Profitable: every row checked. Save shows 'Saving…' (the PUT held until it is seen).
      await page.getByRole('button', { name: 'Set All Profitable', exact: true }).click();
      expect(await checkedStates(page)).toEqual(grid.rows.map(() => true));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${GRID}`, async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === GRID,
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saving = page.getByRole('button', { name: 'Saving…', exact: true });
      await visible(saving);
      expect(await saving.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Set All Profitable', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Clear All', exact: true }).isDisabled()).toBe(true);
      release();
      expect((await saved).status()).toBe(200);
      await page.unroute(`**${GRID}`);
      await visible(page.getByRole('button', { name: 'Save', exact: true }));

      // Reloaded: every row still checked.
      let reloaded = gridOf(gridLoaded(page));
      await page.reload();
      await gridShown(page, (await reloaded).rows.length);
      expect(await checkedStates(page)).toEqual(grid.rows.map(() => true));

      // Clear All: none checked; a note in one row; Save; reload: the note kept, none checked.
      await page.getByRole('button', { name: 'Clear All', exact: true }).click();
      expect(await checkedStates(page)).toEqual(grid.rows.map(() => false));
      const noted = grid.rows[0] as EmployeeProfitGrid['rows'][number];
      const note = `E2E profit ${randomUUID().slice(0, 6)}`;
      await table.getByRole('textbox', { name: `Notes: ${noted.employee_name}`, exact: true }).fill(note);
      const savedAgain = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === GRID,
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await savedAgain).status()).toBe(200);
      await visible(page.getByRole('button', { name: 'Save', exact: true }));
      reloaded = gridOf(gridLoaded(page));
      await page.reload();
      await gridShown(page, (await reloaded).rows.length);
      expect(await checkedStates(page)).toEqual(grid.rows.map(() => false));
      expect(
        await table.getByRole('textbox', { name: `Notes: ${noted.employee_name}`, exact: true }).inputValue(),
      ).toBe(note);
      await fitsAPhone(page, 'employee-profit');

      // State AZ: the AZ officers only.
      await page.setViewportSize({ width: 1280, height: 900 });
      const az = gridOf(gridLoaded(page, (url) => url.searchParams.get('state') === 'AZ'));
      await pick(page, 'State', 'AZ');
      await page.waitForURL((url) => url.searchParams.get('state') === 'AZ');
      const azGrid = await az;
      const azOfficers = officers.filter((o) => o.state === 'AZ');
      expect(azGrid.rows.length).toBe(azOfficers.length);
      expect(azGrid.rows.length).toBeGreaterThan(0);
      await gridShown(page, azGrid.rows.length);
      const states = await columnTexts(table, 'State');
      expect(states.length).toBe(azOfficers.length);
      expect(states.every((state) => state === 'AZ')).toBe(true);
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1280);
      await fitsAPhone(page, 'employee-profit-az');
    } finally {
      await page.unroute(`**${GRID}`).catch(() => undefined);
      const restored = await callApi(page, 'PUT', '/employee-profit/grid', before);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    }
    const after = await apiGet<EmployeeProfitGrid>(page, `/employee-profit/grid?month_end_date=${month}`);
    expect(after.rows.map((r) => [r.employee_id, r.is_profitable, r.notes])).toEqual(
      grid.rows.map((r) => [r.employee_id, r.is_profitable, r.notes]),
    );
  });

  test('the NV State Super User sees the NV officers only', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    const opened = gridOf(gridLoaded(page));
    await openAs(page, 'nv.super@hub.test', PATH, TITLE);
    const grid = await opened;
    expect(grid.rows.length, 'the demo has NV escrow officers').toBeGreaterThan(0);
    expect(grid.rows.every((r) => r.state === 'NV')).toBe(true);
    await gridShown(page, grid.rows.length);
    const states = await columnTexts(profitTable(page), 'State');
    expect(states).toEqual(grid.rows.map(() => 'NV'));
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1280);
    await fitsAPhone(page, 'employee-profit-nv');
  });

  test('an Admin is sent to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD, PATH);
    await page.waitForURL((url) => url.pathname === '/not-authorized');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
    expect(await heading(page, TITLE).count()).toBe(0);
  });
});
