import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { fetchJv, removeTempFiles, TINY_PNG, tempFile } from './support/jvs.ts';
import { clickCreate, field, heading, openAs, SUPER, saveButton, uniqueName } from './support/screens.ts';

const session = setupBrowser();
afterAll(removeTempFiles);

const officerPicker = (page: Page) => page.getByRole('combobox', { name: 'Title Officer' });
const jvLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const jvIdFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** Creates a JV through the form and answers its jv_id (the list links to /admin/jvs/{jv_id}). */
async function createJv(page: Page, name: string, values: Record<string, string> = {}): Promise<number> {
  await page.goto('/admin/jvs');
  await clickCreate(page, 'Add JV', 'New JV');
  await field(page, 'Name').fill(name);
  for (const [label, value] of Object.entries(values)) {
    if (label === 'State') await field(page, label).selectOption(value);
    else await field(page, label).fill(value);
  }
  await saveButton(page).click();
  await visible(heading(page, 'JV Entities'));
  await jvLink(page, name).click();
  await visible(heading(page, `Edit JV: ${name}`));
  return jvIdFromUrl(page);
}

describe('JV entities', () => {
  test('the list groups JVs by state, and a new JV starts with the defaults of spec 000 §9', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/jvs', 'JV Entities');
    await visible(heading(page, 'AZ'));
    await visible(heading(page, 'NV'));
    // Demo JVs link to their forms by jv_id.
    const firstHref = await page
      .getByRole('table', { name: 'JVs AZ' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(firstHref).toMatch(/^\/admin\/jvs\/\d+$/);

    await clickCreate(page, 'Add JV', 'New JV');
    expect(new URL(page.url()).pathname).toBe('/admin/jvs/new');
    expect(await field(page, 'Report Order').inputValue()).toBe('20');
    expect(await field(page, 'Primary Color').inputValue()).toBe('#000000');
    expect(await field(page, 'Secondary Color').inputValue()).toBe('#000000');
    expect(await field(page, 'Title E-mail').getAttribute('type')).toBe('email');
    expect(await field(page, 'Active').isChecked()).toBe(true);
    // State starts in the user's own, AZ or NV or none; ZIP digits, at most 5; phone at most 14 characters.
    expect(await field(page, 'State').inputValue()).toBe('AZ');
    expect(await field(page, 'State').locator('option').allTextContents()).toEqual([
      'Unassigned',
      'AZ',
      'NV',
    ]);
    await field(page, 'State').selectOption('NV');
    await field(page, 'ZIP').fill('89a0123');
    expect(await field(page, 'ZIP').inputValue()).toBe('89012');
    expect(await field(page, 'Phone').getAttribute('maxlength')).toBe('14');
    // Magnus Title % keeps what is typed and says why 150 is refused (issue 10: it became 15).
    await field(page, 'Magnus Title %').fill('150');
    expect(await field(page, 'Magnus Title %').inputValue()).toBe('150');
    // Name is required: nothing is sent without it.
    await saveButton(page).click();
    await visible(page.getByText('Name is required'));
    await visible(page.getByText('Magnus Title % must be a whole number from 0 to 100'));
    expect(await field(page, 'Magnus Title %').inputValue()).toBe('150');
    await field(page, 'Magnus Title %').fill('');
    expect(new URL(page.url()).pathname).toBe('/admin/jvs/new');

    // A JV without a state is listed under 'Unassigned'.
    const name = uniqueName('Unassigned');
    await field(page, 'Name').fill(name);
    await field(page, 'State').selectOption('');
    await saveButton(page).click();
    await visible(heading(page, 'JV Entities'));
    await visible(
      page.getByRole('table', { name: 'JVs Unassigned' }).getByRole('link', { name, exact: true }),
    );
  });

  test('a magnus percent of 35 is stored as 0.35 and shows 35 again after a reload', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Magnus');
    const jvId = await createJv(page, name, { State: 'AZ', 'Magnus Title %': '35', Phone: '(602) 555-0142' });
    expect(await field(page, 'Magnus Title %').inputValue()).toBe('35');
    await page.reload();
    await visible(heading(page, `Edit JV: ${name}`));
    expect(await field(page, 'Magnus Title %').inputValue()).toBe('35');
    expect(await field(page, 'Phone').inputValue()).toBe('(602) 555-0142');
    const stored = await fetchJv(page, jvId);
    expect(stored).toMatchObject({ magnus_title_pct: '0.350000', st: 'AZ', sort_order: 20 });
    // The AZ group lists it.
    await page.goto('/admin/jvs');
    await visible(page.getByRole('table', { name: 'JVs AZ' }).getByRole('link', { name, exact: true }));
  });

  test('editing saves the changes, and a stale save shows the server message', async () => {
    const { page, context } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Edit');
    const jvId = await createJv(page, name, { State: 'NV' });
    await field(page, 'City').fill('Henderson');
    await field(page, 'Magnus Title %').fill('40');
    await field(page, 'Report Order').fill('7');
    // The title officer is picked from the employees (GET /employees/simple).
    await officerPicker(page).click();
    // Its dropdown's options (the State field's own <option>s are not these).
    const option = page.getByRole('listbox').getByRole('option').first();
    await visible(option);
    const officer = (await option.textContent()) ?? '';
    expect(officer).toMatch(/^.+, .+$/);
    await option.click();
    await saveButton(page).click();
    await visible(heading(page, 'JV Entities'));
    await page.goto(`/admin/jvs/${jvId}`);
    await visible(heading(page, `Edit JV: ${name}`));
    expect(await field(page, 'City').inputValue()).toBe('Henderson');
    expect(await field(page, 'Magnus Title %').inputValue()).toBe('40');
    expect(await field(page, 'Report Order').inputValue()).toBe('7');
    expect(await officerPicker(page).inputValue()).toBe(officer);
    expect((await fetchJv(page, jvId)).title_officer).toEqual(expect.any(Number));

    // Someone else saves the same JV in another tab; this tab's save is refused (412).
    const other = await context.newPage();
    await other.goto(`/admin/jvs/${jvId}`);
    await visible(heading(other, `Edit JV: ${name}`));
    await field(other, 'City').fill('Las Vegas');
    await saveButton(other).click();
    await visible(heading(other, 'JV Entities'));
    await field(page, 'City').fill('Reno');
    await saveButton(page).click();
    await visible(page.getByText(/Someone else changed this record/));
    expect(await fetchJv(page, jvId)).toMatchObject({ city: 'Las Vegas' });
  });

  test('an inactive JV shows only with Show Inactive', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Inactive');
    await createJv(page, name, { State: 'AZ' });
    await field(page, 'Active').uncheck();
    await saveButton(page).click();
    await visible(heading(page, 'JV Entities'));
    await visible(page.getByRole('table', { name: 'JVs AZ' }));
    expect(await jvLink(page, name).count()).toBe(0);

    await page.getByLabel('Show Inactive').check();
    const row = page.getByRole('row').filter({ has: jvLink(page, name) });
    await visible(row);
    await visible(row.getByText('Inactive', { exact: true }));
    // The toggle survives a reload; switched off, the JV is hidden again.
    await page.reload();
    await visible(jvLink(page, name));
    await page.getByLabel('Show Inactive').uncheck();
    await hidden(jvLink(page, name));
  });

  test('a PNG logo uploads and shows on the form and in the list; other files are refused', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const name = uniqueName('Logo');
    const jvId = await createJv(page, name, { State: 'NV' });
    await visible(page.getByText('No logo yet.'));

    // Refused in the browser: not a PNG or JPEG at all.
    await page
      .getByRole('main')
      .locator('input[type="file"]')
      .setInputFiles(tempFile('notes.txt', 'just some text'));
    await visible(page.getByText('The logo must be a PNG or JPEG image.'));
    // Refused by the server: a text file named .png.
    await page
      .getByRole('main')
      .locator('input[type="file"]')
      .setInputFiles(tempFile('fake.png', 'not really a png'));
    await visible(page.getByText('The file must be a PNG or JPEG image.'));
    expect(await fetchJv(page, jvId)).toMatchObject({ logo: null, logo_url: null });

    await page.getByRole('main').locator('input[type="file"]').setInputFiles(tempFile('logo.png', TINY_PNG));
    const logo = page.getByRole('img', { name: 'JV logo' });
    await visible(logo);
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^\/static\/uploads\/public\/logo-[0-9a-f]{32}\.png$/);
    await page.waitForFunction(
      () => (document.querySelector('img[alt="JV logo"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    expect(await fetchJv(page, jvId)).toMatchObject({ logo_url: src });

    // Saving the form after the upload is not stale: the upload's new version is kept.
    await field(page, 'City').fill('Reno');
    await saveButton(page).click();
    await visible(heading(page, 'JV Entities'));
    await visible(page.getByRole('img', { name: `${name} logo` }));
    expect(await page.getByRole('img', { name: `${name} logo` }).getAttribute('src')).toBe(src);
  });

  test('a logo chosen on a new JV is uploaded when it is saved', async () => {
    const { page } = session;
    await openAs(page, SUPER, '/admin/jvs/new', 'New JV');
    const name = uniqueName('New Logo');
    await field(page, 'Name').fill(name);
    await field(page, 'State').selectOption('AZ');
    await page.getByRole('main').locator('input[type="file"]').setInputFiles(tempFile('brand.png', TINY_PNG));
    await visible(page.getByText('brand.png will be uploaded when the JV is saved.'));
    await saveButton(page).click();
    await visible(heading(page, 'JV Entities'));
    await visible(page.getByRole('img', { name: `${name} logo` }));
  });
});
