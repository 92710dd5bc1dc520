// /admin/fraud-list (spec 000 §2 /admin/fraud-list, §3 Fraud list entry, §7, §8).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';

const session = setupBrowser();
const SUPER = 'super@hub.test';
const SAVE_FAILED_FALLBACK = 'An error occurred while saving.';

const uniquePayee = (label: string) => `E2E ${label} ${randomUUID().slice(0, 6)} LLC`;
const payeeInputs = (page: Page) => page.getByRole('textbox', { name: /^Payee Name, row \d+$/ });
const payeeInput = (page: Page, row: number) => page.getByLabel(`Payee Name, row ${row}`, { exact: true });
const notesInput = (page: Page, row: number) => page.getByLabel(`Notes, row ${row}`, { exact: true });

async function openList(page: Page): Promise<void> {
  await page.goto('/admin/fraud-list');
  await visible(page.getByRole('heading', { name: 'Fraud List', exact: true }));
  await visible(payeeInputs(page));
}

/** The payee names as the table shows them, in order. */
async function payeeNames(page: Page): Promise<string[]> {
  return payeeInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** The 1-based table row holding this payee name, or 0. */
async function rowOf(page: Page, name: string): Promise<number> {
  return (await payeeNames(page)).indexOf(name) + 1;
}

async function addRow(page: Page, name: string, notes: string): Promise<void> {
  await page.getByRole('button', { name: '+ Add Row' }).click();
  const row = (await payeeNames(page)).length;
  await payeeInput(page, row).fill(name);
  await notesInput(page, row).fill(notes);
}

async function saveAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save All' }).click();
}

describe('fraud list', () => {
  test('rows added and saved are there after a reload; an edit and a removal are saved too', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await openList(page);
    const first = uniquePayee('Alpha');
    const second = uniquePayee('Bravo');
    await addRow(page, first, 'Wire fraud attempt');
    await addRow(page, second, 'Fake payoff letter');
    await saveAll(page);
    await visible(page.getByText('Fraud list saved.'));

    await openList(page);
    const firstRow = await rowOf(page, first);
    const secondRow = await rowOf(page, second);
    expect(firstRow).toBeGreaterThan(0);
    expect(secondRow).toBeGreaterThan(0);
    expect(await notesInput(page, firstRow).inputValue()).toBe('Wire fraud attempt');
    // Sorted by name.
    const names = await payeeNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // Edit one and remove the other, in one save.
    const renamed = `${first} Renamed`;
    await payeeInput(page, firstRow).fill(renamed);
    await notesInput(page, firstRow).fill('Edited by e2e');
    await page.getByRole('button', { name: `Remove row ${secondRow}` }).click();
    await visible(page.getByRole('button', { name: `Restore row ${secondRow}` }));
    await saveAll(page);
    await visible(page.getByText('Fraud list saved.'));

    await openList(page);
    expect(await rowOf(page, second)).toBe(0);
    expect(await rowOf(page, first)).toBe(0);
    const renamedRow = await rowOf(page, renamed);
    expect(renamedRow).toBeGreaterThan(0);
    expect(await notesInput(page, renamedRow).inputValue()).toBe('Edited by e2e');
  });

  test('an empty payee name is refused with its message and nothing is saved', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await openList(page);
    const before = await payeeNames(page);
    const valid = uniquePayee('Valid');
    await addRow(page, valid, 'Would be saved with the other row');
    await addRow(page, '', 'A row without a payee');
    await saveAll(page);
    await visible(page.getByText('Payee name is required'));
    await visible(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Fix the highlighted rows, then save again.' }),
    );

    await openList(page);
    expect(await payeeNames(page)).toEqual(before);
    expect(await rowOf(page, valid)).toBe(0);
  });

  test("the same payee twice is refused, and a stale save shows the server's message", async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await openList(page);
    const before = await payeeNames(page);
    const existing = before[0] ?? '';
    expect(existing).not.toBe('');
    const valid = uniquePayee('Kept out');
    await addRow(page, valid, '');
    // Same payee ignoring case and spaces; the browser does not know the rows are the same name.
    await addRow(page, existing.toUpperCase().replace(/ /g, '  '), '');
    // The browser's own check catches it first (names compared like the server's).
    await saveAll(page);
    await visible(page.getByText('Same payee as row 1'));

    // A stale save: the list changes in another tab; this tab's change to the same row is refused.
    await page.getByRole('button', { name: `Remove row ${before.length + 2}` }).click();
    await page.getByRole('button', { name: `Remove row ${before.length + 1}` }).click();
    const other = await session.context.newPage();
    await openList(other);
    await notesInput(other, 1).fill(`Changed elsewhere ${randomUUID().slice(0, 4)}`);
    await saveAll(other);
    await visible(other.getByText('Fraud list saved.'));
    await notesInput(page, 1).fill('Changed here');
    await saveAll(page);
    // The message under the table (the toast repeats it).
    const alert = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /Someone else changed this record/ });
    await visible(alert);
    expect(await alert.textContent()).not.toContain(SAVE_FAILED_FALLBACK);
    await openList(page);
    expect(await notesInput(page, 1).inputValue()).not.toBe('Changed here');
  });
});
