// Issue 11, Tests: "find a file from the header, override it, add and delete an adjustment, and see
// the figures change on the order list and in its export". A super user keeps the closed orders of a
// closed file's branch and close date open, finds the file with the header's quick find, raises its
// Escrow (settlement fee), adds a magnus_escrow adjustment and deletes it again: after each change
// the file's Escrow and Total Revenue, the totals row and the CSV export move by exactly the amounts
// entered (expected cents computed here from those amounts); the file's Escrow is restored at the end.
// The file is one of Nevada's (order numbers 2xx-): the other flows change files numbered 1xx-.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { firstDayOfMonth, lastDayOfMonth, shiftMonth, todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import {
  adjustmentForm,
  adjustmentsTable,
  closeOverride,
  deleteAdjustment,
  inputOf,
  overrideDialog,
  overrideForm,
  quickFindFile,
  saveEscrow,
} from './support/files.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import { fitsAPhone, PHONE, pageWidth } from './support/phone.ts';
import { apiGet, heading, SUPER, uniqueName } from './support/screens.ts';
import {
  columnTexts,
  csvExport,
  downloadExport,
  moneyText,
  plusCents,
  rowTexts,
  shownCents,
  shownMoney,
  textCents,
  totalText,
} from './support/tables.ts';

const session = setupBrowser();

/** What the flow adds to the file's Escrow (settlement fee): $37.21. */
const ESCROW_RAISE = 3721;
/** The adjustment's magnus_escrow, as typed, and in cents. */
const ADJUSTMENT = '12.34';
const ADJUSTMENT_CENTS = 1234;
/** How long the list may take to show a change (expect.poll's own default is 1 s). */
const LIST_TIMEOUT = 15_000;

type Money = string;
type ListedFile = {
  file_uuid: string;
  order_number: string;
  order_status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  calc_close_date: string | null;
  settlement_agency: { branch_id: number; name: string } | null;
  calc: { revenue_breakdown: { escrow_revenue: Money }; total_revenue: Money };
};
type ListAnswer = {
  rows: ListedFile[];
  total: number;
  totals: { files: number; escrow_revenue: Money; total_revenue: Money };
};
type FileOverride = { settlement_fee: Money; version: number; file_id: number };

/** The chosen file and the closed orders of its branch and close date. */
type Target = { file: ListedFile; branchId: number; day: string; list: string };

/** What the list shows for the file and for its whole filter, in cents. */
type Figures = { escrow: number; total: number; totalsEscrow: number; totalsTotal: number; files: number };

const closedOrders = (page: Page) => page.getByRole('table', { name: 'Closed Orders', exact: true });

/**
 * A closed Nevada file of the last three whole months (among the first 200 by order number), read
 * through the API as the page calls it: of the (branch, close date) pairs, the one with the most closed
 * files (ties: the earliest date, then the lowest branch), so the totals row sums more than this file;
 * in it, the file whose order number comes first.
 */
