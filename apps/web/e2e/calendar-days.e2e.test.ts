// /admin/calendar-days (spec 000 §2, §5 Holiday, §8): state and year selectors, add and delete a holiday.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';

const session = setupBrowser();

const DELETE_QUESTION = 'Delete this holiday?';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** This year in Los Angeles, as the screen's default. */
const thisYear = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(new Date()),
);

/** How the list shows a date: 'Sat 03/17/2029'. */
function shownDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${y}`;
}

function screen(page: Page) {
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Add Holiday' });
  return {
    state: main.getByLabel('State', { exact: true }),
    year: main.getByLabel('Year', { exact: true }),
    date: form.getByLabel('Date', { exact: true }),
    name: form.getByLabel('Holiday Name', { exact: true }),
    businessDay: form.getByLabel('Business day', { exact: true }),
    add: form.getByRole('button', { name: 'Add Holiday', exact: true }),
    list: main.getByRole('table', { name: 'Holidays' }),
    row: (text: string) => main.getByRole('row').filter({ hasText: text }),
  };
}

async function openHolidays(page: Page) {
  await signIn(page, 'super@hub.test', DEMO_PASSWORD, '/admin/calendar-days');
  await visible(page.getByRole('main').getByRole('heading', { name: 'Holidays', exact: true }));
  return screen(page);
}

describe('holidays', () => {
  test("opens on Arizona and this year, and lists a state's stored holidays by date", async () => {
    const { page } = session;
    const s = await openHolidays(page);
    expect(await s.state.inputValue()).toBe('AZ');
    expect(await s.year.inputValue()).toBe(String(thisYear));
    await visible(s.row("New Year's Day"));
    expect(await s.row('Nevada Day').count()).toBe(0);

    await s.state.selectOption('NV');
    await visible(s.row('Nevada Day'));
    const nevadaDay = s.row('Nevada Day');
    expect(await nevadaDay.getByRole('cell').nth(2).textContent()).toBe('No');
    // By date: New Year's Day first.
    expect(await s.list.getByRole('row').nth(1).textContent()).toContain("New Year's Day");
    expect(new URL(page.url()).searchParams.get('state')).toBe('NV');
  });

  test('adds a holiday for Nevada in a year, lists it, and deletes it after confirmation', async () => {
    const { page } = session;
    const s = await openHolidays(page);
    const year = thisYear + 3;
    const date = `${year}-03-17`;
    const name = `E2E Founders Day ${Date.now()}`;

    await s.state.selectOption('NV');
    await s.year.selectOption(String(year));
    // Both choices hold, however quickly they were made.
    expect(await s.state.inputValue()).toBe('NV');
    expect(await s.year.inputValue()).toBe(String(year));
    await visible(page.getByText('Add a day to Nevada', { exact: true }));
    await s.date.fill(date);
    await s.name.fill(name);
    await s.add.click();

    const row = s.row(name);
    await visible(row);
    expect(await row.getByRole('cell').nth(0).textContent()).toBe(shownDate(date));
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('No');
    // The form is cleared for the next day.
    expect(await s.name.inputValue()).toBe('');

    // Reloading shows it again (it is stored), and only in Nevada.
    await page.reload();
    await visible(s.row(name));
    await s.state.selectOption('AZ');
    await visible(page.getByText(`No days configured for Arizona in ${year}.`, { exact: true }));
    await s.state.selectOption('NV');
    await visible(s.row(name));

    // The same date again is refused with the server's reason.
    await s.date.fill(date);
    await s.name.fill('Twice');
    await s.add.click();
    await visible(page.getByText(`A day is already configured for NV on ${date}.`, { exact: true }));
    expect(await s.row('Twice').count()).toBe(0);

    // Cancelling the confirmation keeps it.
    await s.row(name).getByRole('button', { name: 'Delete', exact: true }).click();
    await answerConfirmation(page, DELETE_QUESTION, 'Cancel');
    await visible(s.row(name));

    await s.row(name).getByRole('button', { name: 'Delete', exact: true }).click();
    await answerConfirmation(page, DELETE_QUESTION, 'Delete');
    await hidden(s.row(name));
    await page.reload();
    await visible(page.getByText(`No days configured for Nevada in ${year}.`, { exact: true }));
  });

  test('a business day can be configured, and the year follows the date added', async () => {
    const { page } = session;
    const s = await openHolidays(page);
    const year = thisYear + 4;
    const name = `E2E Open Saturday ${Date.now()}`;
    await s.state.selectOption('NV');
    await s.date.fill(`${year}-06-02`);
    await s.name.fill(name);
    await s.businessDay.check();
    await s.add.click();
    await visible(s.row(name));
    expect(await s.year.inputValue()).toBe(String(year));
    expect(await s.row(name).getByRole('cell').nth(2).textContent()).toBe('Yes');
  });

  test('saving without a date sends nothing and says a date is required', async () => {
    const { page } = session;
    const s = await openHolidays(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/calendar-days'))
        posts.push(request.url());
    });
    const name = `E2E No Date ${Date.now()}`;
    await s.name.fill(name);
    await s.add.click();
    await visible(page.getByText('Please enter a date.', { exact: true }));
    expect(posts).toEqual([]);
    expect(await s.row(name).count()).toBe(0);
    // The typed name stays for when the date is filled in.
    expect(await s.name.inputValue()).toBe(name);
  });
});

/** Spec confirmations are Mantine modals: checks the question and answers it. */
async function answerConfirmation(page: Page, question: string, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
