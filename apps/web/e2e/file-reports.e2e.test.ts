// The file reports of spec 001 §2 "Order reports" (issue 11): New Clients, Files Missing Close Date
// and the Fraud Match Report, opened as an administrator after an upload of escrow files that puts a
// new client, a closed file without a close date and a fraud payee (exact and look-alike) on the
// screens; their empty texts (spec 001 §8); a 390 px phone's page never widens.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { todayInLA } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, TEXT, TOKEN_KEY, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, SUPER } from './support/screens.ts';

const session = setupBrowser();

const TEXTS = {
  noNewClients: 'No new clients found for the selected date range.',
  noFiles: 'No files found.',
  noMatches: 'No matches found in the last 30 days.',
} as const;

const stamp = randomUUID().slice(0, 6).toUpperCase();
const FRAUD_ORDER = `E2E-FR-${stamp}`;
const MISSING_ORDER = `E2E-MC-${stamp}`;
const NEW_CLIENT = `E2E New Client ${stamp}`;

const HEADER = [
  'order_number',
  'state',
  'transaction_type',
  'order_status',
  'open_date',
  'branch',
  'escrow_officer',
  'settlement_fee',
  'owners_policy',
  'lenders_policy',
  'buyer',
  'seller',
  'directing_client',
] as const;
type Row = Record<(typeof HEADER)[number], string>;

const csv = (rows: readonly Row[]) =>
  `${[HEADER.join(','), ...rows.map((row) => HEADER.map((h) => `"${row[h].replace(/"/g, '""')}"`).join(','))].join('\n')}\n`;

type EmployeeOption = {
  first_name: string;
  last_name: string;
  emp_type: string | null;
  state: string;
  is_active: boolean;
};
type UploadJob = { upload_id: number; status: string; rows_inserted: number };

