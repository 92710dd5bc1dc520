// The commission screens of spec 001 §2 (issue 19): the demo Super User opens the Commission Report
// form (last month by default), views that month's Commission Summary (TOTAL row adds up), edits an
// employee's base (a non-number refused, then saved and shown, then put back), finalises the period
// (the Base turns to text) and unfinalises it, each after a confirmation; at 1280 and 390 px. The
// trace drawer adds up to its row; "email all spreadsheets" is read back from the server's outbox.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { hidden, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER } from './support/screens.ts';
import { serverUnderTest } from './support/server.ts';
import {
  countsAddUp,
  moneyAddsUp,
  moneyText,
  shownCents,
  shownMoney,
  textCents,
  totalText,
} from './support/tables.ts';

const session = setupBrowser();

type Row = { uuid: string; first_name: string; last_name: string; base_amt: string; mtd_open: number };
type Summary = { rows: Row[] };
type TracedRow = Row & { mtd_closed: number; comm_amt: string; comable_rev: string };
type Check = { finalized: boolean; pf_uuid: string | null };

describe('Commissions', () => {
  test('a Super User views last month, edits a base, finalises and unfinalises the period', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, SUPER, '/reports/commission-form', 'Commission Report');
    // The form's default: a whole month (which one, the unit test says with a fixed clock).
    const start = await page.getByRole('textbox', { name: 'Start Date' }).inputValue();
    const end = await page.getByRole('textbox', { name: 'End Date' }).inputValue();
    expect(start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(end.slice(0, 7)).toBe(start.slice(0, 7));
    await fitsAPhone(page, 'commission-form');
    await page.getByRole('button', { name: 'View Report' }).click();
    await page.waitForURL(`**/reports/commissions?start_date=${start}&end_date=${end}`);
    await visible(heading(page, 'Commission Summary'));

    const table = page.getByRole('main').getByRole('table', { name: 'Commission Summary' });
    await visible(table);
    const query = `start_date=${start}&end_date=${end}`;
    const summary = await apiGet<Summary>(page, `/commission?${query}`);
    expect(summary.rows.length, 'the demo has commission rows last month').toBeGreaterThan(0);
    expect(await countsAddUp(table, 'Opens')).toBe(summary.rows.reduce((sum, row) => sum + row.mtd_open, 0));
    await moneyAddsUp(table, 'Revenue');
    await moneyAddsUp(table, 'Commission');
    await moneyAddsUp(table, 'End Balance');
    expect(await page.getByRole('link', { name: 'Monthly Charges' }).getAttribute('href')).toBe(
      '/admin/charges-launcher',
    );

    // The period starts open (put back below if an earlier run left it finalised).
    const before = await apiGet<Check>(
      page,
      `/commissions/periods/finalized/check?period_start=${start}&period_end=${end}`,
    );
    expect(before.finalized).toBe(false);

    // Edit a base: a non-number is refused; a number is saved and shown; then the old base is put back.
    const row = (summary.rows.find((r) => textCents(r.base_amt) > 0) ?? summary.rows[0]) as Row;
    const name = `${row.last_name}, ${row.first_name}`;
    const editBase = table.getByRole('button', { name: new RegExp(`^Edit base of ${name}:`) });
    await editBase.click();
    const dialog = page.getByRole('dialog', { name: `Edit Base: ${name}` });
    await visible(dialog);
    const input = dialog.getByLabel('Base');
    await input.fill('1.2.3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Base must be a number (or leave blank).'));
    const newBase = textCents(row.base_amt) + 12_345;
    await input.fill(moneyText(newBase));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await hidden(dialog);
    await visible(table.getByRole('button', { name: `Edit base of ${name}: ${shownMoney(newBase)}` }));
    await table.getByRole('button', { name: `Edit base of ${name}: ${shownMoney(newBase)}` }).click();
    await visible(dialog);
    await input.fill(row.base_amt);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await hidden(dialog);
    await visible(
      table.getByRole('button', { name: `Edit base of ${name}: ${shownMoney(textCents(row.base_amt))}` }),
    );

    // Finalise after the confirmation: the Base is text then.
    await page.getByRole('button', { name: 'Finalize', exact: true }).click();
    const confirmFinalize = page.getByRole('dialog', { name: 'Finalize this commission period?' });
    await visible(confirmFinalize);
    await confirmFinalize.getByRole('button', { name: 'Finalize', exact: true }).click();
    await visible(page.getByText('Period finalized.'));
    await visible(page.getByText('This period is finalized.'));
    expect(await table.getByRole('button', { name: /^Edit base of/ }).count()).toBe(0);
    await fitsAPhone(page, 'commission-summary-finalized');

    // Unfinalise the same way: the Base is a button again.
    await page.getByRole('button', { name: 'Unfinalize', exact: true }).click();
    const confirmUnfinalize = page.getByRole('dialog', { name: 'Unfinalize this commission period?' });
    await visible(confirmUnfinalize);
    await confirmUnfinalize.getByRole('button', { name: 'Unfinalize', exact: true }).click();
    await visible(page.getByText('Period unfinalized.'));
    await visible(page.getByText('This period is open.'));
    await visible(editBase);
    await fitsAPhone(page, 'commission-summary');
  });

  test("the trace drawer: a row's Commission opens its trace; the files and adjustments add up to its Comm. Revenue", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, SUPER, '/reports/commission-form', 'Commission Report');
    await page.getByRole('button', { name: 'View Report' }).click();
    await page.waitForURL('**/reports/commissions?**');
    const table = page.getByRole('main').getByRole('table', { name: 'Commission Summary' });
    await visible(table);
    const query = new URL(page.url()).search.slice(1);
    const summary = await apiGet<{ rows: TracedRow[] }>(page, `/commission?${query}`);
    // An employee with closed files (the first row otherwise).
    const row = summary.rows.find((r) => r.mtd_closed > 0) ?? (summary.rows[0] as TracedRow);
    const name = `${row.last_name}, ${row.first_name}`;
    const traced = await apiGet<{ trace: { adjustments: { commable_rev: string }[] } }>(
      page,
      `/commission?${query}&employee_uuid=${row.uuid}&trace=1`,
    );

    const open = table.getByRole('button', {
      name: `Trace of ${name}: ${shownMoney(textCents(row.comm_amt))}`,
    });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `Trace: ${name}` });
    await visible(drawer);
    const files = drawer.getByRole('table', { name: 'Credited files' });
    await visible(files);
    const filesTotal = shownCents(await totalText(files, 'Comm. Revenue'));
    const adjustmentsTotal = traced.trace.adjustments.reduce((sum, a) => sum + textCents(a.commable_rev), 0);
    // The files' TOTAL (with the adjustments', when there are any) is the row's Comm. Revenue.
    expect(filesTotal + adjustmentsTotal).toBe(textCents(row.comable_rev));
    if (traced.trace.adjustments.length > 0) {
      const adjustments = drawer.getByRole('table', { name: 'Adjustments' });
      expect(shownCents(await totalText(adjustments, 'Comm. Revenue'))).toBe(adjustmentsTotal);
    }
    expect(await drawer.getByRole('table', { name: 'Steps' }).getByRole('row').count()).toBeGreaterThan(1);
    await fitsAPhone(page, 'commission-trace');
    await page.keyboard.press('Escape');
    await hidden(drawer);
  });

  test("email all spreadsheets: after the confirmation one message with every employee's workbook reaches the outbox", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, SUPER, '/reports/commission-form', 'Commission Report');
    await page.getByRole('button', { name: 'View Report' }).click();
    await page.waitForURL('**/reports/commissions?**');
    await visible(page.getByRole('main').getByRole('table', { name: 'Commission Summary' }));
    const query = new URL(page.url()).search.slice(1);
    const summary = await apiGet<Summary>(page, `/commission?${query}`);
    const outbox = join(serverUnderTest().dataDir, 'outbox');
    const messages = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    const before = new Set(messages());

    await page.getByRole('button', { name: 'Email All Spreadsheets' }).click();
    const confirm = page.getByRole('dialog', {
      name: "Email every employee's commission spreadsheet for this period to you?",
    });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Email', exact: true }).click();
    await visible(page.getByText('Commission spreadsheets are being emailed to you.'));

    // The mail job writes the message as an .eml file (no SMTP server in the run).
    let written: string[] = [];
    for (let tries = 0; tries < 60 && written.length === 0; tries++) {
      written = messages().filter((name) => !before.has(name));
      if (written.length === 0) await page.waitForTimeout(500);
    }
    expect(written, 'one new message in the outbox').toHaveLength(1);
    const eml = readFileSync(join(outbox, written[0] as string), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: .*${SUPER.replace('.', '\\.')}`, 'm'));
    const workbooks = eml.match(/filename="?commission_[^"\s;]*\.xlsx/g) ?? [];
    expect(new Set(workbooks).size, 'one workbook per employee of the summary').toBe(summary.rows.length);
  });

  test('without dates the summary says what it needs', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/reports/commissions', 'Commission Summary');
    await visible(page.getByText('Please provide a start and end date in the query string.'));
  });
});
