// The file override dialog (spec 001 §2 "File override dialog", §4, §5, §8): a super user opens a
// file from the file search, changes its Escrow, saves, adds an adjustment and deletes it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { apiGet, SUPER, uniqueName } from './support/screens.ts';

const session = setupBrowser();

type FoundFile = { file_uuid: string; order_number: string };
type OverrideAnswer = { settlement_fee: string; version: number; file_id: number };

const dialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Override File Values' });
const overrideForm = (page: Page) => page.getByRole('form', { name: 'Override File Values' });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add adjustment' });
const input = (scope: ReturnType<typeof overrideForm>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}(?: \\*)?$`)).and(scope.locator('input'));

/** Today in Los Angeles as the dialog shows it in the add form ('YYYY-MM-DD'). */
const todayInLA = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

/** A demo file with a unique order number, found through the file search's own call. */
async function demoFile(page: Page): Promise<FoundFile> {
  const found = await apiGet<{ rows?: FoundFile[] } | FoundFile[]>(page, '/files/file-search?order_number=1');
  const rows = Array.isArray(found) ? found : (found.rows ?? []);
  const file = rows[rows.length - 1];
  if (!file) throw new Error('the demo database has no file whose order number starts with 1');
  return file;
}

/** Cents of a decimal string, added to another amount in cents, as text (no float for the money). */
function plusCents(amount: string, cents: number): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const total = (negative ? -1 : 1) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) + cents;
  const sign = total < 0 ? '-' : '';
  const abs = Math.abs(total);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

async function openDialog(page: Page, orderNumber: string): Promise<void> {
  await page.getByRole('button', { name: orderNumber, exact: true }).click();
  await visible(dialog(page));
  await visible(overrideForm(page).getByRole('button', { name: 'Save File' }));
}

describe('file override dialog', () => {
  test('a super user changes Escrow, saves, adds an adjustment and deletes it', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const file = await demoFile(page);
    const before = await apiGet<OverrideAnswer>(page, `/files/${file.file_uuid}`);

    await page.goto(`/reports/file-search?order_number=${encodeURIComponent(file.order_number)}`);
    await openDialog(page, file.order_number);
    const form = overrideForm(page);
    expect(await input(form, 'Escrow').inputValue()).toBe(before.settlement_fee);

    // Escrow changed and saved: the dialog closes and the file holds the new amount.
    const escrow = plusCents(before.settlement_fee, 111);
    await input(form, 'Escrow').fill(escrow);
    await form.getByRole('button', { name: 'Save File' }).click();
    await hidden(dialog(page));
    const saved = await apiGet<OverrideAnswer>(page, `/files/${file.file_uuid}`);
    expect(saved.settlement_fee).toBe(escrow);
    expect(saved.version).toBe(before.version + 1);

    // Opened again: prefilled with the saved amount; an adjustment is added from the keyboard.
    await openDialog(page, file.order_number);
    expect(await input(overrideForm(page), 'Escrow').inputValue()).toBe(escrow);
    const adjustments = addForm(page);
    expect(await input(adjustments, 'Posting Date').inputValue()).toBe(todayInLA());
    const reason = uniqueName('Adjustment');
    await input(adjustments, 'Magnus Escrow').fill('12.34');
    await input(adjustments, 'Partner Title').fill('-2.5');
    await input(adjustments, 'Reason').fill(reason);
    await input(adjustments, 'Reason').press('Enter');
    const table = page.getByRole('table', { name: 'File Adjustments' });
    const row = table.getByRole('row').filter({ hasText: reason });
    await visible(row);
    // Its sum: 12.34 - 2.50.
    await visible(row.getByText('$9.84'));
    // The fields are cleared, the posting date stays.
    expect(await input(adjustments, 'Magnus Escrow').inputValue()).toBe('');
    expect(await input(adjustments, 'Reason').inputValue()).toBe('');
    expect(await input(adjustments, 'Posting Date').inputValue()).toBe(todayInLA());
    const listed = await apiGet<{ rows: { reason: string | null; magnus_escrow: string | null }[] }>(
      page,
      `/file-adjustments?esc_file_id=${saved.file_id}`,
    );
    expect(listed.rows.filter((r) => r.reason === reason)).toEqual([
      expect.objectContaining({ magnus_escrow: '12.34' }),
    ]);

    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await visible(dialog(page));
        await page.screenshot({
          path: join(process.env.E2E_SCREENSHOTS, `file-override-${width}.png`),
          fullPage: true,
        });
      }
    }
    // A phone's page does not widen: the adjustments scroll in their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(dialog(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Deleted after a confirmation.
    await row.getByRole('button', { name: /^Delete adjustment of / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this adjustment?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await hidden(row);
    const after = await apiGet<{ rows: { reason: string | null }[] }>(
      page,
      `/file-adjustments?esc_file_id=${saved.file_id}`,
    );
    expect(after.rows.some((r) => r.reason === reason)).toBe(false);

    await overrideForm(page).getByRole('button', { name: 'Close', exact: true }).click();
    await hidden(dialog(page));
  });

  test("'Posting Date is required.' when the posting date is cleared; nothing is added", async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const file = await demoFile(page);
    const before = await apiGet<OverrideAnswer>(page, `/files/${file.file_uuid}`);
    const count = async () =>
      (await apiGet<{ rows: unknown[] }>(page, `/file-adjustments?esc_file_id=${before.file_id}`)).rows
        .length;
    const adjustmentsBefore = await count();
    await page.goto(`/reports/file-search?order_number=${encodeURIComponent(file.order_number)}`);
    await openDialog(page, file.order_number);
    const adjustments = addForm(page);
    await adjustments.getByRole('button', { name: 'Clear Posting Date' }).click();
    await input(adjustments, 'Magnus Title').fill('5');
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await visible(adjustments.getByText('Posting Date is required.', { exact: true }));
    expect(await count()).toBe(adjustmentsBefore);
    // The keyboard closes the dialog (the focus is in it).
    await page.keyboard.press('Escape');
    await hidden(dialog(page));
  });
});
