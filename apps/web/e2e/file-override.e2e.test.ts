// The file override dialog (spec 001 §2 "File override dialog", §4, §5, §8): a super user opens a
// file from the file search, changes its Escrow, saves, adds an adjustment and deletes it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import {
  adjustmentForm,
  adjustmentsTable,
  closeOverride,
  deleteAdjustment,
  inputOf,
  overrideDialog,
  overrideForm,
} from './support/files.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { apiGet, SUPER, uniqueName } from './support/screens.ts';
import { plusCents } from './support/tables.ts';

const session = setupBrowser();

type FoundFile = { file_uuid: string; order_number: string };
type OverrideAnswer = { settlement_fee: string; version: number; file_id: number };

/** A demo file with a unique order number, found through the file search's own call. */
async function demoFile(page: Page): Promise<FoundFile> {
  const found = await apiGet<{ rows?: FoundFile[] } | FoundFile[]>(page, '/files/file-search?order_number=1');
  const rows = Array.isArray(found) ? found : (found.rows ?? []);
  const file = rows[rows.length - 1];
  if (!file) throw new Error('the demo database has no file whose order number starts with 1');
  return file;
}

async function openDialog(page: Page, orderNumber: string): Promise<void> {
  await page.getByRole('button', { name: orderNumber, exact: true }).click();
  await visible(overrideDialog(page));
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
    expect(await inputOf(form, 'Escrow').inputValue()).toBe(before.settlement_fee);

    // Escrow changed and saved: the dialog closes and the file holds the new amount.
    const escrow = plusCents(before.settlement_fee, 111);
    await inputOf(form, 'Escrow').fill(escrow);
    await form.getByRole('button', { name: 'Save File' }).click();
    await hidden(overrideDialog(page));
    const saved = await apiGet<OverrideAnswer>(page, `/files/${file.file_uuid}`);
    expect(saved.settlement_fee).toBe(escrow);
    expect(saved.version).toBe(before.version + 1);

    // Opened again: prefilled with the saved amount; an adjustment is added from the keyboard.
    await openDialog(page, file.order_number);
    expect(await inputOf(overrideForm(page), 'Escrow').inputValue()).toBe(escrow);
    const adjustments = adjustmentForm(page);
    expect(await inputOf(adjustments, 'Posting Date').inputValue()).toBe(todayInLA());
    const reason = uniqueName('Adjustment');
    await inputOf(adjustments, 'Magnus Escrow').fill('12.34');
    await inputOf(adjustments, 'Partner Title').fill('-2.5');
    await inputOf(adjustments, 'Reason').fill(reason);
    await inputOf(adjustments, 'Reason').press('Enter');
    const row = adjustmentsTable(page).getByRole('row').filter({ hasText: reason });
    await visible(row);
    // Its sum: 12.34 - 2.50.
    await visible(row.getByText('$9.84'));
    // The fields are cleared, the posting date stays.
    expect(await inputOf(adjustments, 'Magnus Escrow').inputValue()).toBe('');
    expect(await inputOf(adjustments, 'Reason').inputValue()).toBe('');
    expect(await inputOf(adjustments, 'Posting Date').inputValue()).toBe(todayInLA());
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
        await visible(overrideDialog(page));
        await page.screenshot({
          path: join(process.env.E2E_SCREENSHOTS, `file-override-${width}.png`),
          fullPage: true,
        });
      }
    }
    // A phone's page does not widen: the adjustments scroll in their own box.
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(overrideDialog(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Deleted after a confirmation.
    await deleteAdjustment(page, row);
    const after = await apiGet<{ rows: { reason: string | null }[] }>(
      page,
      `/file-adjustments?esc_file_id=${saved.file_id}`,
    );
    expect(after.rows.some((r) => r.reason === reason)).toBe(false);

    await closeOverride(page);
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
    const adjustments = adjustmentForm(page);
    await adjustments.getByRole('button', { name: 'Clear Posting Date' }).click();
    await inputOf(adjustments, 'Magnus Title').fill('5');
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await visible(adjustments.getByText('Posting Date is required.', { exact: true }));
    expect(await count()).toBe(adjustmentsBefore);
    // The keyboard closes the dialog (the focus is in it).
    await page.keyboard.press('Escape');
    await hidden(overrideDialog(page));
  });
});