async function pickFile(page: Page): Promise<Target> {
  const today = todayInLA();
  const start = firstDayOfMonth(shiftMonth(today, -3));
  const end = lastDayOfMonth(shiftMonth(today, -1));
  const answer = await apiGet<ListAnswer>(
    page,
    `/files?state=NV&close_start=${start}&close_end=${end}&page_size=200&sort=order_number&dir=asc`,
  );
  const groups = new Map<string, ListedFile[]>();
  for (const file of answer.rows) {
    if (file.order_status !== 'CLOSED' || !file.calc_close_date || !file.settlement_agency) continue;
    const key = `${file.calc_close_date}|${String(file.settlement_agency.branch_id).padStart(6, '0')}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const [, files = []] =
    [...groups.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))[0] ?? [];
  const file = files[0];
  if (!file?.settlement_agency || !file.calc_close_date)
    throw new Error(`the demo database has no closed NV file closed ${start} to ${end}`);
  const day = file.calc_close_date;
  const branchId = file.settlement_agency.branch_id;
  return {
    file,
    branchId,
    day,
    list: `/reports/closed-orders?state=NV&branch_id=${branchId}&close_start=${day}&close_end=${day}`,
  };
}

/** The file's row and the totals row as the list shows them now (the row must be on the page). */
async function listedFigures(page: Page, orderNumber: string): Promise<Figures | null> {
  const table = closedOrders(page);
  const row = await rowTexts(table, 'Order #', orderNumber);
  if (!row) return null;
  const label = await totalText(table, 'Order #');
  const files = /^Total \(([\d,]+) files?\)$/.exec(label)?.[1];
  return {
    escrow: shownCents(row.Escrow ?? ''),
    total: shownCents(row['Total Revenue'] ?? ''),
    totalsEscrow: shownCents(await totalText(table, 'Escrow')),
    totalsTotal: shownCents(await totalText(table, 'Total Revenue')),
    files: files === undefined ? -1 : Number(files.replace(/,/g, '')),
  };
}

/** The same figures as the cells' exact texts ('$1,234.50'), to compare the screen with strings. */
async function listedTexts(page: Page, orderNumber: string) {
  const table = closedOrders(page);
  const row = await rowTexts(table, 'Order #', orderNumber);
  return {
    escrow: row?.Escrow,
    total: row?.['Total Revenue'],
    totalsEscrow: await totalText(table, 'Escrow'),
    totalsTotal: await totalText(table, 'Total Revenue'),
    totalsLabel: await totalText(table, 'Order #'),
  };
}

const expectedTexts = (expected: Figures) => ({
  escrow: shownMoney(expected.escrow),
  total: shownMoney(expected.total),
  totalsEscrow: shownMoney(expected.totalsEscrow),
  totalsTotal: shownMoney(expected.totalsTotal),
  totalsLabel: `Total (${expected.files.toLocaleString('en-US')} files)`,
});

/** The closed-orders list shows exactly `expected` for the file and in its totals row (it refreshes itself after a change). */
async function expectList(page: Page, orderNumber: string, expected: Figures): Promise<void> {
  await visible(closedOrders(page));
  // The list asks the server again after the dialog's change (a loaded machine takes a while).
  await expect
    .poll(() => listedTexts(page, orderNumber), { timeout: LIST_TIMEOUT })
    .toEqual(expectedTexts(expected));
}

/** The list's CSV export: titled Closed Orders, every file of the filter, the file's row at `expected`, sums equal to the totals row. */
async function expectCsv(page: Page, orderNumber: string, expected: Figures): Promise<void> {
  const { fileName, bytes } = await downloadExport(page, 'CSV');
  expect(fileName).toMatch(/\.csv$/);
  const { preamble, records } = csvExport(bytes.toString('utf8'));
  expect(preamble[0]).toEqual(['Closed Orders']);
  expect(records).toHaveLength(expected.files);
  const row = records.filter((record) => record['Order #'] === orderNumber);
  expect(row).toHaveLength(1);
  expect({ escrow: row[0]?.Escrow, total: row[0]?.['Total Revenue'] }).toEqual({
    escrow: moneyText(expected.escrow),
    total: moneyText(expected.total),
  });
  const sum = (column: string) => records.reduce((cents, record) => cents + textCents(record[column]), 0);
  expect({ escrow: sum('Escrow'), total: sum('Total Revenue') }).toEqual({
    escrow: expected.totalsEscrow,
    total: expected.totalsTotal,
  });
}

/** `figures` with `cents` more on the file's Escrow and Total Revenue, and on the totals row's. */
const raised = (figures: Figures, cents: number): Figures => ({
  ...figures,
  escrow: figures.escrow + cents,
  total: figures.total + cents,
  totalsEscrow: figures.totalsEscrow + cents,
  totalsTotal: figures.totalsTotal + cents,
});

describe('file revenue: quick find, override, adjustment, order list and export', () => {
  test('the Escrow and the adjustment move the closed orders and their CSV by exactly the amounts entered', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const target = await pickFile(page);
    const { order_number: orderNumber, file_uuid: fileUuid } = target.file;
    const original = await apiGet<FileOverride>(page, `/files/${fileUuid}`);

    // 1. The closed orders of the file's branch and close date: its row and the totals as the API has them.
    await page.goto(target.list);
    await visible(heading(page, 'Closed Orders — NV'));
    await visible(closedOrders(page).getByRole('button', { name: orderNumber }));
    const api = await apiGet<ListAnswer>(
      page,
      `/files?state=NV&branch_id=${target.branchId}&close_start=${target.day}&close_end=${target.day}`,
    );
    const before = await listedFigures(page, orderNumber);
    if (!before) throw new Error(`${orderNumber} is not on the first page of its closed orders`);
    expect(before).toEqual({
      escrow: textCents(target.file.calc.revenue_breakdown.escrow_revenue),
      total: textCents(target.file.calc.total_revenue),
      totalsEscrow: textCents(api.totals.escrow_revenue),
      totalsTotal: textCents(api.totals.total_revenue),
      files: api.totals.files,
    });
    // Every file of the filter is on this one page, and the totals row is their sum.
    expect(before.files).toBe(api.total);
    const escrows = (await columnTexts(closedOrders(page), 'Escrow')).map(shownCents);
    expect(escrows).toHaveLength(before.files);
    expect(escrows.reduce((a, b) => a + b, 0)).toBe(before.totalsEscrow);
    await expectCsv(page, orderNumber, before);

    // 2. '/' and the order number: the override dialog, prefilled with the file's Escrow.
    await quickFindFile(page, orderNumber, 'slash');
    await visible(page.getByRole('dialog', { name: `File ${orderNumber}` }));
    expect(await inputOf(overrideForm(page), 'Escrow').inputValue()).toBe(original.settlement_fee);
    expect(new URL(page.url()).pathname).toBe('/reports/closed-orders');

    // 3. Escrow raised by $37.21 and saved: the list behind the dialog moves by exactly that.
    const raisedFee = plusCents(original.settlement_fee, ESCROW_RAISE);
    await saveEscrow(page, raisedFee);
    const saved = await apiGet<FileOverride>(page, `/files/${fileUuid}`);
    expect(saved.settlement_fee).toBe(raisedFee);
    expect(saved.version).toBe(original.version + 1);
    const afterSave = raised(before, ESCROW_RAISE);
    await expectList(page, orderNumber, afterSave);

    // An adjustment of today with magnus_escrow 12.34, from the header's box clicked this time.
    await quickFindFile(page, orderNumber, 'click');
    expect(await inputOf(overrideForm(page), 'Escrow').inputValue()).toBe(raisedFee);
    const add = adjustmentForm(page);
    expect(await inputOf(add, 'Posting Date').inputValue()).toBe(todayInLA());
    const reason = uniqueName('Revenue');
    await inputOf(add, 'Magnus Escrow').fill(ADJUSTMENT);
    await inputOf(add, 'Reason').fill(reason);
    await add.getByRole('button', { name: 'Add Adjustment' }).click();
    const adjustment = adjustmentsTable(page).getByRole('row').filter({ hasText: reason });
    await visible(adjustment.getByText(shownMoney(ADJUSTMENT_CENTS), { exact: true }).first());
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'file-revenue-dialog-1366.png') });
    }
    await closeOverride(page);
    const withAdjustment = raised(afterSave, ADJUSTMENT_CENTS);
    await expectList(page, orderNumber, withAdjustment);
    await expectCsv(page, orderNumber, withAdjustment);

    // The same list on a 390 px phone, loaded afresh: the same figures, and the page does not widen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await visible(heading(page, 'Closed Orders — NV'));
    await expectList(page, orderNumber, withAdjustment);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await fitsAPhone(page, 'file-revenue-closed-orders');

    // The adjustment deleted after its confirmation: the figures drop back by exactly 12.34.
    await quickFindFile(page, orderNumber, 'slash');
    await visible(adjustment);
    await deleteAdjustment(page, adjustment);
    await closeOverride(page);
    await expectList(page, orderNumber, afterSave);
    await expectCsv(page, orderNumber, afterSave);
    const left = await apiGet<{ rows: { reason: string | null }[] }>(
      page,
      `/file-adjustments?esc_file_id=${saved.file_id}`,
    );
    expect(left.rows.some((row) => row.reason === reason)).toBe(false);

    // The file's own Escrow back: the list is as it was at the start.
    await quickFindFile(page, orderNumber, 'click');
    await saveEscrow(page, original.settlement_fee);
    await expectList(page, orderNumber, before);
    expect((await apiGet<FileOverride>(page, `/files/${fileUuid}`)).settlement_fee).toBe(
      original.settlement_fee,
    );
    expect(await overrideDialog(page).count()).toBe(0);
  }, 240_000);
});
