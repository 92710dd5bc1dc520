// Files and readings the upload flows need: spreadsheets written to a temporary folder, the file
// picker of the upload form, and the row counts an upload shows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Writes `content` as `name` in a fresh temporary folder and answers its path. */
export function tempFile(name: string, content: Buffer | string): string {
  const folder = mkdtempSync(join(tmpdir(), 'hub-e2e-uploads-'));
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

export const ESC_FILE_HEADER = [
  'order_number',
  'state',
  'transaction_type',
  'order_status',
  'open_date',
  'branch',
  'escrow_officer',
  'settlement_fee',
] as const;

export type EscFileRow = Record<(typeof ESC_FILE_HEADER)[number], string>;

/** An escrow file row that the import stores: an open AZ purchase at demo branch `branch`. */
export function goodEscFile(orderNumber: string, branch: string): EscFileRow {
  return {
    order_number: orderNumber,
    state: 'AZ',
    transaction_type: 'PURCHASE',
    order_status: 'OPEN',
    open_date: '2026-01-15',
    branch,
    escrow_officer: '',
    settlement_fee: '1450.00',
  };
}

/** The rows as a CSV with the header row first. */
export function escFilesCsv(rows: readonly EscFileRow[]): string {
  const line = (cells: readonly string[]) =>
    cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c));
  return `${[ESC_FILE_HEADER, ...rows.map((row) => ESC_FILE_HEADER.map((h) => row[h]))]
    .map((cells) => line(cells).join(','))
    .join('\n')}\n`;
}

/** Picks `path` in the form's File field the way a person does: through the file chooser. */
export async function chooseFile(page: Page, path: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByLabel('File', { exact: true }).click(),
  ]);
  await chooser.setFiles(path);
}

/** The upload form's Upload button. */
export const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

/** The row counts an upload shows (its 'Row counts' table), by column: `{ Read: '3', Inserted: '2', ... }`. */
export async function rowCounts(scope: Locator): Promise<Record<string, string>> {
  return scope.getByRole('table', { name: 'Row counts' }).evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const values = [...table.querySelectorAll('tbody td')].map((td) => td.textContent?.trim() ?? '');
    return Object.fromEntries(headers.map((header, i) => [header, values[i] ?? '']));
  });
}
