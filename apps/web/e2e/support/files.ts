// The steps of the file screens: the header's quick find and the file override dialog (spec 001 §2
// "File override dialog": 'Override File Values' and 'File Adjustments').
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hidden, visible } from './hub.ts';

// ---- Quick find -----------------------------------------------------------------------------------

/** The header's quick find box (a wide screen; a phone opens it from its icon). */
export const quickFindBox = (page: Page) => page.getByRole('combobox', { name: 'Quick find' });

/** The quick find's list of results. */
export const quickFindResults = (page: Page) => page.getByRole('listbox', { name: 'Quick find results' });

/** Types in the quick find box and waits for the option naming `option`. */
export async function quickFind(page: Page, text: string, option: string | RegExp): Promise<void> {
  await quickFindBox(page).fill(text);
  await visible(quickFindResults(page).getByRole('option', { name: option }).first());
}

/** Puts the focus in the quick find box with the '/' key, pressed outside any field. */
export async function slashToQuickFind(page: Page): Promise<void> {
  // The header's quick find is loaded after sign-in: the key does nothing before it is there.
  await visible(quickFindBox(page));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect
    .poll(() => quickFindBox(page).evaluate((box) => box === document.activeElement), { timeout: 5_000 })
    .toBe(true);
}

/**
 * Finds the file `orderNumber` with the quick find ('/' then typing, or a click in the box) and
 * chooses it among the Files: a super user gets its override dialog.
 */
export async function quickFindFile(page: Page, orderNumber: string, by: 'slash' | 'click'): Promise<void> {
  if (by === 'slash') await slashToQuickFind(page);
  else await quickFindBox(page).click();
  await quickFindBox(page).fill(orderNumber);
  const option = quickFindResults(page)
    .getByRole('group', { name: 'Files' })
    .getByRole('option')
    .filter({ has: page.getByText(orderNumber, { exact: true }) });
  await visible(option);
  await option.click();
  await visible(overrideForm(page).getByRole('button', { name: 'Save File' }));
}

// ---- The file override dialog ---------------------------------------------------------------------

/** The file override dialog (titled 'File <order number>'). */
export const overrideDialog = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: 'Override File Values' });

/** Its 'Override File Values' form. */
export const overrideForm = (page: Page) => page.getByRole('form', { name: 'Override File Values' });

/** Its form that adds an adjustment. */
export const adjustmentForm = (page: Page) => page.getByRole('form', { name: 'Add adjustment' });

/** Its table of the file's adjustments. */
export const adjustmentsTable = (page: Page) => page.getByRole('table', { name: 'File Adjustments' });

/** The input of a field of `scope` by its label (a required field's label ends with ' *'). */
export const inputOf = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}(?: \\*)?$`)).and(scope.locator('input'));

/** Sets the override's Escrow (settlement fee) to `amount` and saves: the dialog closes. */
export async function saveEscrow(page: Page, amount: string): Promise<void> {
  const form = overrideForm(page);
  await inputOf(form, 'Escrow').fill(amount);
  await form.getByRole('button', { name: 'Save File' }).click();
  await hidden(overrideDialog(page));
}

/** Deletes the adjustment row `row` after the confirmation; waits until the row is gone. */
export async function deleteAdjustment(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^Delete adjustment of / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this adjustment?' });
  await visible(confirm);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await hidden(row);
}

/** Closes the override dialog with its Close button. */
export async function closeOverride(page: Page): Promise<void> {
  await overrideForm(page).getByRole('button', { name: 'Close', exact: true }).click();
  await hidden(overrideDialog(page));
}
