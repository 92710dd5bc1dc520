// The report hub (spec 001 §2 Report hub, §6; spec 000 §6): the cards with the state parameter for
// each administrator role, the super cards, the guard for everyone else, and a 390 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, TEXT, visible } from './support/hub.ts';
import { fitsAPhone, PHONE } from './support/phone.ts';

const session = setupBrowser();

const SUPER_CARDS = ['Commission Report', 'Marketing Rep Summary', 'Paid Through Commission'];

/** The hub's cards, by title, with where each links. */
async function cardsOf(page: Page): Promise<Record<string, string | null>> {
  const main = page.getByRole('main');
  await visible(main.getByRole('heading', { name: 'Reports', exact: true }));
  await visible(main.getByRole('link', { name: /^Revenue Trend/ }));
  const cards: Record<string, string | null> = {};
  for (const link of await main.getByRole('link').all()) {
    const title = (await link.locator('p').first().textContent())?.trim() ?? '';
    cards[title] = await link.getAttribute('href');
  }
  return cards;
}

describe('report hub', () => {
  test('a Super User picks a state; every card carries it, and the super cards are there', async () => {
    const { page } = session;
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/reports');
    let cards = await cardsOf(page);
    expect(cards['Branch Escrow Summary']).toBe('/reports/branches?state=AZ');
    expect(cards['Title Commissions']).toBe('/reports/title-officer-turnaround');
    expect(cards['Escrow Officer Report']).toBe('/reports/all-escrow?state=AZ&emp_type=EO');
    for (const title of SUPER_CARDS) expect(cards[title], title).toBeTruthy();
    expect(Object.keys(cards)).toHaveLength(17);

    await page.getByRole('main').getByText('NV', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'NV');
    await visible(page.getByRole('main').getByRole('link', { name: /^Revenue Trend/ }));
    cards = await cardsOf(page);
    expect(cards['Revenue Trend']).toBe('/reports/revenue-trend?state=NV');
    expect(cards['Marketing Rep Report']).toBe('/reports/all-escrow?state=NV&emp_type=REP');

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Fraud Match Report/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/reports/fraud-matches');
  });

  test('an Admin sees both states and no super cards', async () => {
    const { page } = session;
    await signIn(page, 'admin@hub.test', DEMO_PASSWORD, '/reports?state=NV');
    const cards = await cardsOf(page);
    expect(cards['JV Escrow Summary']).toBe('/reports/jvs?state=NV');
    for (const title of SUPER_CARDS) expect(cards[title], title).toBeUndefined();
    expect(Object.keys(cards)).toHaveLength(14);
  });

  test('a State Super User sees their own state only, even when the address names the other', async () => {
    const { page } = session;
    await signIn(page, 'nv.super@hub.test', DEMO_PASSWORD, '/reports?state=AZ');
    const cards = await cardsOf(page);
    expect(cards['Branch Escrow Summary']).toBe('/reports/branches?state=NV');
    expect(cards['Marketing Rep Summary']).toBe('/reports/rep-summary?state=NV');
    expect(await page.getByRole('main').getByRole('radio').count()).toBe(0);
  });

  test.each(['sales@hub.test', 'escrow@hub.test', 'assistant@hub.test'])(
    '%s goes to /not-authorized',
    async (email) => {
      const { page } = session;
      await signIn(page, email, DEMO_PASSWORD, '/reports');
      await page.waitForURL((url) => url.pathname === '/not-authorized');
      await visible(page.getByText(TEXT.notAuthorized));
    },
  );

  test('fits a 390 px phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/reports');
    await cardsOf(page);
    await fitsAPhone(page, 'report hub');
  });
});
