/**
 * Money writes that run at the same time on files sharing their rollup rows (issue 17 item 5): file
 * overrides moving close dates and branches across each other's days, adjustments posted on those
 * days, adjustments and files deleted, all at once. None answers 500 (a deadlock or a serialization
 * failure is retried, then 503), and the rollups and the order lists' day totals then equal a
 * rebuild. On PGlite (one connection: the writes queue) and PostgreSQL (where they can deadlock).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../src/db/rollups.ts';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { buildTestApp, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;

async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await t.db.execute(statement));
}

/** Every row of both kept tables as text, in order. */
async function keptRows(): Promise<{ rollups: string[]; days: string[] }> {
  const rollups = await query<{ row: string }>(sql`select r::text as row from revenue_rollups r order by 1`);
  const days = await query<{ row: string }>(sql`select d::text as row from order_day_totals d order by 1`);
  return { rollups: rollups.map((r) => r.row), days: days.map((r) => r.row) };
}

type Answer = { statusCode: number; body: string };

describe('concurrent money writes', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 300, seed: 17_005, today: '2026-11-20' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('on overlapping files and days never answer 500, and the rollups then equal a rebuild', async () => {
    // Closed files of one state and their branches: the writes cross each other's days and branches.
    const files = await query<{ file_id: number; file_uuid: string; state: string }>(sql`
      select f.file_id, f.file_uuid, f.state from esc_files f
      where f.state = 'AZ' and f.calc_close_date is not null and f.branch_id is not null
      order by f.file_id limit 12`);
    const branches = await query<{ branch_id: number }>(sql`
      select branch_id from branches where state = 'AZ' order by branch_id limit 3`);
    expect(files.length).toBe(12);
    expect(branches.length).toBeGreaterThan(1);
    const superUser = (await signedInUser(t, { roles: ['Super User'] })).headers;
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
    const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

    const post = (fileId: number, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/file-adjustments',
        headers: superUser,
        payload: {
          esc_file_id: fileId,
          posting_date: pick(days, i),
          magnus_escrow: `${100 + i}.25`,
          partner_title: '-12.50',
          endorsements: '7.05',
        },
      });
    // Adjustments that the round below deletes while the others write.
    const doomed: number[] = [];
    for (const [i, file] of files.slice(0, 6).entries()) {
      const created = await post(file.file_id, i);
      expect(created.statusCode, created.body).toBe(201);
      doomed.push(created.json<{ adj_id: number }>().adj_id);
    }

    const writes: Promise<Answer>[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [i, file] of files.slice(0, 10).entries()) {
        const n = round * 10 + i;
        writes.push(
          // Each file moves to another day and branch than the one before it in the list.
          t.app.inject({
            method: 'PUT',
            url: `/api/files/${file.file_uuid}`,
            headers: superUser,
            payload: {
              calc_close_date: pick(days, n + round),
              settlement_agency_id: pick(branches, n).branch_id,
              external_title_company_id: null,
              settlement_fee: `${1000 + n}.10`,
              owners_policy: null,
            },
          }),
          post(pick(files.slice(0, 10), n + 5).file_id, n),
        );
      }
    }
    for (const adjId of doomed) {
      writes.push(
        t.app.inject({ method: 'DELETE', url: `/api/file-adjustments/${adjId}`, headers: superUser }),
      );
    }
    for (const file of files.slice(10)) {
      writes.push(
        t.app.inject({ method: 'DELETE', url: `/api/files/${file.file_uuid}`, headers: superUser }),
      );
    }
    const answers = (await Promise.all(writes)).map(({ statusCode, body }) => ({ statusCode, body }));

    const failed = answers.filter((a) => a.statusCode >= 300);
    expect(
      failed.filter((a) => a.statusCode !== 503),
      'only a busy database (503) may refuse a valid write',
    ).toEqual([]);
    // The retries absorb the deadlocks that remain: no valid write is refused in this test.
    expect(failed).toEqual([]);
    expect(answers.length).toBe(68);

    const kept = await keptRows();
    await rebuildRollups(t.db);
    expect(kept).toEqual(await keptRows());
  });
});
