// Reading what a list shows: money as the screens write it, in whole cents; a table's columns, rows
// and totals row by their headers; the list's export as the browser downloads it.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { asCents, formatUsdAccounting, fromCents, toCents } from '../../../../packages/domain/src/money.ts';

// ---- Money ----------------------------------------------------------------------------------------

/**
 * Cents of an amount as a table shows it: '$1,234.50', '($1,234.50)' or '-$1,234.50'; an empty cell
 * is 0. Read digit by digit (no float); anything else is refused, so a wrong cell cannot pass as 0.
 */
export function shownCents(text: string): number {
  const shown = text.trim();
  if (shown === '') return 0;
  const match = /^(\()?(-)?\$(\d{1,3}(?:,\d{3})*)\.(\d{2})(\))?$/.exec(shown);
  if (!match || Boolean(match[1]) !== Boolean(match[5]))
    throw new Error(`Not an amount as the screens show it: ${JSON.stringify(text)}`);
  const cents = toCents(`${(match[3] ?? '').replace(/,/g, '')}.${match[4]}`);
  return match[1] || match[2] ? -cents : cents;
}

/** An amount in cents as a table shows it ('$1,234.50', '($1,234.50)'). */
export const shownMoney = (cents: number) => formatUsdAccounting(asCents(cents));

/** An amount in cents as the API and the CSV export write it ('1234.50', '-0.07'). */
export const moneyText = (cents: number) => fromCents(asCents(cents));

/** Cents of an amount as the API and the CSV export write it ('1234.50', '-0.07'); empty is 0. */
export const textCents = (text: string | null | undefined): number =>
  text === null || text === undefined || text.trim() === '' ? 0 : toCents(text);

/** The decimal text `amount` ('1450.00') plus `cents`, as the API writes amounts (no float). */
export const plusCents = (amount: string, cents: number): string =>
  fromCents(asCents(toCents(amount) + cents));

// ---- Tables ---------------------------------------------------------------------------------------

/** An order number as its cell shows it, without the ▸/▾ of the button that opens its row. */
export const cellKey = (text: string) => text.replace(/^[▸▾]\s*/, '').trim();

/** The texts of one column of the table's body rows (expanded detail rows left out), by its header. */
export async function columnTexts(table: Locator, column: string): Promise<string[]> {
  return table.evaluate((element, column) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`No column ${column} in ${headers.join(', ')}`);
    return [...element.querySelectorAll(':scope > tbody > tr')]
      .filter((tr) => !tr.id.endsWith('-expanded'))
      .map((tr) => tr.querySelectorAll(':scope > td')[index]?.textContent?.trim() ?? '');
  }, column);
}

/** The totals row's text of a column, by its header. */
export async function totalText(table: Locator, column: string): Promise<string> {
  return table.evaluate((element, column) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      th.textContent?.replace(/[↕▲▼]/g, '').trim(),
    );
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`No column ${column} in ${headers.join(', ')}`);
    return element.querySelectorAll('tfoot th, tfoot td')[index]?.textContent?.trim() ?? '';
  }, column);
}

/**
 * The body row whose `keyColumn` cell reads `key` (an order number's ▸ left out), as header -> text;
 * null when the table has no such row.
 */
export async function rowTexts(
  table: Locator,
  keyColumn: string,
  key: string,
): Promise<Record<string, string> | null> {
  return table.evaluate(
    (element, { keyColumn, key }) => {
      const headers = [...element.querySelectorAll('thead th')].map(
        (th) => th.textContent?.replace(/[↕▲▼]/g, '').trim() ?? '',
      );
      const index = headers.indexOf(keyColumn);
      if (index < 0) throw new Error(`No column ${keyColumn} in ${headers.join(', ')}`);
      for (const tr of element.querySelectorAll(':scope > tbody > tr')) {
        if (tr.id.endsWith('-expanded')) continue;
        const cells = [...tr.querySelectorAll(':scope > td')].map((td) => td.textContent?.trim() ?? '');
        if ((cells[index] ?? '').replace(/^[▸▾]\s*/, '').trim() !== key) continue;
        return Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? '']));
      }
      return null;
    },
    { keyColumn, key },
  );
}

// ---- Exports --------------------------------------------------------------------------------------

/** Clicks the list's 'Export CSV' (or XLSX) and answers the downloaded file's name and bytes. */
export async function downloadExport(
  page: Page,
  format: 'CSV' | 'XLSX' = 'CSV',
): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export ${format}`, exact: true }).click(),
  ]);
  return { fileName: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * An export's CSV (UTF-8 with a BOM): the lines above the header (title, filters, generated, a blank
 * line) and the data rows as header -> cell.
 */
export function csvExport(text: string): { preamble: string[][]; records: Record<string, string>[] } {
  const all = parseCsv(text.replace(/^\uFEFF/, ''));
  const blank = all.findIndex((row) => row.every((cell) => cell === ''));
  if (blank < 0) throw new Error('The export has no blank line before its header row');
  const header = all[blank + 1] ?? [];
  return {
    preamble: all.slice(0, blank),
    records: all
      .slice(blank + 2)
      .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))),
  };
}

// ---- Totals rows --------------------------------------------------------------------------------

/** A count as a table shows it ('1,234'). */
export const shownCount = (text: string) => Number(text.replace(/,/g, ''));

/** The table's count column adds up to its totals row; answers the total. */
export async function countsAddUp(table: Locator, column: string): Promise<number> {
  const total = shownCount(await totalText(table, column));
  const cells = await columnTexts(table, column);
  expect(
    cells.reduce((sum, cell) => sum + shownCount(cell), 0),
    column,
  ).toBe(total);
  return total;
}

/** The table's money column adds up to its totals row, to the cent; answers the total in cents. */
export async function moneyAddsUp(table: Locator, column: string): Promise<number> {
  const total = shownCents(await totalText(table, column));
  const cells = await columnTexts(table, column);
  expect(
    cells.reduce((sum, cell) => sum + shownCents(cell), 0),
    column,
  ).toBe(total);
  return total;
}
