// The two daily dashboards in the browser (issue 21; spec 000 §2 /SalesDashboard, /EscrowDashboard,
// §4 the commission tile, §8, §9): the sales rep, the Sales-Assistant viewing the rep, the escrow
// officer, a super user opening the rep's dashboard, and the commission tile on a pinned date. Each at
// 1280 x 800 and at a 390 px phone (the tiles stack, nothing scrolls sideways), each checked by axe.
// Expected counts come from the API's order list (GET /files) with the user's own token, and from what
// the rep's own screen shows; nothing is saved.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  firstDayOfMonth,
  lastDayOfMonth,
  monthName,
  nextMonth,
  previousMonth,
  todayInLA,
} from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import {
  apiAs,
  apiToken,
  getAs,
  noonInLA,
  phoneStacks,
  queryOf,
  shot,
  tilesSideBySide,
  WIDE,
} from './support/dashboards.ts';
import { DEMO_PASSWORD, decodeJwt, signIn, visible } from './support/hub.ts';
import { heading, SUPER } from './support/screens.ts';
import { shownCents, textCents } from './support/tables.ts';

const session = setupBrowser();

const REP = 'sales@hub.test';
const ASSISTANT = 'assistant@hub.test';
const ESCROW = 'escrow@hub.test';

/** The previous, current and next month in Los Angeles, as the tiles name them (spec 000 §9). */
const today = todayInLA();
const MONTHS = [previousMonth(today), today.slice(0, 7), nextMonth(today)].map((key) => ({
  key,
  name: monthName(key),
  start: firstDayOfMonth(key),
  end: lastDayOfMonth(key),
}));
const CURRENT = MONTHS[1] as (typeof MONTHS)[number];

const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (text: string | null) => Number((text ?? '').trim().replace(/,/g, ''));

/** A dashboard tile (a card) by its title. */
const tile = (page: Page, title: string) =>
  main(page)
    .locator('.mantine-Card-root')
    .filter({ has: page.getByText(title, { exact: true }) });

/** A figure's link of a sales tile: 'Open, November 2026: 12'. */
const figureLink = (page: Page, figure: string, tileTitle: string) =>
  main(page).getByRole('link', { name: figureName(figure, tileTitle) });
const figureName = (figure: string, tileTitle: string) =>
  new RegExp(`^${escapeRegExp(`${figure}, ${tileTitle}: `)}`);

type Figures = Record<string, string>;

/** The three monthly tiles' figures as shown (after the report answered: the counts are links then). */
async function monthFigures(page: Page): Promise<Figures> {
  const figures: Figures = {};
  for (const month of MONTHS) {
    await visible(figureLink(page, 'Open', month.name));
    for (const figure of ['Open', 'Closed', 'Comm. Revenue']) {
      figures[`${figure}, ${month.name}`] = (
        (await figureLink(page, figure, month.name).textContent()) ?? ''
      ).trim();
    }
  }
  return figures;
}

/** The link's address as path and parameters. */
async function linkTarget(link: Locator): Promise<{ path: string; params: Record<string, string> }> {
  const url = new URL((await link.getAttribute('href')) ?? '', 'http://hub.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

type Employee = { uuid: string; employee_id: number; first_name: string; last_name: string };
type EmployeeRow = Employee & { emp_type: string | null; is_active: boolean; user_roles: string[] };
type JvLink = { jv_id: number; jv_name: string; st: string | null };

/** The demo rep as the rep reads themself through the API. */
async function demoRep(baseURL: string) {
  const token = await apiToken(baseURL, REP);
  const uuid = String(decodeJwt(token).payload.employee_uuid);
  const employee = await getAs<Employee>(baseURL, token, `/employees/secure/${uuid}`);
  return { token, uuid, id: employee.employee_id, name: `${employee.first_name} ${employee.last_name}` };
}

/** The month tiles (cards) of the sales dashboard, in order. */
const salesMonthTiles = (page: Page) =>
  MONTHS.map((month) =>
    main(page)
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('link', { name: figureName('Open', month.name) }) }),
  );

