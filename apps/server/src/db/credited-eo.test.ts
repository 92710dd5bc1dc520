// Who an escrow officer's files are credited to (DOMAIN.md §4 settled details, `creditedEo`): the head
// an officer is linked to, directly (never transitively), and only when the head is an escrow officer;
// in the revenue ledger and in the rollups, kept by the employee save when an emp_type changes (both
// databases).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNamedEmployee } from '../../test/fixtures/employees.ts';
import { closedFile, insertRolledFile } from '../../test/fixtures/report-files.ts';
import { buildTestApp, signedInUser, type TestApp } from '../../test/helper.ts';
import { rebuildRollups } from './rollups.ts';
import { rowsOf } from './rows.ts';

let t: TestApp;
/** Employee ids by first name. */
const id: Record<string, number> = {};
/** File ids by the first name of their escrow officer. */
const file: Record<string, number> = {};
let rexUuid = '';

beforeAll(async () => {
  t = await buildTestApp();
  const eo = (first: string, values = {}) => createNamedEmployee(t.db, 'EO', first, 'Credit', values);
  id.Gus = (await eo('Gus')).employee_id;
  id.Hank = (await eo('Hank', { link_to_emp_id: id.Gus })).employee_id;
  id.Lara = (await eo('Lara', { link_to_emp_id: id.Hank })).employee_id;
  const rex = await createNamedEmployee(t.db, 'REP', 'Rex', 'Credit', { link_to_emp_id: id.Hank });
  id.Rex = rex.employee_id;
  rexUuid = rex.uuid;
  id.Pete = (await eo('Pete', { link_to_emp_id: id.Rex })).employee_id;
  for (const first of ['Gus', 'Hank', 'Lara', 'Rex', 'Pete']) {
    const row = await insertRolledFile(t.db, {
      ...closedFile('2026-10-01', '2026-10-05'),
      escrow_officer_id: id[first],
      settlement_fee: '100.00',
    });
    file[first] = row.file_id;
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The credited officer of each file in the ledger, by the first name of the file's escrow officer. */
async function ledgerCredits(): Promise<Record<string, number | null>> {
  const rows = rowsOf<{ file_id: number; credited_eo_id: number | null }>(
    await t.db.execute(sql`select file_id, credited_eo_id from revenue_ledger where source = 'file'`),
  );
  const byFile = new Map(rows.map((r) => [Number(r.file_id), r.credited_eo_id]));
  return Object.fromEntries(
    Object.entries(file).map(([first, fileId]) => [first, byFile.get(fileId) ?? null]),
  );
}

/** The closed files per credited officer in the 'eo' rollups, by officer id. */
async function rollupCloses(): Promise<Record<number, number>> {
  const rows = rowsOf<{ credited_eo_id: number; closes: number }>(
    await t.db.execute(sql`select credited_eo_id, sum(closes)::int as closes from revenue_rollups
      where grain = 'eo' group by 1 order by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.credited_eo_id, Number(r.closes)]));
}

async function rollupRows(): Promise<string[]> {
  const rows = rowsOf<{ row: string }>(
    await t.db.execute(sql`select r::text as row from revenue_rollups r order by 1`),
  );
  return rows.map((r) => r.row);
}

describe('the credited escrow officer', () => {
  it('is the head, directly (Lara → Hank → Gus: Lara’s file is Hank’s, Hank’s is Gus’s)', async () => {
    const credits = await ledgerCredits();
    expect(credits.Gus).toBe(id.Gus);
    expect(credits.Hank).toBe(id.Gus);
    expect(credits.Lara).toBe(id.Hank);
  });

  it('moves nothing on a link to a rep (Pete → Rex), and a rep linked to an officer gives that officer the files where the rep is escrow officer', async () => {
    const credits = await ledgerCredits();
    expect(credits.Pete).toBe(id.Pete);
    expect(credits.Rex).toBe(id.Hank);
  });

  it('is the same in the rollups', async () => {
    expect(await rollupCloses()).toEqual({
      [id.Gus as number]: 2,
      [id.Hank as number]: 2,
      [id.Pete as number]: 1,
    });
  });

  it('is the same in the order lists rolled up for an officer (GET /api/files roll_up_linked=1)', async () => {
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const credits = await ledgerCredits();
    for (const officer of ['Gus', 'Hank', 'Lara', 'Rex', 'Pete']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/files?state=AZ&close_start=2026-10-01&close_end=2026-10-31&escrow_officer_id=${id[officer]}&roll_up_linked=1`,
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      const listed = (response.json().rows as { file_id: number }[]).map((r) => r.file_id).sort();
      const credited = Object.entries(credits)
        .filter(([, to]) => to === id[officer])
        .map(([first]) => file[first])
        .sort();
      expect(listed, officer).toEqual(credited);
    }
  });

  it('changes with the head’s emp_type (PUT /api/employees/:uuid), the rollups moved in the same save', async () => {
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const put = (emp_type: 'REP' | 'EO') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/employees/${rexUuid}`,
        headers: admin,
        payload: { emp_type },
      });

    // Each save moves Pete's file to `peteTo` in the ledger and in the rollups, as a rebuild would.
    const saveMoves = async (emp_type: 'REP' | 'EO', peteTo: 'Rex' | 'Pete') => {
      const response = await put(emp_type);
      expect(response.statusCode, response.body).toBe(200);
      expect((await ledgerCredits()).Pete).toBe(id[peteTo]);
      expect(await rollupCloses()).toEqual({
        [id.Gus as number]: 2,
        [id.Hank as number]: 2,
        [id[peteTo] as number]: 1,
      });
      const kept = await rollupRows();
      await rebuildRollups(t.db);
      expect(await rollupRows()).toEqual(kept);
    };
    await saveMoves('EO', 'Rex');
    await saveMoves('REP', 'Pete');
  });
});
