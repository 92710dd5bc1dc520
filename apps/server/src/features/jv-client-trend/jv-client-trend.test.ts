import { JV_MIX_NOT_FOUND, type JvClientTrendResponse } from '@hub/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { insertClient, insertFile } from '../../../test/fixtures/file-reports.ts';
import { fixClock, testAppForFile } from '../../../test/helper.ts';
import { clientGroupMembers, clientGroups } from '../../db/schema/index.ts';
import { clearQueuedMails, queuedMails } from '../../mail/queued-mails.fixtures.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { jvClientMonthCountsQuery } from './repository.ts';
import { getJvClientTrend } from './service.ts';

/**
 * The JV client trend (spec 001 §3, DOMAIN.md §6b; GET /reports/jv-client-trend and its e-mailed
 * workbook): counts checked against figures worked out by hand below, every role, bad input.
 */
// 1 March 2027 07:30 UTC is 28 February 2027 23:30 in Los Angeles: the current month is still February.
fixClock(new Date('2027-03-01T07:30:00Z'));
const t = testAppForFile();
type Headers = Record<string, string>;

const ids = {} as Record<'jvA' | 'jvB' | 'jvNv' | 'jvNone', { jv_id: number; uuid: string }>;

const trend = (query: string, headers: Headers = t.as('superUser')) =>
  t.app.inject({ method: 'GET', url: `/api/reports/jv-client-trend?${query}`, headers });
const email = (query: string, headers: Headers = t.as('admin')) =>
  t.app.inject({ method: 'POST', url: `/api/reports/jv-client-trend/xls/email?${query}`, headers });

