import { randomBytes } from 'node:crypto';
import { dayNumber, isoDay } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { verifyPassword } from '../features/auth/password.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { BusinessCalendar, holidaysFor } from './holidays.ts';
import { databaseIsEmpty, seedDemoData } from './seed.ts';

const TODAY = '2026-03-18';
const OPTIONS = { files: 500, seed: 4242, today: TODAY };
const MONEY = /^-?\d+\.\d{2}$/;

/** In-memory PGlite, or a throwaway database on the server TEST_DATABASE_URL points at. */
async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, dispose: () => database.close() };
  }
  const name = `hub_demo_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function query<R>(database: Database, statement: string): Promise<R[]> {
  return rowsOf<R>(await database.db.execute(sql.raw(statement)));
}

describe('holidaysFor', () => {
  it('lists the public holidays of each state from the holiday library', () => {
    const az = holidaysFor('AZ', 2026);
    const nv = holidaysFor('NV', 2026);
    expect(az).toContainEqual({ day_date: '2026-11-26', holiday_name: 'Thanksgiving Day' });
    expect(nv).toContainEqual({ day_date: '2026-11-26', holiday_name: 'Thanksgiving Day' });
    expect(nv.map((h) => h.holiday_name)).toContain('Nevada Day');
    expect(az.map((h) => h.holiday_name)).not.toContain('Nevada Day');
    // Independence Day 2026 is a Saturday: the observed Friday is a holiday too.
    expect(az.map((h) => h.day_date)).toEqual(expect.arrayContaining(['2026-07-03', '2026-07-04']));
    for (const holiday of [...az, ...nv]) expect(holiday.day_date.startsWith('2026-')).toBe(true);
    expect(new Set(az.map((h) => h.day_date)).size).toBe(az.length);
  });

  it('skips weekends and state holidays when counting business days', () => {
    const calendar = new BusinessCalendar(2026, 2026);
    const wednesday = dayNumber('2026-11-25');
    // Thanksgiving (Thu) is closed in both states; NV also closes Family Day (Fri).
    expect(isoDay(calendar.add('AZ', wednesday, 1))).toBe('2026-11-27');
    expect(isoDay(calendar.add('NV', wednesday, 1))).toBe('2026-11-30');
    expect(calendar.isBusinessDay('NV', dayNumber('2026-10-30'))).toBe(false);
    expect(calendar.isBusinessDay('AZ', dayNumber('2026-10-30'))).toBe(true);
  });
});

describe('seedDemoData', () => {
  let first: Awaited<ReturnType<typeof openTestDatabase>>;
  let second: Awaited<ReturnType<typeof openTestDatabase>>;
  let emptyBefore = false;
  const messages: string[] = [];

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    emptyBefore = await databaseIsEmpty(first.database.db);
    await seedDemoData(first.database.db, { ...OPTIONS, onProgress: (m) => messages.push(m) });
    await seedDemoData(second.database.db, OPTIONS);
  });

  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('reports an empty database before and a used one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await databaseIsEmpty(first.database.db)).toBe(false);
    expect(messages.length).toBeGreaterThan(0);
  });

  it('refuses to write into a database that has data', async () => {
    await expect(seedDemoData(first.database.db, OPTIONS)).rejects.toThrow(/empty database/);
  });

  it('creates every demo user, sharing one argon2id hash of the demo password', async () => {
    const rows = await query<{
      email: string;
      roles: string;
      state: string;
      password_hash: string;
      employee_id: number | null;
      view_employee_id: number | null;
      is_active: boolean;
    }>(first.database, 'select * from users order by user_id');
    expect(rows.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    for (const user of DEMO_USERS) {
      const row = rows.find((r) => r.email === user.email);
      expect(row?.roles).toBe(user.roles.join(','));
      expect(row?.state).toBe(user.state);
      expect(row?.is_active).toBe(true);
    }
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(1);
    expect(rows[0]?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(rows[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);

    const employee = async (id: number | null | undefined) =>
      (
        await query<{ emp_type: string; state: string; is_active: boolean; email: string }>(
          first.database,
          `select emp_type, state, is_active, email from employees where employee_id = ${Number(id)}`,
        )
      )[0];
    const sales = rows.find((r) => r.email === 'sales@hub.test');
    const assistant = rows.find((r) => r.email === 'assistant@hub.test');
    const escrow = rows.find((r) => r.email === 'escrow@hub.test');
    expect(await employee(sales?.employee_id)).toEqual({
      emp_type: 'REP',
      state: 'AZ',
      is_active: true,
      email: 'sales@hub.test',
    });
    expect(assistant?.employee_id).toBeNull();
    expect(assistant?.view_employee_id).toBe(sales?.employee_id);
    expect(await employee(escrow?.employee_id)).toMatchObject({
      emp_type: 'EO',
      state: 'AZ',
      is_active: true,
    });
    const links = await query<{ n: number; primaries: number }>(
      first.database,
      `select count(*)::int as n, count(*) filter (where is_primary)::int as primaries from employee_jv_links where employee_id = ${Number(sales?.employee_id)}`,
    );
    expect(links[0]?.n).toBeGreaterThanOrEqual(2);
    expect(links[0]?.primaries).toBe(1);
  });

  it('stores the public holidays of both states for every year of data and the next', async () => {
    const rows = await query<{
      state: string;
      day_date: string;
      holiday_name: string;
      is_business_day: boolean;
    }>(
      first.database,
      "select state, to_char(day_date, 'YYYY-MM-DD') as day_date, holiday_name, is_business_day from calendar_days",
    );
    for (const state of ['AZ', 'NV']) {
      for (const year of [2023, 2024, 2025, 2026, 2027]) {
        const names = rows
          .filter((r) => r.state === state && r.day_date.startsWith(`${year}-`))
          .map((r) => r.holiday_name);
        expect(names).toContain('Independence Day');
        expect(names).toContain('Thanksgiving Day');
      }
    }
    expect(rows.every((r) => r.is_business_day === false)).toBe(true);
  });

  it('names branches with a three-digit prefix and the agency suffix, plus non-numbered ones', async () => {
    const rows = await query<{ name: string; state: string; phone_number: string }>(
      first.database,
      'select name, state, phone_number from branches',
    );
    const numbered = rows.filter((b) => /^\d{3} .+ - Magnus Title (Agency|of Nevada)$/.test(b.name));
    expect(numbered.filter((b) => b.state === 'AZ').length).toBeGreaterThanOrEqual(8);
    expect(numbered.filter((b) => b.state === 'NV').length).toBeGreaterThanOrEqual(4);
    expect(rows.some((b) => /^(Title|Admin)/.test(b.name))).toBe(true);
    expect(rows.every((b) => /^\d{10}$/.test(b.phone_number))).toBe(true);
  });

  it('writes the requested number of believable files', async () => {
    const files = await query<Record<string, string | null>>(
      first.database,
      `select f.*, to_char(open_date, 'YYYY-MM-DD') as open_text, to_char(calc_close_date, 'YYYY-MM-DD') as close_text,
              j.st as jv_state
       from esc_files f left join jv_entities j on j.jv_id = f.jv_id`,
    );
    expect(files).toHaveLength(OPTIONS.files);
    expect(new Set(files.map((f) => f.order_number)).size).toBe(OPTIONS.files);
    for (const f of files) {
      for (const column of [
        'settlement_fee',
        'owners_policy',
        'lenders_policy',
        'endorsements',
        'title_processing',
        'misc_fees',
      ]) {
        expect(f[column]).toMatch(MONEY);
      }
      expect(f.open_text && f.open_text <= TODAY).toBe(true);
      if (f.order_status === 'CANCELLED') expect(f.cancel_date).not.toBeNull();
      if (f.close_text) expect(f.close_text <= TODAY).toBe(true);
      if (f.jv_id !== null) expect(f.jv_state).toBe(f.state);
    }
    const count = (predicate: (f: Record<string, string | null>) => boolean) =>
      files.filter(predicate).length;
    expect(count((f) => f.order_status === 'CLOSED' && f.close_text !== null)).toBeGreaterThan(
      OPTIONS.files * 0.7,
    );
    expect(count((f) => f.order_status === 'OPEN')).toBeGreaterThan(0);
    expect(count((f) => f.order_status === 'CANCELLED')).toBeGreaterThan(OPTIONS.files * 0.03);
    expect(count((f) => f.transaction_type === 'PURCHASE')).toBeGreaterThan(OPTIONS.files * 0.45);
    expect(count((f) => f.jv_id !== null)).toBeGreaterThan(OPTIONS.files * 0.2);
    expect(count((f) => f.state === 'NV')).toBeGreaterThan(OPTIONS.files * 0.2);
  });

  it('is deterministic: the same seed and day give the same data', async () => {
    const fingerprint = async (database: Database) =>
      (
        await query<{ orders: string; revenue: string; people: string; uuids: string }>(
          database,
          `select
             (select string_agg(order_number || ':' || order_status, ',' order by file_id) from esc_files) as orders,
             (select sum(settlement_fee + owners_policy + lenders_policy + endorsements + title_processing)::text
                from esc_files) as revenue,
             (select string_agg(first_name || ' ' || last_name, ',' order by employee_id) from employees) as people,
             (select string_agg(file_uuid::text, ',' order by file_id) from esc_files) as uuids`,
        )
      )[0];
    const a = await fingerprint(first.database);
    const b = await fingerprint(second.database);
    expect(a?.orders).toBeTruthy();
    expect(b).toEqual(a);
  });

  it('keeps the serial sequences past the ids it wrote', async () => {
    const { db } = second.database;
    await db.execute(sql`insert into branches (name, state) values ('Test Branch', 'AZ')`);
    await db.execute(
      sql`insert into esc_files (order_number, state, transaction_type, order_status, open_date) values ('T-1', 'AZ', 'REFI', 'OPEN', '2026-03-18')`,
    );
    const [row] = await query<{ files: number }>(
      second.database,
      'select count(*)::int as files from esc_files',
    );
    expect(row?.files).toBe(OPTIONS.files + 1);
  });
});
