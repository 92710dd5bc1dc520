// Monthly charges (spec 001 §2 Monthly Charges and the charge reports, §4, §5): the launcher opens
// the editor; search, add, remove, Save All, reload; leaving with unsaved changes asks first; the
// saved loss shows on the Loss Charges report. At 1280 and 390 px.
import { randomUUID } from 'node:crypto';
import type { GetMonthlyChargesResponse } from '@hub/contract';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';

const session = setupBrowser();
const SUPER = 'super@hub.test';

describe('monthly charges', () => {
  test('launcher -> editor: search, add, remove, save, reload; the loss on its report', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SUPER, DEMO_PASSWORD);
    await page.goto('/admin/charges-launcher');
    await visible(page.getByRole('heading', { name: 'Monthly Charges', exact: true }));
    await fitsAPhone(page, 'charges-launcher');
    await page.setViewportSize({ width: 1280, height: 900 });
    const loaded = page.waitForResponse((r) => r.url().includes('/api/charges/monthly?'));
    await page.getByRole('button', { name: 'Open Charges Editor' }).click();
    const answer = (await (await loaded).json()) as GetMonthlyChargesResponse;
    const date = new URL(page.url()).searchParams.get('month_end_date');
    expect(date).toBe(answer.month_end_date);
    const officer = answer.employees[0];
    if (!officer) throw new Error('the demo data has no active escrow officer');
    const name = [officer.last_name, officer.first_name].filter(Boolean).join(', ');
    const block = page.getByRole('region', { name, exact: true });
    await visible(block);
    await fitsAPhone(page, 'charges-editor');

    // The name search keeps this officer's block only.
    await page.getByLabel('Search by name').fill(officer.last_name ?? '');
    await visible(block);
    expect(await page.getByRole('region').count()).toBeLessThanOrEqual(answer.employees.length);
    await page.getByLabel('Search by name').fill('');

    const before = await block.getByRole('button', { name: /^Remove line/ }).count();
    await block.getByRole('button', { name: `Add line for ${name}` }).click();
    await block.getByRole('button', { name: `Add line for ${name}` }).click();
    const notes = `E2E loss ${randomUUID().slice(0, 6)}`;
    await block.getByLabel(`Loss Total, ${name}, line ${before + 1}`, { exact: true }).fill('12.34');
    await block.getByLabel(`Notes, ${name}, line ${before + 1}`, { exact: true }).fill(notes);
    // The second new line is never saved: removing it deletes it.
    await block.getByRole('button', { name: `Remove line ${before + 2} of ${name}` }).click();
    expect(await block.getByRole('button', { name: /^Remove line/ }).count()).toBe(before + 1);

    // Leaving with unsaved changes asks first; Cancel stays.
    await page.evaluate(() => window.history.back());
    await visible(page.getByText('Leave without saving your changes?'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/charges');

    await page.getByRole('button', { name: 'Save All' }).first().click();
    await visible(page.getByText('Charges updated!'));

    await page.reload();
    await visible(block.getByLabel(`Notes, ${name}, line ${before + 1}`, { exact: true }));
    expect(await block.getByLabel(`Notes, ${name}, line ${before + 1}`, { exact: true }).inputValue()).toBe(
      notes,
    );
    expect(
      await block.getByLabel(`Loss Total, ${name}, line ${before + 1}`, { exact: true }).inputValue(),
    ).toBe('12.34');

    await page.goto(`/reports/losses?month_end_date=${date}&employee_uuid=${officer.employee_uuid}`);
    const table = page.getByRole('table', { name: 'Loss Charges' });
    await visible(table.getByText(notes));
    await visible(table.getByText('$12.34'));
    await fitsAPhone(page, 'charges-losses');

    await page.goto(`/reports/other-rev?month_end_date=${date}`);
    await visible(page.getByText('Missing parameters.'));
  });
});
