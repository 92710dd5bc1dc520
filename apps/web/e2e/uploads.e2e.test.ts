// /upload and /uploads/{uploadId} (spec 000 §2, §5, §8, §9; issue 4): upload a spreadsheet, watch
// its background job finish, open its mismatches and resolve one. The e2e server runs the job worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import {
  chooseFile,
  escFilesCsv,
  goodEscFile,
  rowCounts,
  tempFile,
  uploadButton,
} from './support/uploads.ts';

const session = setupBrowser();
const SUPER = 'super@hub.test';
/** A job normally ends within a second or two; leave room on a busy machine. */
const JOB_TIMEOUT = 30_000;

describe('uploads', () => {
  test('an escrow-file upload runs to done, and its mismatch can be resolved', async () => {
    const { page } = session;
    const stamp = Date.now();
    const fileName = `e2e-esc-${stamp}.csv`;
    const csv = escFilesCsv([
      goodEscFile(`E2E-${stamp}-1`, '101'),
      goodEscFile(`E2E-${stamp}-2`, '105'),
      goodEscFile(`E2E-${stamp}-3`, '999'),
    ]);
    const path = tempFile(fileName, csv);

    await signIn(page, SUPER, DEMO_PASSWORD, '/upload');
    await visible(page.getByRole('heading', { name: 'Upload Spreadsheet', exact: true }));
    // No file: the button is disabled and the message asks for one (spec 000 §5).
    await visible(page.getByText('Please select a file.', { exact: true }));
    expect(await uploadButton(page).isDisabled()).toBe(true);

    await chooseFile(page, path);
    await page.getByLabel('Upload Type', { exact: true }).selectOption({ label: 'Escrow Files' });
    // Beside the form: the chosen type's columns.
    const layout = page.getByRole('region', { name: 'Escrow Files columns' });
    await visible(layout.getByRole('cell', { name: 'order_number', exact: true }));
    expect(await uploadButton(page).isDisabled()).toBe(false);
    await uploadButton(page).click();

    const success = page.getByText(/^✅ Upload successful\. Job ID: \d+$/);
    await visible(success);
    const uploadId = Number((await success.textContent())?.match(/Job ID: (\d+)/)?.[1]);
    expect(uploadId).toBeGreaterThan(0);

    // The progress of that upload, followed until its job is done.
    const progress = page.getByRole('region', { name: 'Upload progress' });
    await visible(progress.getByRole('heading', { name: `Upload #${uploadId}`, exact: true }));
    await visible(progress.getByText('Done', { exact: true }), JOB_TIMEOUT);
    expect(await rowCounts(progress)).toEqual({
      Read: '3',
      Inserted: '2',
      Updated: '0',
      Unchanged: '0',
      Mismatched: '1',
    });

    // Recent Uploads lists it, done, with a link to its details.
    const recent = page.getByRole('table', { name: 'Recent Uploads' });
    const recentRow = recent.getByRole('row').filter({ has: page.getByRole('link', { name: fileName }) });
    await visible(recentRow.getByText('Done', { exact: true }), JOB_TIMEOUT);
    await visible(recentRow.getByText('Escrow Files', { exact: true }));
    await visible(recentRow.getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/));

    // From the progress panel to its mismatches.
    await progress.getByRole('link', { name: 'View 1 row not stored', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/uploads/${uploadId}`);
    await visible(page.getByRole('heading', { name: `Upload #${uploadId}`, exact: true }));
    const summary = page.getByRole('region', { name: 'Upload summary' });
    await visible(summary.getByText('Done', { exact: true }));
    await visible(summary.getByText(fileName, { exact: true }));

    const mismatches = page.getByRole('table', { name: 'Mismatches' });
    const row = mismatches.getByRole('row').filter({ hasText: '999' });
    await visible(row.getByRole('cell', { name: 'branch', exact: true }));
    await visible(row.getByRole('cell', { name: '999', exact: true }));
    expect(await mismatches.getByRole('row').count()).toBe(2); // header + the one mismatch

    // Its row data, as the file had it.
    await row.getByRole('button', { name: /^Show row 4, branch$/ }).click();
    await visible(page.getByText(`E2E-${stamp}-3`));

    const resolved = page.getByRole('checkbox', { name: 'Resolved: row 4, branch', exact: true });
    expect(await resolved.isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/api/uploads/upload-mismatches/${uploadId}/`),
    );
    await resolved.check();
    expect((await saved).status()).toBe(200);
    await visible(page.getByText('1 row not stored: 1 problem, 1 resolved', { exact: true }));

    // It stays resolved after a reload.
    await page.reload();
    await visible(page.getByRole('checkbox', { name: 'Resolved: row 4, branch', exact: true }));
    expect(
      await page.getByRole('checkbox', { name: 'Resolved: row 4, branch', exact: true }).isChecked(),
    ).toBe(true);

    // The same page from Recent Uploads.
    await page.goto('/upload');
    await page.getByRole('table', { name: 'Recent Uploads' }).getByRole('link', { name: fileName }).click();
    await page.waitForURL((url) => url.pathname === `/uploads/${uploadId}`);
    await visible(page.getByText('1 row not stored: 1 problem, 1 resolved', { exact: true }));
  });

  test('a long mismatch list pages and sorts on the server, and a copied link keeps the view', async () => {
    const { page } = session;
    const stamp = Date.now();
    // 150 rows at a branch that does not exist; every tenth also with a bad open date: 165 problems.
    const rows = Array.from({ length: 150 }, (_, i) => ({
      ...goodEscFile(`E2E-LONG-${stamp}-${i + 1}`, '999'),
      ...(i % 10 === 0 ? { open_date: 'soon' } : {}),
    }));
    await signIn(page, SUPER, DEMO_PASSWORD, '/upload');
    await chooseFile(page, tempFile(`e2e-long-${stamp}.csv`, escFilesCsv(rows)));
    await page.getByLabel('Upload Type', { exact: true }).selectOption({ label: 'Escrow Files' });
    await uploadButton(page).click();
    const progress = page.getByRole('region', { name: 'Upload progress' });
    await visible(progress.getByText('Done', { exact: true }), JOB_TIMEOUT);
    await progress.getByRole('link', { name: 'View 150 rows not stored', exact: true }).click();
    await page.waitForURL((url) => /^\/uploads\/\d+$/.test(url.pathname));
    const uploadPath = new URL(page.url()).pathname;

    // The counts are the whole upload's; the table shows the first page of 100 in the file's order.
    await visible(page.getByText('150 rows not stored: 165 problems, 0 resolved', { exact: true }));
    const table = page.getByRole('table', { name: 'Mismatches' });
    const bodyRows = table.locator('tbody tr');
    const cell = async (row: number, column: number) =>
      (await bodyRows.nth(row).locator('td').nth(column).textContent())?.trim();
    await visible(bodyRows.nth(99));
    expect(await bodyRows.count()).toBe(100);
    expect([await cell(0, 0), await cell(0, 1)]).toEqual(['2', 'open_date']);

    // Page 2, from the pager: the other 65, and the address says page 2.
    const pager = page.getByLabel('Mismatches pages');
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // Page 1 stays on screen until page 2 has come (its row 65 exists too): wait for the 65 rows.
    await expect.poll(() => bodyRows.count()).toBe(65);
    expect(await cell(64, 0)).toBe('151');

    // Sorted by Field: the server sorts all 165 (it starts descending), back on page 1.
    await table.getByRole('button', { name: /^Field/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'field' && !url.searchParams.has('page'));
    const fieldHeader = table.getByRole('columnheader', { name: /^Field/ });
    expect(await fieldHeader.getAttribute('aria-sort')).toBe('descending');
    await page.waitForFunction(
      () =>
        document.querySelector('table[aria-label="Mismatches"] tbody tr td:nth-child(2)')?.textContent ===
        'open_date',
    );
    // The 15 bad dates first (open_date after branch), the latest row first among them.
    expect([await cell(0, 0), await cell(14, 1), await cell(15, 1)]).toEqual(['142', 'open_date', 'branch']);
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => bodyRows.count()).toBe(65);
    const secondPageFirstRow = await cell(0, 0);

    // A copied link (a fresh tab) reproduces the view: the sort, its direction and the page.
    const link = page.url();
    expect(new URL(link).search).toBe('?sort=field&page=2');
    await page.goto(link);
    await visible(table.locator('tbody tr').nth(64));
    expect(await bodyRows.count()).toBe(65);
    expect(await fieldHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await cell(0, 0)).toBe(secondPageFirstRow);
    expect(new URL(page.url()).pathname).toBe(uploadPath);

    // A phone's page does not widen: the table scrolls inside its own box.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The row counts are wider than the card there: they scroll in their box, the last one too.
    const mismatched = page
      .getByRole('table', { name: 'Row counts' })
      .getByRole('columnheader', { name: 'Mismatched' });
    await mismatched.scrollIntoViewIfNeeded();
    const box = await mismatched.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.screenshot({
          path: join(process.env.E2E_SCREENSHOTS, `upload-mismatches-${width}.png`),
          fullPage: true,
        });
      }
    }
  });

  test('a text file named .xlsx is refused with the reason', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/upload');
    await chooseFile(
      page,
      tempFile(`e2e-not-a-workbook-${Date.now()}.xlsx`, 'just some text, not a workbook\n'),
    );
    await uploadButton(page).click();
    await visible(
      page.getByText('❌ The file is named .xlsx but its content is not an .xlsx workbook.', { exact: true }),
    );
    expect(await page.getByRole('region', { name: 'Upload progress' }).count()).toBe(0);
  });

  test('the template of the chosen type downloads with the token', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/upload');
    await page.getByLabel('Upload Type', { exact: true }).selectOption({ label: 'Escrow Files' });
    const layout = page.getByRole('region', { name: 'Escrow Files columns' });
    await visible(layout.getByRole('cell', { name: 'settlement_fee', exact: true }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      layout.getByRole('button', { name: 'CSV template', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hub-esc-files-template.csv');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]?.startsWith('order_number,state,transaction_type,')).toBe(true);
  });

  test('a bad upload number says so', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD, '/uploads/abc');
    await visible(page.getByText("'abc' is not an upload number.", { exact: true }));
    await page.goto('/uploads/999999');
    await visible(page.getByText('Upload not found.', { exact: true }));
  });

  test('a sales user opening /upload lands on /not-authorized', async () => {
    const { page } = session;
    await signIn(page, 'sales@hub.test', DEMO_PASSWORD, '/upload');
    await page.waitForURL((url) => url.pathname === '/not-authorized');
  });
});
