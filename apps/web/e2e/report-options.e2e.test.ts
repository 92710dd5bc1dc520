// /admin/report-options (spec 000 §2, 001 §3, §5, §8): per-state sections, parsing, save and reload.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { visible } from './support/hub.ts';
import { openAs } from './support/screens.ts';

const session = setupBrowser();

const SAVED = 'Saved!';
const STALE = 'Someone else changed this record after you opened it.';

function section(page: Page, title: 'Arizona' | 'Nevada') {
  const region = page.getByRole('main').getByRole('region', { name: title });
  return {
    region,
    recipients: region.getByLabel('Recipients', { exact: true }),
    openings: region.getByLabel('Projected Openings', { exact: true }),
    revenue: region.getByLabel('Projected Revenue', { exact: true }),
    save: region.getByRole('button', { name: 'Save', exact: true }),
  };
}

async function openReportOptions(page: Page, email: string) {
  await openAs(page, email, '/admin/report-options', 'Report Options');
  await visible(section(page, 'Nevada').recipients);
}

/** Saves a section ('Saved!'), then reloads the page: the section as the server stored it. */
async function saveAndReload(page: Page, title: 'Arizona' | 'Nevada') {
  await section(page, title).save.click();
  await visible(page.getByText(SAVED, { exact: true }));
  await page.reload();
  await visible(section(page, title).recipients);
  return section(page, title);
}

const valuesOf = async (s: ReturnType<typeof section>) => ({
  recipients: await s.recipients.inputValue(),
  openings: await s.openings.inputValue(),
  revenue: await s.revenue.inputValue(),
});

describe('report options', () => {
  test('recipients, openings and revenue are parsed, saved and shown again after a reload', async () => {
    const { page } = session;
    await openReportOptions(page, 'super@hub.test');
    const nevadaBefore = await valuesOf(section(page, 'Nevada'));
    // The demo data has recipients for both states.
    expect(nevadaBefore.recipients).toContain('@');

    const arizona = section(page, 'Arizona');
    await arizona.recipients.fill('a@x.com; b@x.com\nc@x.com');
    await arizona.openings.fill('12.7');
    await arizona.revenue.fill('$1,250,000');
    expect(await valuesOf(await saveAndReload(page, 'Arizona'))).toEqual({
      recipients: 'a@x.com\nb@x.com\nc@x.com',
      openings: '12',
      revenue: '1250000.00',
    });
    // Saving Arizona left Nevada as it was.
    expect(await valuesOf(section(page, 'Nevada'))).toEqual(nevadaBefore);
  });

  test('emptied fields are saved as empty', async () => {
    const { page } = session;
    await openReportOptions(page, 'super@hub.test');
    const nevada = section(page, 'Nevada');
    await nevada.recipients.fill(' ; \n ');
    await nevada.openings.fill('');
    await nevada.revenue.fill('');
    expect(await valuesOf(await saveAndReload(page, 'Nevada'))).toEqual({
      recipients: '',
      openings: '',
      revenue: '',
    });
  });

  test('an invalid recipient is refused with the reason and nothing is saved', async () => {
    const { page } = session;
    await openReportOptions(page, 'super@hub.test');
    const arizona = section(page, 'Arizona');
    const before = await valuesOf(arizona);
    await arizona.recipients.fill('ok@x.com, not-an-address');
    await arizona.save.click();
    await visible(arizona.region.getByText(/e-mail address/i));
    await page.reload();
    await visible(section(page, 'Arizona').recipients);
    expect(await valuesOf(section(page, 'Arizona'))).toEqual(before);
  });

  test('a save over a newer change made elsewhere is refused', async () => {
    const { page, context } = session;
    await openReportOptions(page, 'super@hub.test');
    const other = await context.newPage();
    await other.goto('/admin/report-options');
    await visible(section(other, 'Nevada').openings);

    await section(other, 'Nevada').openings.fill('77');
    await section(other, 'Nevada').save.click();
    await visible(other.getByText(SAVED, { exact: true }));

    await section(page, 'Arizona').openings.fill('55');
    await section(page, 'Arizona').save.click();
    await visible(page.getByText(STALE, { exact: false }));

    await page.reload();
    await visible(section(page, 'Nevada').openings);
    expect(await section(page, 'Nevada').openings.inputValue()).toBe('77');
    expect(await section(page, 'Arizona').openings.inputValue()).not.toBe('55');
  });

  test("a State Super User sees and saves their own state's section only", async () => {
    const { page } = session;
    await openReportOptions(page, 'nv.super@hub.test');
    // Arizona's recipients and projections are not theirs to read (the server sends them as null).
    expect(await section(page, 'Arizona').region.count()).toBe(0);

    const nevada = section(page, 'Nevada');
    await nevada.openings.fill('321');
    await nevada.save.click();
    await visible(page.getByText(SAVED, { exact: true }));
    await page.reload();
    await visible(section(page, 'Nevada').openings);
    expect(await section(page, 'Nevada').openings.inputValue()).toBe('321');
  });
});
