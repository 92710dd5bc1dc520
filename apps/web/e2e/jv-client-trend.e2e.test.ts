// The JV client trend of spec 001 §2 (issue 22) as the demo Super User: from the JV Escrow Summary a
// JV's name opens its trend (the JV's name as the title); the months go to 24 (the address and the
// grid's months follow); a new client group is created, a client's row added to it (the client's row
// gives way to the group's row, which reads the client's numbers of the grid before, the TOTAL row
// unchanged), the member removed after confirmation (the client's row back as it was); Email XLS says
// 'Email queued' and the message with the workbook is read back from the server's outbox. At 1280 and
// 390 px (the page never widens); axe checks each screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { monthName } from '../../../packages/domain/src/time.ts';
import { setupBrowser } from './support/browser.ts';
import { hidden, visible } from './support/hub.ts';
import { fitsAPhone } from './support/phone.ts';
import { apiGet, heading, openAs, SUPER, uniqueName } from './support/screens.ts';
import { serverUnderTest } from './support/server.ts';

const session = setupBrowser();

type SummaryRow = { jv_uuid: string | null; jv_name: string; mtd_open: number; mtd_closed: number };
type TrendRow = {
  label: string;
  is_group: boolean;
  open_total: number;
  close_total: number;
  open_counts: Record<string, number>;
  close_counts: Record<string, number>;
};
type Trend = { jv_name: string; months: string[]; rows: TrendRow[] };

/** The grid's body rows as their cells' texts, by the first cell (a group's 'Group' mark left out). */
async function gridRows(table: Locator): Promise<Map<string, string[]>> {
  const rows = await table.evaluate((element) =>
    [...element.querySelectorAll(':scope > tbody > tr')]
      .filter((tr) => tr.querySelectorAll(':scope > td').length > 0)
      .map((tr) => ({
        group: tr.getAttribute('data-group') === 'true',
        cells: [...tr.querySelectorAll(':scope > td')].map((td) => td.textContent?.trim() ?? ''),
      })),
  );
  return new Map(
    rows.map(({ group, cells }) => [
      group ? `group:${(cells[0] ?? '').replace(/Group$/, '')}` : (cells[0] ?? ''),
      cells.slice(1, -1),
    ]),
  );
}

/** The TOTAL row's cells after its label. */
const totalCells = (table: Locator) =>
  table.evaluate((element) =>
    [...element.querySelectorAll('tfoot th, tfoot td')].slice(1).map((th) => th.textContent?.trim() ?? ''),
  );

/** A row's numbers as the grid writes them: each month's opens and closes, then the two totals. */
const rowNumbers = (row: TrendRow, months: string[]) =>
  [
    ...months.flatMap((month) => [row.open_counts[month] ?? 0, row.close_counts[month] ?? 0]),
    row.open_total,
    row.close_total,
  ].map((n) => n.toLocaleString('en-US'));

/** The server's trend of the JV as the screen asks it. */
const trendOf = (page: Page, jvUuid: string, months: number) =>
  apiGet<Trend>(page, `/reports/jv-client-trend?jv_uuid=${jvUuid}&months=${months}&include_unknown=true`);