describe('daily dashboards', () => {
  test('the sales rep: monthly tiles, their links and counts, search tiles, JV tiles, Events', async () => {
    const { page, baseURL } = session;
    const rep = await demoRep(baseURL);
    await page.setViewportSize(WIDE);
    await signIn(page, REP, DEMO_PASSWORD, '/SalesDashboard');
    await visible(heading(page, 'Sales Dashboard'));
    const figures = await monthFigures(page);
    expect(await page.getByText(/^Viewing dashboard for /).count()).toBe(0);

    // The current month's Open and Closed against the API's order lists of the rep over the month.
    const range = { open_start: CURRENT.start, open_end: CURRENT.end };
    const opened = await getAs<{ total: number }>(
      baseURL,
      rep.token,
      `/files?${queryOf({ marketing_rep_id: rep.id, ...range, page_size: 1 })}`,
    );
    const closed = await getAs<{ total: number }>(
      baseURL,
      rep.token,
      `/files?${queryOf({ marketing_rep_id: rep.id, close_start: CURRENT.start, close_end: CURRENT.end, page_size: 1 })}`,
    );
    expect(count(figures[`Open, ${CURRENT.name}`] ?? '')).toBe(opened.total);
    expect(count(figures[`Closed, ${CURRENT.name}`] ?? '')).toBe(closed.total);

    // Each month's links: the rep's open and closed order lists over the month, the rep's commission report.
    for (const month of MONTHS) {
      expect(await linkTarget(figureLink(page, 'Open', month.name))).toEqual({
        path: '/reports/open-orders',
        params: { marketing_rep_id: String(rep.id), open_start: month.start, open_end: month.end },
      });
      expect(await linkTarget(figureLink(page, 'Closed', month.name))).toEqual({
        path: '/reports/closed-orders',
        params: { marketing_rep_id: String(rep.id), close_start: month.start, close_end: month.end },
      });
      expect(await linkTarget(figureLink(page, 'Comm. Revenue', month.name))).toEqual({
        path: '/reports/rep-comm-report',
        params: { employee_uuid: rep.uuid, start_date: month.start, end_date: month.end },
      });
    }

    // Client Search and File Search; one tile per JV of the rep; Events, Coming Soon.
    await visible(main(page).getByRole('form', { name: 'Client Search' }));
    await visible(main(page).getByRole('form', { name: 'File Search' }));
    const jvs = await getAs<JvLink[]>(baseURL, rep.token, `/employees/${rep.uuid}/jvs`);
    const jvTitles = [
      ...new Map(jvs.map((jv) => [jv.jv_id, `${jv.jv_name} (${jv.st ?? 'Unassigned'})`])).values(),
    ];
    for (const title of jvTitles) {
      await visible(tile(page, title));
      for (const figure of ['Open Today', 'Open MTD', 'Closed Today', 'Closed MTD']) {
        await visible(figureLink(page, figure, title));
      }
    }
    const events = tile(page, 'Events');
    await visible(events);
    expect(await events.getAttribute('aria-disabled')).toBe('true');
    await visible(events.getByText('Coming Soon', { exact: true }));

    await tilesSideBySide(salesMonthTiles(page));
    await phoneStacks(page, 'sales-dashboard', [
      ...salesMonthTiles(page),
      tile(page, 'Client Search'),
      events,
    ]);

    // Following the current month's Open: the rep's open orders, as many as the tile said.
    await figureLink(page, 'Open', CURRENT.name).click();
    await page.waitForURL((url) => url.pathname === '/reports/open-orders');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      marketing_rep_id: String(rep.id),
      ...range,
    });
    const list = main(page).getByRole('table', { name: 'Open Orders', exact: true });
    await visible(list);
    await expect
      .poll(
        async () => /Total \(([\d,]+) files?\)/.exec((await list.locator('tfoot').textContent()) ?? '')?.[1],
      )
      .toBe(figures[`Open, ${CURRENT.name}`]);
  });

  test("the Sales-Assistant: the rep's dashboard under the banner; another employee's is refused", async () => {
    const { page, baseURL } = session;
    const rep = await demoRep(baseURL);
    await page.setViewportSize(WIDE);
    await signIn(page, ASSISTANT, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/SalesDashboard');
    expect(new URL(page.url()).searchParams.get('employee_uuid')).toBe(rep.uuid);
    await visible(main(page).getByText(`Viewing dashboard for ${rep.name}`, { exact: true }));
    await monthFigures(page);
    await phoneStacks(page, 'sales-dashboard-assistant', salesMonthTiles(page));

    // Another rep: the server refuses the assistant their record and their figures (403).
    const superToken = await apiToken(baseURL, SUPER);
    const employees = await getAs<EmployeeRow[]>(baseURL, superToken, '/employees');
    const other =
      employees.find((row) => row.uuid !== rep.uuid && row.emp_type === 'REP' && row.is_active) ??
      employees.find((row) => row.uuid !== rep.uuid);
    if (!other) throw new Error('The demo has no second employee');
    const otherName = `${other.first_name} ${other.last_name}`;
    const assistantToken = await apiToken(baseURL, ASSISTANT);
    expect((await apiAs(baseURL, assistantToken, `/employees/secure/${other.uuid}`)).status).toBe(403);
    const report = `/reports/employees?${queryOf({ uuid: other.uuid, emp_type: 'REP', report_date: MONTHS[2]?.end ?? '', months: 3 })}`;
    expect((await apiAs(baseURL, assistantToken, report)).status).toBe(403);

    await page.goto(`/SalesDashboard?employee_uuid=${other.uuid}`);
    await visible(heading(page, 'Sales Dashboard'));
    const refusal = main(page).getByRole('alert');
    await visible(refusal);
    // What the app does then: the server's refusal in place of the tiles, at the same address (spec 000
    // §8: a dashboard's data failures show zeros; the §2 rule '401 or 403: go to /login' is the root's).
    expect(((await refusal.textContent()) ?? '').trim()).toBe('You do not have permission to do this.');
    expect(new URL(page.url()).pathname).toBe('/SalesDashboard');
    expect(await main(page).getByText(otherName).count()).toBe(0);
    expect(
      await main(page)
        .getByText(/^Viewing dashboard for /)
        .count(),
    ).toBe(0);
    expect(await figureLink(page, 'Open', CURRENT.name).count()).toBe(0);
    await phoneStacks(page, 'sales-dashboard-assistant-refused', [heading(page, 'Sales Dashboard'), refusal]);
  });

  test('the escrow officer: My Open, My Closed, My Comm. Revenue; the linked officers; Client History; the compact branch summary', async () => {
    const { page, baseURL } = session;
    const token = await apiToken(baseURL, ESCROW);
    const officerUuid = String(decodeJwt(token).payload.employee_uuid);
    const officer = await getAs<Employee>(baseURL, token, `/employees/secure/${officerUuid}`);
    await page.setViewportSize(WIDE);
    await signIn(page, ESCROW, DEMO_PASSWORD, '/EscrowDashboard');
    await visible(heading(page, 'Escrow Dashboard'));
    const labels = ['Previous Month', 'Current Month', 'Next Month'];
    const groupName = (index: number) => `${labels[index]}, ${MONTHS[index]?.name}`;
    const groups = MONTHS.map((_, index) => main(page).getByRole('group', { name: groupName(index) }));
    for (const group of groups) {
      await visible(group);
      for (const figure of ['My Open', 'My Closed', 'My Comm. Revenue']) {
        await visible(group.getByText(figure, { exact: true }));
      }
    }
    // The current month's My Open and My Closed against the API's order lists of the officer's files,
    // their linked officers' included (roll_up_linked), over the month.
    const files = async (params: Record<string, string | number>) =>
      (await getAs<{ total: number }>(baseURL, token, `/files?${queryOf({ ...params, page_size: 1 })}`))
        .total;
    const opens = { open_start: CURRENT.start, open_end: CURRENT.end };
    const closes = { close_start: CURRENT.start, close_end: CURRENT.end };
    const current = groups[1] as Locator;
    const shown = async (group: Locator, figure: string) =>
      count(
        await group.getByText(figure, { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
      );
    const mine = { escrow_officer_id: officer.employee_id, roll_up_linked: 1 };
    await expect.poll(() => shown(current, 'My Open')).toBe(await files({ ...mine, ...opens }));
    expect(await shown(current, 'My Closed')).toBe(await files({ ...mine, ...closes }));

    // The linked officers: each one's opens and closes of the month against the order lists of their
    // own files (credited to this officer by the link).
    const linkedTable = main(page).getByRole('table', { name: `Linked Escrow Officers, ${CURRENT.name}` });
    const none = main(page).getByText('No escrow officers are linked to you.', { exact: true });
    await visible(linkedTable.or(none));
    const report = await getAs<
      Array<{ monthly_sub_eo: Array<{ employee_id: number; first_name: string; last_name: string }> }>
    >(
      baseURL,
      token,
      `/reports/employees?${queryOf({ uuid: officerUuid, emp_type: 'EO', report_date: (MONTHS[2] as (typeof MONTHS)[number]).end, months: 3 })}`,
    );
    const linked = report[0]?.monthly_sub_eo ?? [];
    if (linked.length === 0) {
      await visible(none);
    } else {
      const rows = await linkedTable.locator('tbody tr').all();
      expect(rows).toHaveLength(linked.length);
      let linkedOpens = 0;
      for (const [index, employee] of linked.entries()) {
        const cells = (await (rows[index] as Locator).locator('td').allTextContents()).map((c) => c.trim());
        expect(cells[0]).toBe(`${employee.first_name} ${employee.last_name}`);
        const own = { escrow_officer_id: employee.employee_id };
        const opened = await files({ ...own, ...opens });
        expect(count(cells[1] ?? '')).toBe(opened);
        expect(count(cells[2] ?? '')).toBe(await files({ ...own, ...closes }));
        linkedOpens += opened;
      }
      // What they open is part of the officer's own My Open.
      expect(linkedOpens).toBeLessThanOrEqual(await shown(current, 'My Open'));
    }

    await visible(main(page).getByRole('form', { name: 'Client History' }));
    const awaiting = tile(page, 'Awaiting Commission Distribution');
    await visible(awaiting);
    await visible(awaiting.getByText('Coming Soon', { exact: true }));

    // The branch escrow summary, compact: no partner columns, no e-mail button, no export.
    const summary = main(page).getByRole('table', { name: /^Branch Escrow Summary (AZ|NV)$/ });
    await visible(summary);
    const headers = await summary.locator('thead th').allTextContents();
    expect(headers.length).toBeGreaterThan(3);
    expect(headers.filter((text) => /partner/i.test(text))).toEqual([]);
    expect(await main(page).getByRole('button', { name: 'E-mail daily reports' }).count()).toBe(0);
    expect(
      await main(page)
        .getByRole('button', { name: /export/i })
        .count(),
    ).toBe(0);

    const monthTiles = MONTHS.map((_, index) =>
      main(page)
        .locator('.mantine-Card-root')
        .filter({ has: page.getByRole('group', { name: groupName(index) }) }),
    );
    await tilesSideBySide(monthTiles);
    await phoneStacks(page, 'escrow-dashboard', [...monthTiles, tile(page, 'Client History'), awaiting]);
  });

  test("a super user opens the rep's dashboard: the banner, the rep picker, the rep's own figures", async () => {
    const { page, baseURL } = session;
    // The demo rep (the employee of the rep's own token) among the employees the super user lists: other
    // browser files add Sales users of their own, so the rep is found by uuid, not by role.
    const superToken = await apiToken(baseURL, SUPER);
    const repUuid = decodeJwt(await apiToken(baseURL, REP)).payload.employee_uuid;
    const employees = await getAs<EmployeeRow[]>(baseURL, superToken, '/employees');
    const rep = employees.find((row) => row.uuid === repUuid) as EmployeeRow;
    expect(rep).toBeDefined();
    expect(rep.user_roles.some((roles) => roles.split(',').some((role) => role.trim() === 'Sales'))).toBe(
      true,
    );

    await page.setViewportSize(WIDE);
    await signIn(page, REP, DEMO_PASSWORD, '/SalesDashboard');
    const seenByRep = await monthFigures(page);
    await page.evaluate(() => window.localStorage.clear());

    await signIn(page, SUPER, DEMO_PASSWORD, `/SalesDashboard?employee_uuid=${rep.uuid}`);
    await visible(heading(page, 'Sales Dashboard'));
    await visible(
      main(page).getByText(`Viewing dashboard for ${rep.first_name} ${rep.last_name}`, { exact: true }),
    );
    await visible(main(page).getByRole('combobox', { name: 'Rep', exact: true }));
    expect(await monthFigures(page)).toEqual(seenByRep);
    await phoneStacks(page, 'sales-dashboard-super', salesMonthTiles(page));
  });

  test('the commission tile: the previous month on the 10th (a demo rep), hidden on the 25th', async () => {
    const { page, baseURL } = session;
    const rep = await demoRep(baseURL);
    const month = today.slice(0, 7);
    const period = MONTHS[0] as (typeof MONTHS)[number];
    const answer = await getAs<{ rows: Array<{ uuid: string; comm_amt: string }> }>(
      baseURL,
      rep.token,
      `/commission?${queryOf({ start_date: period.start, end_date: period.end, employee_uuid: rep.uuid })}`,
    );
    const row = answer.rows.find((candidate) => candidate.uuid === rep.uuid);
    if (!row) throw new Error(`The demo rep has no commission row for ${period.name}`);

    await page.setViewportSize(WIDE);
    await page.clock.setFixedTime(noonInLA(`${month}-10`));
    await signIn(page, REP, DEMO_PASSWORD, '/SalesDashboard');
    const commission = tile(page, 'Commission');
    await visible(commission);
    await visible(commission.getByText(period.name, { exact: true }));
    const amount = commission
      .locator('dt', { hasText: /^Commission$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(shownCents((await amount.textContent()) ?? '')).toBe(textCents(row.comm_amt));

    // The distribution dialog loads, then shows the list or one of the spec's texts; nothing is saved.
    await commission.getByRole('button', { name: 'Distribute Commission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Commission Distribution' });
    await visible(dialog);
    const settled = dialog
      .getByRole('button', { name: 'Save', exact: true })
      .or(dialog.getByText('No eligible payees or existing payments for this period.', { exact: true }))
      .or(dialog.getByText('No payer loaded.', { exact: true }))
      .or(dialog.getByRole('alert'));
    await visible(settled);
    await shot(page, 'commission-distribution-dialog');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await phoneStacks(page, 'sales-dashboard-commission', [commission, ...salesMonthTiles(page)]);

    // The 25th: hidden (spec 000 §4, §9).
    await page.clock.setFixedTime(noonInLA(`${month}-25`));
    await page.reload();
    await visible(heading(page, 'Sales Dashboard'));
    await monthFigures(page);
    expect(await tile(page, 'Commission').count()).toBe(0);
    await phoneStacks(page, 'sales-dashboard-25th', salesMonthTiles(page));
  });
});
