// The Title Officer Turnaround of spec 001 §2 (issue 22) as the demo Super User: Run with the default
// range, the footer against the server's totals, an officer's files (the red cross, a legal
// description), Override of an ineligible file, a file added by hand and deleted, the CSV export (its
// name and header), at 1280 and 390 px; an Admin sees no Override.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, SUPER } from './support/screens.ts';
import { csvExport, downloadExport, totalText } from './support/tables.ts';

const session = setupBrowser();

type TurnaroundFile = {
  file_uuid: string;
  order_number: string;
  legal_desc: string | null;
  comm_elig: boolean;
  added_file_uuid?: string;
};
type Officer = {
  emp_uuid: string;
  first_name: string;
  last_name: string;
  total_file_cnt: number;
  comm_file_cnt: number;
  files: TurnaroundFile[];
};
type Turnaround = {
  state: string;
  beg_date: string;
  end_date: string;
  rows: Officer[];
  totals: { total_file_cnt: number; comm_file_cnt: number; avg_turn_around_days: number | null };
};

const PATH = '/reports/title-officer-turnaround';
const TITLE = 'Title Officer Turnaround';
const WIDE = { width: 1280, height: 900 } as const;

const nameOf = (officer: Officer) => `${officer.last_name}, ${officer.first_name}`;
const officersTable = (page: Page) => page.getByRole('main').getByRole('table', { name: TITLE, exact: true });
const filesTable = (page: Page, officer: Officer) =>
  page.getByRole('table', { name: `Files of ${nameOf(officer)}`, exact: true });
/** A file's row in its officer's list, by its order number. */
const fileRow = (page: Page, files: Locator, orderNumber: string) =>
  files.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) });

/** Signs in as `email` on the turnaround, runs the default range and answers the server's answer for it. */
async function runDefault(page: Page, email: string): Promise<Turnaround> {
  await page.setViewportSize(WIDE);
  await signIn(page, email, DEMO_PASSWORD, PATH);
  await visible(heading(page, TITLE));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await visible(officersTable(page));
  const search = new URL(page.url()).searchParams;
  const query = `state=${search.get('state')}&beg_date=${search.get('beg_date')}&end_date=${search.get('end_date')}`;
  return apiGet<Turnaround>(page, `/reports/to?${query}`);
}