async function answer(query: string): Promise<JvClientTrendResponse> {
  const response = await trend(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JvClientTrendResponse>();
}

/** A row as [label, is_group, open_total, close_total, opens by month, closes by month] in the answer's month order. */
const brief = (a: JvClientTrendResponse) =>
  a.rows.map((r) => [
    r.label,
    r.is_group,
    r.open_total,
    r.close_total,
    a.months.map((m) => r.open_counts[m]),
    a.months.map((m) => r.close_counts[m]),
  ]);

beforeAll(async () => {
  const db = t.db;
  ids.jvA = await createJv(db, { name: 'Alpha JV', st: 'AZ' });
  ids.jvB = await createJv(db, { name: 'Beta JV', st: 'AZ' });
  ids.jvNv = await createJv(db, { name: 'Nevada JV', st: 'NV' });
  ids.jvNone = await createJv(db, { name: 'Stateless JV', st: null });

  const acmeLlc = await insertClient(db, { company_name: 'ACME Title, LLC' });
  const acme = await insertClient(db, { company_name: ' Acme Title ' });
  const jane = await insertClient(db, { company_name: '  ', individual_name: 'Jane Doe' });
  const zeta = await insertClient(db, { company_name: 'Zeta Realty' });
  const bob = await insertClient(db, { company_name: null, first_name: 'Bob', last_name: 'Builder' });
  const nameless = await insertClient(db, { company_name: null });

  // An active group holding 'acme title inc' (ACME TITLE once normalised) and an inactive one holding Zeta.
  const [acmeGroup] = await db
    .insert(clientGroups)
    .values({ name: 'Acme Group' })
    .returning({ id: clientGroups.client_group_id });
  const [zetaGroup] = await db
    .insert(clientGroups)
    .values({ name: 'Zeta Group', is_active: false })
    .returning({ id: clientGroups.client_group_id });
  if (!acmeGroup || !zetaGroup) throw new Error('groups not created');
  await db.insert(clientGroupMembers).values([
    { client_group_id: acmeGroup.id, member_name: 'acme title inc', normalized_member_name: 'ACME TITLE' },
    { client_group_id: zetaGroup.id, member_name: 'Zeta Realty', normalized_member_name: 'ZETA REALTY' },
  ]);

  const a = ids.jvA.jv_id;
  const closed = (open_date: string, disb_date: string) =>
    ({ open_date, disb_date, order_status: 'CLOSED' }) as const;
  // f1: ACME Title, LLC: opened and closed in February.
  await insertFile(db, {
    jv_id: a,
    directing_client_id: acmeLlc.client_id,
    ...closed('2027-02-10', '2027-02-20'),
  });
  // f2: Acme Title: opened in January.
  await insertFile(db, { jv_id: a, directing_client_id: acme.client_id, open_date: '2027-01-05' });
  // f3: Acme Title: opened on 31 December, closed on 28 February.
  await insertFile(db, {
    jv_id: a,
    directing_client_id: acme.client_id,
    ...closed('2026-12-31', '2027-02-28'),
  });
  // f4, f5: Jane Doe (the individual's name): opened on 1 and 2 February.
  await insertFile(db, { jv_id: a, directing_client_id: jane.client_id, open_date: '2027-02-01' });
  await insertFile(db, { jv_id: a, directing_client_id: jane.client_id, open_date: '2027-02-02' });
  // f6: Zeta: opened on 1 March, a month that has not begun in Los Angeles.
  await insertFile(db, { jv_id: a, directing_client_id: zeta.client_id, open_date: '2027-03-01' });
  // f7: no directing client; f7b: a client without a name: both Unknown, opened in February.
  await insertFile(db, { jv_id: a, open_date: '2027-02-15' });
  await insertFile(db, { jv_id: a, directing_client_id: nameless.client_id, open_date: '2027-02-16' });
  // f8: Bob Builder (first and last name): opened in March 2026 (the first of 12 months).
  await insertFile(db, { jv_id: a, directing_client_id: bob.client_id, open_date: '2026-03-10' });
  // f9: Zeta: opened on 27 February 2026 (13 months back).
  await insertFile(db, { jv_id: a, directing_client_id: zeta.client_id, open_date: '2026-02-27' });
  // f10: Beta JV's file of ACME: never in Alpha's trend.
  await insertFile(db, {
    jv_id: ids.jvB.jv_id,
    directing_client_id: acmeLlc.client_id,
    open_date: '2027-02-10',
  });
  // f11: Zeta: opened in November, disbursed in November, its close date overridden to 10 January.
  await insertFile(db, {
    jv_id: a,
    directing_client_id: zeta.client_id,
    ...closed('2026-11-01', '2026-11-05'),
    override_close_date: '2027-01-10',
  });
  // f12: the Nevada JV's file and the stateless JV's file.
  await insertFile(db, {
    jv_id: ids.jvNv.jv_id,
    state: 'NV',
    directing_client_id: zeta.client_id,
    open_date: '2027-02-03',
  });
  await insertFile(db, {
    jv_id: ids.jvNone.jv_id,
    directing_client_id: zeta.client_id,
    open_date: '2027-02-03',
  });
});

describe('GET /api/reports/jv-client-trend', () => {
  it('counts two months by client, a group the sum of its members, as of the Los Angeles month', async () => {
    const a = await answer(`jv_uuid=${ids.jvA.uuid}&months=2`);
    expect(a).toMatchObject({ jv_id: ids.jvA.jv_id, jv_uuid: ids.jvA.uuid, jv_name: 'Alpha JV' });
    expect(a.as_of_month).toBe('2027-02');
    expect(a.months).toEqual(['2027-01', '2027-02']);
    // Acme Group: opens f2 (Jan), f1 (Feb); closes f1, f3 (Feb). Jane Doe: f4, f5. Zeta: f11's close (Jan).
    expect(brief(a)).toEqual([
      ['Acme Group', true, 2, 2, [1, 1], [0, 2]],
      ['Jane Doe', false, 2, 0, [0, 2], [0, 0]],
      ['Zeta Realty', false, 0, 1, [0, 0], [1, 0]],
    ]);
    expect(a.rows[0]?.client_group_id).toEqual(expect.any(Number));
    expect(a.rows[1]?.client_group_id).toBeNull();
    expect(a.totals).toEqual({
      open_total: 4,
      close_total: 3,
      open_counts: { '2027-01': 1, '2027-02': 3 },
      close_counts: { '2027-01': 1, '2027-02': 2 },
    });
  });

  it("adds the 'Unknown' row only with include_unknown=true", async () => {
    const a = await answer(`jv_uuid=${ids.jvA.uuid}&months=2&include_unknown=true`);
    // f7 and f7b make the Unknown row; rows of equal total sorted by label.
    expect(brief(a)).toEqual([
      ['Acme Group', true, 2, 2, [1, 1], [0, 2]],
      ['Jane Doe', false, 2, 0, [0, 2], [0, 0]],
      ['Unknown', false, 2, 0, [0, 2], [0, 0]],
      ['Zeta Realty', false, 0, 1, [0, 0], [1, 0]],
    ]);
    expect(a.totals.open_counts).toEqual({ '2027-01': 1, '2027-02': 5 });
    expect(a.totals.open_total).toBe(6);
    const without = await answer(`jv_uuid=${ids.jvA.uuid}&months=2&include_unknown=false`);
    expect(without.rows.map((r) => r.label)).not.toContain('Unknown');
  });

  it('defaults to 12 months (March 2026 to February 2027); 18 months reach back to September 2025', async () => {
    const a = await answer(`jv_uuid=${ids.jvA.uuid}`);
    expect(a.months).toHaveLength(12);
    expect(a.months[0]).toBe('2026-03');
    expect(a.months.at(-1)).toBe('2027-02');
    const short = (x: JvClientTrendResponse) => x.rows.map((r) => [r.label, r.open_total, r.close_total]);
    // Acme Group gains f3's December open; Zeta f11's November open; Bob Builder f8 (March 2026).
    expect(short(a)).toEqual([
      ['Acme Group', 3, 2],
      ['Jane Doe', 2, 0],
      ['Zeta Realty', 1, 1],
      ['Bob Builder', 1, 0],
    ]);
    expect(a.rows[0]?.open_counts['2026-12']).toBe(1);
    expect(a.rows[2]?.open_counts['2026-11']).toBe(1);
    expect(a.rows[3]?.open_counts['2026-03']).toBe(1);
    expect(a.totals).toMatchObject({ open_total: 7, close_total: 3 });

    const long = await answer(`jv_uuid=${ids.jvA.uuid}&months=18`);
    expect(long.months[0]).toBe('2025-09');
    // f9 (27 February 2026) now counts for Zeta.
    expect(short(long)).toContainEqual(['Zeta Realty', 2, 1]);
    expect(long.rows.find((r) => r.label === 'Zeta Realty')?.open_counts['2026-02']).toBe(1);
    const one = await answer(`jv_uuid=${ids.jvA.uuid}&months=1`);
    expect(one.months).toEqual(['2027-02']);
    expect(one.totals).toMatchObject({ open_total: 3, close_total: 2 });
  });

  it('turns to March once it is March in Los Angeles', async () => {
    const su = t.user('superUser');
    const superUser: CurrentUser = {
      ...su,
      roles: ['Super User'],
      storedRoles: 'Super User',
      state: 'AZ',
      employee_id: null,
      view_employee_id: null,
    };
    // 08:00 UTC on 1 March is midnight in Los Angeles.
    const a = await getJvClientTrend(
      t.db,
      superUser,
      { jv_uuid: ids.jvA.uuid, months: 1 },
      new Date('2027-03-01T08:00:00Z'),
    );
    expect(a.as_of_month).toBe('2027-03');
    expect(a.rows.map((r) => [r.label, r.open_total])).toEqual([['Zeta Realty', 1]]);
  });

  it('counts a client in an active group only (an inactive group leaves its clients alone)', async () => {
    const a = await answer(`jv_uuid=${ids.jvA.uuid}&months=2`);
    expect(a.rows.map((r) => r.label)).not.toContain('Zeta Group');
    expect(a.rows.map((r) => r.label)).not.toContain('ACME Title, LLC');
    expect(a.rows.map((r) => r.label)).not.toContain('Acme Title');
  });

  it('lets administrators of the JV state in, and no one else', async () => {
    const q = `jv_uuid=${ids.jvA.uuid}&months=2`;
    expect((await trend(q, t.as('admin'))).statusCode).toBe(200);
    expect((await trend(q, t.as('superUser'))).statusCode).toBe(200);
    expect((await trend(q, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await trend(q, t.as('sales'))).statusCode).toBe(403);
    expect((await trend(q, {})).statusCode).toBe(401);
    expect((await trend(`jv_uuid=${ids.jvNv.uuid}`, t.as('nvSuper'))).statusCode).toBe(200);
    // A JV without a state: only for those who see both states.
    expect((await trend(`jv_uuid=${ids.jvNone.uuid}`, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await trend(`jv_uuid=${ids.jvNone.uuid}`, t.as('admin'))).statusCode).toBe(200);
  });

  it('refuses bad input with a detail, and answers 404 for an unknown JV', async () => {
    for (const bad of [
      'months=12',
      `jv_uuid=${ids.jvA.uuid}&months=13`,
      `jv_uuid=${ids.jvA.uuid}&months=0`,
      `jv_uuid=${ids.jvA.uuid}&months=abc`,
      `jv_uuid=${ids.jvA.uuid}&include_unknown=maybe`,
      'jv_uuid=not-a-uuid',
      `jv_uuid=${ids.jvA.uuid}&extra=1`,
    ]) {
      const response = await trend(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().detail, bad).toEqual(expect.any(String));
    }
    const missing = await trend('jv_uuid=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(JV_MIX_NOT_FOUND);
  });
});

const mails = () => queuedMails(t.db);

describe('POST /api/reports/jv-client-trend/xls/email', () => {
  beforeEach(async () => {
    await clearQueuedMails(t.db);
  });

  it('queues the trend as a workbook to the signed-in user', async () => {
    const response = await email(`jv_uuid=${ids.jvA.uuid}&months=2&include_unknown=true`);
    expect(response.statusCode, response.body).toBe(202);
    const adminEmail = t.user('admin').email;
    expect(response.json()).toEqual({ queued: true, to: adminEmail, message: 'Email queued' });

    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail?.to).toEqual([adminEmail]);
    expect(mail?.subject).toBe('JV Client Trend: Alpha JV, January 2027 to February 2027');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe('jv_client_trend_alpha_jv_2027-01_to_2027-02.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(attachment?.content_base64 ?? '', 'base64') as unknown as ExcelJS.Buffer,
    );
    const sheet = workbook.getWorksheet('JV Client Trend');
    if (!sheet) throw new Error('no sheet');
    const cells: unknown[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    const header = cells.findIndex((r) => r[0] === 'Client');
    expect(cells[header]?.slice(0, 4)).toEqual(['Client', 'Type', 'January 2027', 'January 2027']);
    expect(cells[header + 1]?.slice(2)).toEqual(['Opens', 'Closes', 'Opens', 'Closes', 'Opens', 'Closes']);
    // Per row: Jan opens, Jan closes, Feb opens, Feb closes, total opens, total closes.
    expect(cells.slice(header + 2)).toEqual([
      ['Acme Group', 'Group', 1, 0, 1, 2, 2, 2],
      ['Jane Doe', 'Client', 0, 0, 2, 0, 2, 0],
      ['Unknown', 'Client', 0, 0, 2, 0, 2, 0],
      ['Zeta Realty', 'Client', 0, 1, 0, 0, 0, 1],
      ['TOTAL', '', 1, 1, 5, 2, 6, 3],
    ]);
  });

  it('answers 403 to a State Super User of another state and 403 to Sales, queuing nothing', async () => {
    expect((await email(`jv_uuid=${ids.jvA.uuid}`, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await email(`jv_uuid=${ids.jvA.uuid}`, t.as('sales'))).statusCode).toBe(403);
    expect((await email(`jv_uuid=${ids.jvA.uuid}&months=7x`)).statusCode).toBe(400);
    expect(await mails()).toEqual([]);
    expect((await email(`jv_uuid=${ids.jvNv.uuid}`, t.as('nvSuper'))).statusCode).toBe(202);
    expect(await mails()).toHaveLength(1);
  });
});

describe('the trend statement', () => {
  // With this file's few rows the planner may read both halves from either (jv_id, ...) index; at
  // scale the close half takes esc_files_jv_close_idx (bench/cases/092-jv-client-trend.ts times it).
  it('reads both halves through a JV index, never a scan of every file', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = jvClientMonthCountsQuery({
        jvId: ids.jvA.jv_id,
        scope: 'all',
        from: '2025-03-01',
        to: '2027-02-28',
      });
      const result = await tx.execute(sql`explain ${query}`);
      return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on esc_files/);
    expect(plan.match(/Index (Only )?Scan using esc_files_jv_(close_)?idx on esc_files/g)).toHaveLength(2);
  });
});
