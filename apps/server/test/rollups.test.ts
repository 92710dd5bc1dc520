/**
 * The daily rollups (`revenue_rollups`, db/rollups.ts) and the order lists' day totals
 * (`order_day_totals`, the same module) stay equal to a recomputation from scratch:
 * after the demo seed, after an upload that changes and adds files, and after the writes that will
 * call `refreshRollupsForFiles` (an override, an adjustment added and deleted, a file deleted, a
 * JV's magnus_title_pct changed, by hand and through their routes: the file override dialog's PUT and
 * DELETE /files/{uuid}, POST and DELETE /file-adjustments, the JV and employee saves); and a rebuild
 * changes nothing.
 * On PGlite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDayTotalsRebuildStatement, rebuildRollups, refreshRollupsForFiles } from '../src/db/rollups.ts';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { multipart, spreadsheet } from './fixtures/uploads.ts';
import { buildTestApp, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;

async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await t.db.execute(statement));
}

/** Every rollup row as text, in order. */
async function rollupRows(): Promise<string[]> {
  return (await query<{ row: string }>(sql`select r::text as row from revenue_rollups r order by 1`)).map(
    (r) => r.row,
  );
}

/** Every row of the order lists' day totals as text, in order. */
async function dayTotalRows(): Promise<string[]> {
  return (await query<{ row: string }>(sql`select d::text as row from order_day_totals d order by 1`)).map(
    (r) => r.row,
  );
}

type Kept = { kept: string[]; rebuilt: string[]; keptDays: string[]; rebuiltDays: string[] };

/** The rollups and the day totals as kept, then as a rebuild from scratch makes them. */
async function keptAndRebuilt(): Promise<Kept> {
  const kept = await rollupRows();
  const keptDays = await dayTotalRows();
  await rebuildRollups(t.db);
  return { kept, rebuilt: await rollupRows(), keptDays, rebuiltDays: await dayTotalRows() };
}

/**
 * The order lists' day totals as kept equal a rebuild, and moved with the write when `moved` (a write
 * that changes a file's date, branch, amounts or adjustments; an employee's or a JV's settings move
 * only some figures, when the files have what they apply to).
 */
function expectDayTotals(name: string, before: string[], { keptDays, rebuiltDays }: Kept, moved: boolean) {
  expect(keptDays.length, name).toBeGreaterThan(0);
  expect(keptDays, name).toEqual(rebuiltDays);
  if (moved) expect(keptDays, name).not.toEqual(before);
}