/** Confirms the question's dialog with its button `confirm`; waits until it has closed. */
async function confirm(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await visible(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await hidden(dialog);
}

describe('Title Officer Turnaround', () => {
  test('a Super User runs it, opens the files, overrides, adds and deletes a file, and exports the CSV', async () => {
    const { page } = session;
    const answer = await runDefault(page, SUPER);
    const table = officersTable(page);
    // The range is the previous month, the state the token's (AZ for the demo Super User).
    expect(answer.state).toBe('AZ');
    expect(answer.beg_date.endsWith('-01')).toBe(true);
    expect(await page.getByLabel('Begin', { exact: true }).inputValue()).toBe(answer.beg_date);
    expect(await page.getByLabel('End', { exact: true }).inputValue()).toBe(answer.end_date);

    // The footer, computed on the screen, is the server's.
    expect(await totalText(table, 'Files')).toBe(answer.totals.total_file_cnt.toLocaleString('en-US'));
    expect(await totalText(table, 'Eligible')).toBe(answer.totals.comm_file_cnt.toLocaleString('en-US'));
    expect(await totalText(table, 'Avg Turn (days)')).toBe(
      answer.totals.avg_turn_around_days === null ? '—' : String(answer.totals.avg_turn_around_days),
    );

    // An officer with a file not eligible (not added by hand) and one with a legal description.
    const officer = answer.rows.find((row) =>
      row.files.some((file) => !file.comm_elig && !file.added_file_uuid),
    );
    if (!officer) throw new Error('the demo has no AZ title officer with a late file last month');
    const late = officer.files.find((file) => !file.comm_elig && !file.added_file_uuid) as TurnaroundFile;
    await table
      .getByRole('button', { name: `View files (${officer.files.length}) of ${nameOf(officer)}` })
      .click();
    const files = filesTable(page, officer);
    await visible(files);
    await visible(files.getByRole('img', { name: `Not eligible for commission: ${late.order_number}` }));
    expect(await fileRow(page, files, late.order_number).getByRole('cell').nth(8).textContent()).toMatch(
      /^No\s*Override$/,
    );
    const described = officer.files.find((file) => file.legal_desc);
    if (described?.legal_desc) {
      await files.getByRole('button', { name: described.order_number, exact: true }).click();
      await visible(files.getByText(described.legal_desc, { exact: false }));
    }
    await fitsAPhone(page, 'title-turnaround-files');
    await page.setViewportSize(WIDE);

    // Override: after the confirmation the file is on time, on the screen and in the answer.
    await files.getByRole('button', { name: `Override ${late.order_number}`, exact: true }).click();
    await confirm(page, 'Override commission eligibility for this file?', 'Override');
    await hidden(files.getByRole('img', { name: `Not eligible for commission: ${late.order_number}` }));
    expect(await fileRow(page, files, late.order_number).getByRole('cell').nth(8).textContent()).toBe('Yes');
    const query = `state=AZ&beg_date=${answer.beg_date}&end_date=${answer.end_date}`;
    const after = await apiGet<Turnaround>(page, `/reports/to?${query}`);
    const overridden = after.rows
      .find((row) => row.emp_uuid === officer.emp_uuid)
      ?.files.find((file) => file.file_uuid === late.file_uuid);
    expect(overridden?.comm_elig).toBe(true);

    // Add a file by hand: another officer's order, searched on the range's first day.
    const other = answer.rows
      .flatMap((row) => (row.emp_uuid === officer.emp_uuid ? [] : row.files))
      .find((file) => !file.added_file_uuid);
    if (!other) throw new Error('the demo has no second AZ title officer with files last month');
    await table.getByRole('button', { name: `Add file for ${nameOf(officer)}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Add file for ${nameOf(officer)}` });
    await visible(form);
    expect(await form.getByLabel(/^Order #/).inputValue()).toBe('');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(form.getByText('Order # is required'));
    await form.getByLabel(/^Order #/).fill(other.order_number);
    await form
      .getByLabel(/^Search Start/)
      .and(form.locator('input'))
      .fill(answer.beg_date);
    await form
      .getByLabel(/^Commit Ready/)
      .and(form.locator('input'))
      .fill(answer.beg_date);
    await form.getByLabel(/^Order #/).click();
    await fitsAPhone(page, 'title-turnaround-add-file');
    await page.setViewportSize(WIDE);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await hidden(form);
    const remove = files.getByRole('button', { name: `Delete ${other.order_number}`, exact: true });
    await visible(remove);

    // Delete it again after the confirmation.
    await remove.click();
    await confirm(page, 'Delete this manually added file from the report?', 'Delete');
    await hidden(remove);

    // The CSV: named by the server, the spec's columns in order.
    const { fileName, bytes } = await downloadExport(page, 'CSV');
    expect(fileName).toBe(`to_turnaround_AZ_${answer.beg_date}_to_${answer.end_date}.csv`);
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const { records } = csvExport(text);
    expect(Object.keys(records[0] ?? {})).toEqual([
      'Employee',
      'Begin',
      'End',
      'Total Files',
      'Eligible Files',
      'Avg Turnaround (days)',
      'File ID',
      'Order #',
      'Status',
      'Open Date',
      'Ready For Title',
      'Commit Complete',
      'Turnaround Days',
      'County',
      'Type',
    ]);
    await fitsAPhone(page, 'title-turnaround');
  });

  test('an Admin sees the files without Override, Add file or Delete', async () => {
    const { page } = session;
    const answer = await runDefault(page, 'admin@hub.test');
    const officer = answer.rows.find((row) => row.files.some((file) => !file.comm_elig));
    if (!officer) throw new Error('the demo has no title officer with a file not eligible last month');
    const table = officersTable(page);
    await table
      .getByRole('button', { name: `View files (${officer.files.length}) of ${nameOf(officer)}` })
      .click();
    const files = filesTable(page, officer);
    await visible(files);
    await visible(files.getByRole('img', { name: /^Not eligible for commission: / }).first());
    expect(await files.getByRole('button', { name: /^Override / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add file for / }).count()).toBe(0);
    expect(await files.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await fitsAPhone(page, 'title-turnaround-admin');
  });
});