describe('JV client trend', () => {
  test('a Super User opens a JV trend from the summary, groups a client, removes it, and e-mails the XLS', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, SUPER, '/reports/jvs?state=AZ', 'JV Escrow Summary');
    const summaryTable = page.getByRole('main').getByRole('table', { name: 'JV Escrow Summary' });
    await visible(summaryTable);
    const reportDate = await page.getByLabel('Report Date').inputValue();
    const summary = await apiGet<{ rows: SummaryRow[] }>(
      page,
      `/reports/jvs?state=AZ&report_date=${reportDate}`,
    );
    const jv = summary.rows
      .filter((row) => row.jv_uuid !== null)
      .sort((a, b) => b.mtd_open + b.mtd_closed - (a.mtd_open + a.mtd_closed))[0];
    if (!jv?.jv_uuid) throw new Error('the demo has no AZ JV');
    const jvUuid = jv.jv_uuid;

    // The JV's name opens its trend: 12 months and the unknown clients by default.
    await summaryTable.getByRole('link', { name: jv.jv_name, exact: true }).click();
    await page.waitForURL(`**/reports/jv-history-by-group/${jvUuid}`);
    await visible(heading(page, jv.jv_name));
    const table = page.getByRole('main').getByRole('table', { name: 'JV Client Trend' });
    await visible(table);
    expect(await page.getByLabel('Months').inputValue()).toBe('12');
    // The client or group, each month's opens and closes, the two totals and the actions.
    expect(await table.locator('thead th').count()).toBe(1 + 12 * 2 + 2 + 1);
    await fitsAPhone(page, 'jv-client-trend');

    // 24 months: in the address, and the grid shows the server's 24 months.
    await page.getByLabel('Months').selectOption('24');
    await page.waitForURL(`**/reports/jv-history-by-group/${jvUuid}?months=24`);
    const before = await trendOf(page, jvUuid, 24);
    expect(before.months).toHaveLength(24);
    for (const month of [before.months[0], before.months.at(-1)]) {
      await visible(table.getByRole('columnheader', { name: `${monthName(month ?? '')} Open`, exact: true }));
    }
    const client = before.rows.find((row) => !row.is_group && row.label !== 'Unknown');
    if (!client) throw new Error(`the demo JV ${jv.jv_name} has no client in 24 months`);
    const shownBefore = await gridRows(table);
    const clientCells = shownBefore.get(client.label);
    expect(clientCells, 'the client is on the grid').toEqual(rowNumbers(client, before.months));
    const totalBefore = await totalCells(table);

    // A new group, selected once created.
    const group = uniqueName('Group');
    const panel = page.getByRole('region', { name: 'Client Groups' });
    await panel.getByRole('button', { name: 'Create group' }).click();
    await visible(panel.getByText('Enter a group name first.'));
    await panel.getByLabel('New group name').fill(group);
    await panel.getByRole('button', { name: 'Create group' }).click();
    await visible(panel.getByText(`${group} has no members yet.`));
    await fitsAPhone(page, 'jv-client-trend-groups');

    // The client's 'Add to group': its row gives way to the group's, which reads the client's numbers
    // of the grid before (and any other client whose name normalises to the same); TOTAL unchanged.
    await table.getByRole('button', { name: `Add to group: ${client.label}` }).click();
    await visible(panel.getByText(`${client.label} added to the group.`));
    const members = panel.getByRole('table', { name: `Members of ${group}` });
    await visible(members);
    await expect.poll(async () => (await gridRows(table)).has(`group:${group}`)).toBe(true);
    const grouped = await trendOf(page, jvUuid, 24);
    const gone = before.rows.filter(
      (row) => !row.is_group && !grouped.rows.some((other) => !other.is_group && other.label === row.label),
    );
    expect(gone.map((row) => row.label)).toContain(client.label);
    const shownGrouped = await gridRows(table);
    expect(shownGrouped.has(client.label)).toBe(false);
    const expected = gone
      .map((row) => shownBefore.get(row.label) ?? rowNumbers(row, before.months))
      .reduce((sum, cells) => sum.map((n, i) => n + Number((cells[i] ?? '0').replace(/,/g, ''))), [
        ...Array(before.months.length * 2 + 2).fill(0),
      ] as number[])
      .map((n) => n.toLocaleString('en-US'));
    expect(shownGrouped.get(`group:${group}`)).toEqual(expected);
    if (gone.length === 1) expect(shownGrouped.get(`group:${group}`)).toEqual(clientCells);
    expect(await totalCells(table)).toEqual(totalBefore);
    await fitsAPhone(page, 'jv-client-trend-grouped');

    // Removing the member, after the confirmation: the client's row is back as it was.
    await members.getByRole('button', { name: `Remove ${client.label}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${client.label} from the group ${group}?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(panel.getByText(`${client.label} removed from the group.`));
    await expect.poll(async () => (await gridRows(table)).get(client.label)).toEqual(clientCells);
    expect((await gridRows(table)).has(`group:${group}`)).toBe(false);
    expect(await totalCells(table)).toEqual(totalBefore);

    // Email XLS: 'Email queued', and the workbook reaches the outbox addressed to the user.
    const outbox = join(serverUnderTest().dataDir, 'outbox');
    const messages = () => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    const sent = new Set(messages());
    await page.getByRole('button', { name: 'Email XLS' }).click();
    const queued = page.getByText('Email queued');
    await visible(queued);
    await fitsAPhone(page, 'jv-client-trend-email');
    await hidden(queued, 10_000);
    let written: string[] = [];
    for (let tries = 0; tries < 60 && written.length === 0; tries++) {
      written = messages().filter((name) => !sent.has(name));
      if (written.length === 0) await page.waitForTimeout(500);
    }
    expect(written, 'one new message in the outbox').toHaveLength(1);
    const eml = readFileSync(join(outbox, written[0] as string), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: .*${SUPER.replace('.', '\\.')}`, 'm'));
    expect(eml).toMatch(/^Subject: .*JV Client Trend/m);
    expect(eml).toMatch(/filename="?[^"\s;]*\.xlsx/);
  });
});