/** Uploads the rows as an escrow-files CSV with the page's token and waits until the import is done. */
async function uploadFiles(page: Page, rows: readonly Row[]): Promise<void> {
  const answer = await page.evaluate(
    async ({ text, key }) => {
      const form = new FormData();
      form.append('upload_type', 'esc_files');
      form.append('file', new Blob([text], { type: 'text/csv' }), 'e2e-file-reports.csv');
      const response = await fetch('/api/uploads/upload-file', {
        method: 'POST',
        headers: { Authorization: `Bearer ${window.localStorage.getItem(key)}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { upload_id: number } };
    },
    { text: csv(rows), key: TOKEN_KEY },
  );
  expect(answer.status).toBe(202);
  await expect
    .poll(
      async () => (await apiGet<UploadJob>(page, `/uploads/upload-jobs/${answer.body.upload_id}`)).status,
      {
        timeout: 60_000,
        interval: 500,
      },
    )
    .toBe('done');
  const job = await apiGet<UploadJob>(page, `/uploads/upload-jobs/${answer.body.upload_id}`);
  expect(job.rows_inserted).toBe(rows.length);
}

/** The text lines of one row's cell, by the table's column header. */
async function cellLines(page: Page, table: string, order: string, column: string): Promise<string[]> {
  return page.getByRole('table', { name: table }).evaluate(
    (element, { order, column }) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) =>
        th.textContent?.replace(/[↕▲▼]/g, '').trim(),
      );
      const index = headers.indexOf(column);
      const row = [...element.querySelectorAll('tbody tr')].find(
        (tr) => tr.querySelector('td')?.textContent?.trim() === order,
      );
      const cell = row?.querySelectorAll('td')[index];
      if (!cell) return [];
      const lines = [...cell.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
      return lines.length > 0 ? lines : [cell.textContent?.trim() ?? ''];
    },
    { order, column },
  );
}

let uploaded = false;

/** Signs in as `email` from a signed-out page (a flow that changes user drops the stored token first). */
async function signInAs(page: Page, email: string, path?: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, DEMO_PASSWORD, path);
}

/** Signs in as the super user and, once per run, uploads the files the reports show. */
async function signInWithFiles(page: Page): Promise<{ eoName: string }> {
  await signIn(page, SUPER, DEMO_PASSWORD);
  const officers = await apiGet<EmployeeOption[]>(page, '/employees/simple');
  const eo = officers.find((e) => e.emp_type === 'EO' && e.state === 'AZ' && e.is_active);
  if (!eo) throw new Error('The demo has no active AZ escrow officer');
  const eoName = `${eo.first_name} ${eo.last_name}`;
  if (!uploaded) {
    const base = {
      state: 'AZ',
      transaction_type: 'PURCHASE',
      branch: '101',
      escrow_officer: eoName,
      owners_policy: '0',
      lenders_policy: '0',
      buyer: '',
      seller: '',
      directing_client: '',
    };
    await uploadFiles(page, [
      // Opened today by a client never seen before; its buyer is a fraud payee, its seller a look-alike.
      {
        ...base,
        order_number: FRAUD_ORDER,
        order_status: 'OPEN',
        open_date: todayInLA(),
        settlement_fee: '1450.00',
        buyer: 'Desert Gold Wire Services',
        seller: 'Quick Cl0se Holdings LLC',
        directing_client: NEW_CLIENT,
      },
      // Closed in the order system with no closing, disbursement or posted date.
      {
        ...base,
        order_number: MISSING_ORDER,
        order_status: 'CLOSED',
        open_date: '2025-11-03',
        settlement_fee: '1275.50',
        owners_policy: '1820.00',
        lenders_policy: '640.25',
        buyer: 'Morgan Ellis',
        seller: 'Casey Hart',
      },
    ]);
    uploaded = true;
  }
  return { eoName };
}

describe('file reports', () => {
  test('Fraud Match Report: the exact match first, then the look-alike with its score; the order number leads to the file search', async () => {
    const { page } = session;
    await signInWithFiles(page);
    await page.goto('/reports/fraud-matches');
    await visible(heading(page, 'Fraud Match Report'));
    const link = page
      .getByRole('table', { name: 'Fraud Matches' })
      .getByRole('link', { name: FRAUD_ORDER, exact: true });
    await visible(link);
    expect(await link.getAttribute('href')).toBe(`/reports/file-search?order_number=${FRAUD_ORDER}`);
    const lines = await cellLines(page, 'Fraud Matches', FRAUD_ORDER, 'Matches');
    expect(lines[0]).toBe("Buyer 'Desert Gold Wire Services' matches payee 'Desert Gold Wire Services'");
    expect(lines[1]).toMatch(
      /^Seller 'Quick Cl0se Holdings LLC' ~ payee 'Quick Close Holdings LLC' \(similarity 0\.\d\d\)$/,
    );
    expect(lines).toHaveLength(2);
    await visible(page.getByRole('group', { name: 'Export Fraud Matches' }));
    await fitsAPhone(page, 'fraud-matches');

    // A State Super User of NV does not see the AZ file.
    await signInAs(page, 'nv.super@hub.test', '/reports/fraud-matches');
    await visible(heading(page, 'Fraud Match Report'));
    await visible(page.getByRole('table', { name: 'Fraud Matches' }).or(page.getByText(TEXTS.noMatches)));
    expect(await page.getByRole('link', { name: FRAUD_ORDER, exact: true }).count()).toBe(0);
  });

  test('Files Missing Close Date: the spec columns, the escrow officer with a mail link, the fees', async () => {
    const { page } = session;
    const { eoName } = await signInWithFiles(page);
    await page.goto('/reports/missing-close-date');
    await visible(heading(page, 'Files Missing Close Date'));
    const table = page.getByRole('table', { name: 'Files Missing Close Date' });
    await visible(table.getByRole('link', { name: MISSING_ORDER, exact: true }));
    const headers = await table
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim()));
    expect(headers).toEqual([
      'Order #',
      'Buyer',
      'Seller',
      'Posted Settlement',
      'Posted Title',
      'Settlement Fee',
      'Title Insurance Fee',
      'Escrow Officer',
      'Branch',
    ]);
    expect(await cellLines(page, 'Files Missing Close Date', MISSING_ORDER, 'Settlement Fee')).toEqual([
      '$1,275.50',
    ]);
    // Owner's and lender's policy.
    expect(await cellLines(page, 'Files Missing Close Date', MISSING_ORDER, 'Title Insurance Fee')).toEqual([
      '$2,460.25',
    ]);
    const officer = await cellLines(page, 'Files Missing Close Date', MISSING_ORDER, 'Escrow Officer');
    expect(officer[0]).toBe(eoName);
    const rows = await apiGet<{ order_number: string; escrow_officer_email: string | null }[]>(
      page,
      '/reports/files-missing-close-date',
    );
    const email = rows.find((r) => r.order_number === MISSING_ORDER)?.escrow_officer_email;
    if (email) {
      const mail = table.locator(`a[href^="mailto:${email}?"]`);
      expect(((await mail.textContent()) ?? '').replace(/\s/g, '')).toBe(email);
      // The message names the order.
      expect(await mail.getAttribute('href')).toContain(encodeURIComponent(`Order ${MISSING_ORDER}`));
    }
    await visible(page.getByRole('group', { name: 'Export Files Missing Close Date' }));
    await fitsAPhone(page, 'missing-close-date');
  });

  test('New Clients: the month so far by default, the new client with its file; an empty range says so', async () => {
    const { page } = session;
    await signInWithFiles(page);
    await page.goto('/reports/new-clients');
    await visible(heading(page, 'New Clients'));
    const today = todayInLA();
    await page.waitForURL((url) => url.searchParams.get('end_date') === today);
    expect(new URL(page.url()).searchParams.get('start_date')).toBe(`${today.slice(0, 8)}01`);
    const table = page.getByRole('table', { name: 'New Clients' });
    await visible(table.getByRole('cell', { name: NEW_CLIENT, exact: true }));
    expect(await cellLines(page, 'New Clients', NEW_CLIENT, 'Files')).toEqual(['1']);
    await visible(page.getByRole('group', { name: 'Export New Clients' }));
    await fitsAPhone(page, 'new-clients');

    await page.goto('/reports/new-clients?start_date=2039-01-01&end_date=2039-01-31');
    await visible(page.getByText(TEXTS.noNewClients, { exact: true }));
  });

  test('the empty texts of the two admin lists, and a Sales user kept out of them', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD);
    // The demo's files always include some; the lists answer none here to show the empty state.
    await page.route('**/api/reports/files-missing-close-date', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/fraud-check', (route) => route.fulfill({ json: [] }));
    await page.goto('/reports/missing-close-date');
    await visible(page.getByText(TEXTS.noFiles, { exact: true }));
    await page.goto('/reports/fraud-matches');
    await visible(page.getByText(TEXTS.noMatches, { exact: true }));
    await page.unrouteAll();

    await signInAs(page, 'sales@hub.test', '/reports/fraud-matches');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
    await page.goto('/reports/missing-close-date');
    await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
  });
});