describe('daily rollups', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 800, seed: 12_012, today: '2026-03-18' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('are filled by the seed, agree with the files and the ledger, and a rebuild changes nothing', async () => {
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept.length).toBeGreaterThan(500);
    expect(rebuilt).toEqual(kept);
    expect(await rollupRows()).toEqual(kept);
    const [totals] = await query<Record<string, string | number>>(sql`
      select
        (select count(*) from esc_files)::int as files,
        (select count(calc_close_date) from esc_files)::int as closed,
        (select count(cancel_date) from esc_files)::int as cancelled,
        (select count(*) from revenue_ledger where ledger_date is not null)::int as entries,
        (select sum(total_revenue)::text from revenue_ledger where ledger_date is not null) as revenue,
        (select sum(eo_commable_rev)::text from revenue_ledger where ledger_date is not null) as eo_commable`);
    for (const grain of ['branch', 'eo', 'rep']) {
      const [sums] = await query<Record<string, string | number>>(sql`
        select sum(opens)::int as files, sum(closes)::int as closed, sum(cancels)::int as cancelled,
          sum(entries)::int as entries, sum(total_revenue)::text as revenue,
          sum(eo_commable_rev)::text as eo_commable
        from revenue_rollups where grain = ${grain}`);
      expect(sums, grain).toEqual(totals);
    }
    expectDayTotals('seed', [], await keptAndRebuilt(), true);
    // Each kind counts every file once (open) or every closed file once, with ALL of its ledger rows.
    const [asStanding] = await query<Record<string, string | number>>(sql`
      select (select count(*) from esc_files)::int as opened,
        (select count(calc_close_date) from esc_files)::int as closed,
        (select sum(sales_price)::text from esc_files) as sales_price,
        (select sum(l.total_revenue)::text from revenue_ledger l) as revenue,
        (select sum(l.eo_commable_rev)::text from revenue_ledger l
          join esc_files f on f.file_id = l.file_id where f.calc_close_date is not null) as closed_eo_commable`);
    const [days] = await query<Record<string, string | number>>(sql`
      select sum(files) filter (where kind = 'open')::int as opened,
        sum(files) filter (where kind = 'closed')::int as closed,
        sum(sales_price) filter (where kind = 'open')::text as sales_price,
        sum(total_revenue) filter (where kind = 'open')::text as revenue,
        sum(eo_commable_rev) filter (where kind = 'closed')::text as closed_eo_commable
      from order_day_totals`);
    expect(days).toEqual(asStanding);
  });

  it('move with an upload that changes and adds files, in its transaction', async () => {
    const files = await query<{
      order_number: string;
      state: string;
      transaction_type: string;
      order_status: string;
      open_date: string;
      branch: string;
      other_branch: string;
      eo: string | null;
      rep: string | null;
    }>(sql`
      select f.order_number, f.state, f.transaction_type, f.order_status, f.open_date::text as open_date,
        b.code as branch,
        (select o.code from branches o where o.state = f.state and o.branch_id <> b.branch_id
          order by o.branch_id limit 1) as other_branch,
        eo.first_name || ' ' || eo.last_name as eo, rep.first_name || ' ' || rep.last_name as rep
      from esc_files f
      join branches b on b.branch_id = f.branch_id
      left join employees eo on eo.employee_id = f.escrow_officer_id
      left join employees rep on rep.employee_id = f.marketing_rep_id
      order by f.file_id limit 60`);
    const header = [
      'order_number',
      'state',
      'transaction_type',
      'order_status',
      'open_date',
      'disb_date',
      'branch',
      'escrow_officer',
      'marketing_rep',
      'jv',
      'settlement_fee',
      'owners_policy',
    ];
    const rows = files.map((f, i) => [
      f.order_number,
      f.state,
      f.transaction_type,
      'CLOSED',
      f.open_date,
      `2026-02-${String(1 + (i % 27)).padStart(2, '0')}`,
      i % 3 === 0 ? (f.other_branch ?? f.branch) : f.branch,
      f.eo ?? '',
      f.rep ?? '',
      '',
      `${1000 + i}.25`,
      `${1500 + i * 3}.10`,
    ]);
    for (let i = 0; i < 25; i++) {
      const f = files[i] as (typeof files)[number];
      rows.push([
        `ROLLUP-NEW-${i}`,
        f.state,
        i % 2 === 0 ? 'PURCHASE' : 'REFI',
        i % 4 === 0 ? 'OPEN' : 'CLOSED',
        '2026-03-02',
        i % 4 === 0 ? '' : '2026-03-10',
        f.branch,
        f.eo ?? '',
        f.rep ?? '',
        '',
        `${700 + i}.55`,
        '900.00',
      ]);
    }
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const body = multipart(
      { upload_type: 'esc_files' },
      { name: 'files.csv', data: spreadsheet([header, ...rows], 'csv') },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/upload-file',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    const before = await rollupRows();
    const beforeDays = await dayTotalRows();
    await t.app.jobs.drain();
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/upload-jobs/${response.json<{ upload_id: number }>().upload_id}`,
      headers: admin,
    });
    const counts = job.json<{ status: string; rows_inserted: number; rows_updated: number }>();
    expect(counts.status, job.body).toBe('done');
    expect(counts.rows_inserted).toBeGreaterThan(10);
    expect(counts.rows_updated).toBeGreaterThan(30);

    const result = await keptAndRebuilt();
    expect(result.kept).not.toEqual(before);
    expect(result.kept).toEqual(result.rebuilt);
    expectDayTotals('upload', beforeDays, result, true);
  });

  it('move with an override, an adjustment, a deleted file and a JV’s share through refreshRollupsForFiles', async () => {
    const [file] = await query<{ file_id: number; branch_id: number }>(sql`
      select f.file_id, f.branch_id from esc_files f where f.calc_close_date is not null
      order by f.file_id limit 1`);
    const [other] = await query<{ branch_id: number }>(sql`
      select branch_id from branches where branch_id <> ${file?.branch_id} order by branch_id limit 1`);
    const id = file?.file_id as number;
    const [added] = await query<{ file_id: number }>(
      sql`select file_id from esc_files where order_number = 'ROLLUP-NEW-1'`,
    );
    const [jv] = await query<{ jv_id: number }>(sql`
      select jv_id from esc_files where jv_id is not null group by jv_id order by count(*) desc limit 1`);
    const jvFiles = (
      await query<{ file_id: number }>(sql`select file_id from esc_files where jv_id = ${jv?.jv_id}`)
    ).map((f) => f.file_id);
    expect(jvFiles.length).toBeGreaterThan(0);

    const steps: [string, () => Promise<void>][] = [
      [
        'override',
        () =>
          t.db.transaction(async (tx) => {
            await refreshRollupsForFiles(tx, [id], async () => {
              await tx.execute(sql`
                update esc_files set override_close_date = '2026-01-15', branch_id = ${other?.branch_id},
                  settlement_fee = settlement_fee + 10.01
                where file_id = ${id}`);
            });
          }),
      ],
      [
        'adjustment added',
        () =>
          t.db.transaction(async (tx) => {
            await refreshRollupsForFiles(tx, [id], async () => {
              await tx.execute(sql`
                insert into file_adjustments (esc_file_id, posting_date, magnus_escrow, partner_title, endorsements)
                values (${id}, '2026-02-20', 123.45, -20.10, 33.33)`);
            });
          }),
      ],
      [
        'adjustment deleted',
        () =>
          t.db.transaction(async (tx) => {
            await refreshRollupsForFiles(tx, [id], async () => {
              await tx.execute(sql`
                delete from file_adjustments where adj_id = (
                  select max(adj_id) from file_adjustments where esc_file_id = ${id})`);
            });
          }),
      ],
      [
        'file deleted',
        () =>
          t.db.transaction(async (tx) => {
            await refreshRollupsForFiles(tx, [added?.file_id as number], async () => {
              await tx.execute(sql`delete from esc_files where file_id = ${added?.file_id}`);
            });
          }),
      ],
      [
        'JV share changed',
        () =>
          t.db.transaction(async (tx) => {
            await refreshRollupsForFiles(tx, jvFiles, async () => {
              await tx.execute(
                sql`update jv_entities set magnus_title_pct = 0.4567 where jv_id = ${jv?.jv_id}`,
              );
            });
          }),
      ],
    ];
    for (const [name, step] of steps) {
      const before = await rollupRows();
      const beforeDays = await dayTotalRows();
      await step();
      const result = await keptAndRebuilt();
      expect(result.kept, name).not.toEqual(before);
      expect(result.kept, name).toEqual(result.rebuilt);
      expectDayTotals(name, beforeDays, result, true);
    }
  });
});

describe('daily rollups and the JV save', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 300, seed: 12_013, today: '2026-03-18' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('move when PUT /api/jv-entities/:id changes magnus_title_pct, in its transaction', async () => {
    const [jv] = await query<{ uuid: string; name: string; magnus_title_pct: string | null }>(sql`
      select j.uuid, j.name, j.magnus_title_pct::text as magnus_title_pct from jv_entities j
      where j.jv_id in (select jv_id from esc_files where calc_close_date is not null)
      order by j.jv_id limit 1`);
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const before = await rollupRows();
    const beforeDays = await dayTotalRows();
    const pct = jv?.magnus_title_pct === '0.42' ? '0.43' : '0.42';
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/jv-entities/${jv?.uuid}`,
      headers: admin,
      payload: { name: jv?.name, magnus_title_pct: pct },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = await keptAndRebuilt();
    expect(result.kept).not.toEqual(before);
    expect(result.kept).toEqual(result.rebuilt);
    // The JV's files have title revenue: their Magnus and partner title figures move.
    expectDayTotals('JV share', beforeDays, result, true);
  });

  it('move when PUT /api/employees/:uuid changes the settings the ledger credits with', async () => {
    const [eo] = await query<{ uuid: string; employee_id: number; other: number }>(sql`
      select e.uuid, e.employee_id,
        (select o.employee_id from employees o where o.employee_id <> e.employee_id
          and o.state = e.state and o.emp_type = 'EO' order by o.employee_id limit 1) as other
      from employees e
      where e.employee_id in (select escrow_officer_id from esc_files where calc_close_date is not null)
        and e.link_to_emp_id is null
      order by e.employee_id limit 1`);
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const [rep] = await query<{ uuid: string }>(sql`
      select e.uuid from employees e
      where e.employee_id in (select marketing_rep_id from esc_files where calc_close_date is not null)
      order by e.employee_id limit 1`);
    for (const [uuid, body, moved] of [
      // The rep's underwriter share and, on JV files, title share move.
      [rep?.uuid, { uw_split_pct: '0.0875', rep_gets_full_jv_title: true }, true],
      // The escrow officer credited changes; the figures only if the two have other settings.
      [eo?.uuid, { link_to_emp_id: eo?.other }, false],
    ] as const) {
      const before = await rollupRows();
      const beforeDays = await dayTotalRows();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/employees/${uuid}`,
        headers: admin,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = await keptAndRebuilt();
      expect(result.kept).not.toEqual(before);
      expect(result.kept).toEqual(result.rebuilt);
      expectDayTotals(`employee ${JSON.stringify(body)}`, beforeDays, result, moved);
    }
  });
});

describe('daily rollups and the file override routes', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 300, seed: 12_014, today: '2026-03-18' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('move with PUT and DELETE /api/files/:file_uuid and POST and DELETE /api/file-adjustments', async () => {
    const [file] = await query<{ file_uuid: string; file_id: number; branch: number; jv: number | null }>(sql`
      select f.file_uuid, f.file_id,
        (select b.branch_id from branches b where b.state = f.state and b.branch_id <> f.branch_id
          order by b.branch_id limit 1) as branch,
        (select j.jv_id from jv_entities j where j.st = f.state and j.jv_id is distinct from f.jv_id
          order by j.jv_id limit 1) as jv
      from esc_files f where f.calc_close_date is not null and f.branch_id is not null
      order by f.file_id limit 1`);
    const [doomed] = await query<{ file_uuid: string }>(sql`
      select f.file_uuid from esc_files f where f.calc_close_date is not null and f.file_id <> ${file?.file_id}
      order by f.file_id desc limit 1`);
    const superUser = (await signedInUser(t, { roles: ['Super User'] })).headers;
    let adjId = 0;
    const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'override',
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/files/${file?.file_uuid}`,
            headers: { ...superUser, 'if-match': '"1"' },
            payload: {
              calc_close_date: '2026-01-15',
              settlement_agency_id: file?.branch,
              external_title_company_id: file?.jv ?? null,
              settlement_fee: '2345.67',
              owners_policy: null,
            },
          }),
      ],
      [
        'adjustment added',
        async () => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/file-adjustments',
            headers: superUser,
            payload: {
              esc_file_id: file?.file_id,
              posting_date: '2026-02-20',
              magnus_escrow: '123.45',
              partner_title: '-20.10',
              endorsements: 33.33,
            },
          });
          adjId = response.json<{ adj_id: number }>().adj_id;
          return response;
        },
      ],
      [
        'adjustment deleted',
        () => t.app.inject({ method: 'DELETE', url: `/api/file-adjustments/${adjId}`, headers: superUser }),
      ],
      [
        'file deleted',
        () => t.app.inject({ method: 'DELETE', url: `/api/files/${doomed?.file_uuid}`, headers: superUser }),
      ],
    ];
    for (const [name, step] of steps) {
      const before = await rollupRows();
      const beforeDays = await dayTotalRows();
      const response = await step();
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      const result = await keptAndRebuilt();
      expect(result.kept, name).not.toEqual(before);
      expect(result.kept, name).toEqual(result.rebuilt);
      expectDayTotals(name, beforeDays, result, true);
    }
  });

  it('migrations 0009, 0014 and 0018 fill the rollups of the files already stored as a rebuild does', async () => {
    await rebuildRollups(t.db);
    const rebuilt = await rollupRows();
    const statements = (file: string) =>
      readFileSync(join(import.meta.dirname, '../src/db/migrations', file), 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => statement.trim() !== '');
    const fill = statements('0009_revenue_rollups.sql').find((statement) =>
      statement.includes('insert into revenue_rollups'),
    );
    if (!fill) throw new Error('0009 fills no rollups');
    await t.db.execute(sql`delete from revenue_rollups`);
    await t.db.execute(sql.raw(fill));
    for (const statement of statements('0014_state_rollups.sql')) await t.db.execute(sql.raw(statement));
    await t.db.execute(sql.raw(linkedOfficerFill()));
    const migrated = await rollupRows();
    expect(migrated.some((row) => row.startsWith('(state,'))).toBe(true);
    expect(migrated.some((row) => row.startsWith('(rep_month,'))).toBe(true);
    expect(migrated).toEqual(rebuilt);
  });

  it('migration 0016 (the credited officer: a head of emp_type EO, directly) recomputes the rollups and day totals as a rebuild does', async () => {
    await rebuildRollups(t.db);
    const rebuilt = await rollupRows();
    const rebuiltDays = await dayTotalRows();
    // Rows left by the old rule (or any stale rows) are replaced.
    await t.db.execute(sql`update revenue_rollups set closes = closes + 1 where grain = 'eo'`);
    await t.db.execute(sql`update order_day_totals set eo_commable_rev = eo_commable_rev + 1`);
    const migration = readFileSync(
      join(import.meta.dirname, '../src/db/migrations/0016_credited_eo_direct.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.trim() !== '') await t.db.execute(sql.raw(statement));
    }
    await t.db.execute(sql.raw(linkedOfficerFill()));
    expect(await rollupRows()).toEqual(rebuilt);
    expect(await dayTotalRows()).toEqual(rebuiltDays);
  });

  it("migration 0018 fills the linked officers' grains (sub_eo, sub_eo_month) as a rebuild does", async () => {
    await rebuildRollups(t.db);
    const rebuilt = await rollupRows();
    expect(rebuilt.some((row) => row.startsWith('(sub_eo,'))).toBe(true);
    expect(rebuilt.some((row) => row.startsWith('(sub_eo_month,'))).toBe(true);
    await t.db.execute(sql`delete from revenue_rollups where grain in ('sub_eo', 'sub_eo_month')`);
    await t.db.execute(sql.raw(linkedOfficerFill()));
    expect(await rollupRows()).toEqual(rebuilt);
  });
});

/** The statement of migration 0018 that fills the linked officers' grains. */
function linkedOfficerFill(): string {
  const migration = readFileSync(
    join(import.meta.dirname, '../src/db/migrations/0018_linked_officer_rollups.sql'),
    'utf8',
  );
  const fill = migration
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('insert into revenue_rollups'));
  if (!fill) throw new Error('0018 fills no rollups');
  return fill;
}

describe('migration 0013', () => {
  it('fills the order lists’ day totals of the files already stored with the text of orderDayTotalsRebuildStatement()', () => {
    const migration = readFileSync(
      join(import.meta.dirname, '../src/db/migrations/0013_order_day_totals.sql'),
      'utf8',
    );
    const statement = new PgDialect().sqlToQuery(orderDayTotalsRebuildStatement());
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(statement.params).toEqual([]);
    expect(words(migration)).toContain(words(`${statement.sql};`));
  });
});
