// The order lists' totals (GET /api/files `totals`) read two ways: from the order lists' day totals
// (`order_day_totals`) when `dayTotalsSelection` says the filter allows it, else from the files. Both
// give the same cents for every filter the day totals answer, on the demo data and after writes
// through the routes. PGlite and PostgreSQL.
import type { GetOrderFilesResponse, OrderFilesFilter, State } from '@hub/contract';
import { addCents, fromCents, toCents } from '@hub/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInUser, type TestApp } from '../../../test/helper.ts';
import { rebuildRollups } from '../../db/rollups.ts';
import { rowsOf } from '../../db/rows.ts';
import { seedDemoData } from '../../demo/seed.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';
import {
  dayTotalsSelection,
  type OrderScope,
  type OrderTotalsRow,
  orderTotalsFromDays,
  orderTotalsFromFiles,
} from './repository.ts';

let t: TestApp;

const EVERY_STATE: FileReach = { kind: 'states', scope: 'all' };
const NV_ONLY: FileReach = { kind: 'states', scope: ['NV'] };
const AZ_ONLY: FileReach = { kind: 'states', scope: ['AZ'] };

/** A totals row in the answer's cents ('0.00' for none), so that both paths compare exactly. */
function inCents(row: OrderTotalsRow): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      name === 'files' ? Number(value) : value === null ? '0.00' : fromCents(toCents(String(value))),
    ]),
  );
}

/** Both paths' totals of a scope the day totals answer. */
async function bothWays(scope: OrderScope) {
  const days = dayTotalsSelection(scope);
  if (!days) throw new Error(`the day totals do not answer ${JSON.stringify(scope.filter)}`);
  return {
    fromDays: inCents(await orderTotalsFromDays(t.db, days)),
    fromFiles: inCents(await orderTotalsFromFiles(t.db, scope)),
  };
}

describe('dayTotalsSelection: when the totals come from the day totals', () => {
  const month = { open_start: '2026-01-01', open_end: '2026-01-31' };
  const closes = { close_start: '2026-01-01', close_end: '2026-01-31' };

  it.each([
    ['every file', {}, 'open'],
    ['a state and a month of opens', { state: 'AZ', ...month }, 'open'],
    ['a month of closes', closes, 'closed'],
    ['a month of closes and a branch', { ...closes, branch_id: 3 }, 'closed'],
    ['only a start', { close_start: '2026-01-01' }, 'closed'],
    ['switches set to no', { ...month, roll_up_linked: false, src_bus_null: false }, 'open'],
  ] as [string, OrderFilesFilter, string][])('an administrator, %s: %s days', (_name, filter, kind) => {
    expect(dayTotalsSelection({ reach: EVERY_STATE, filter })?.kind).toBe(kind);
    expect(dayTotalsSelection({ reach: NV_ONLY, filter })?.kind).toBe(kind);
  });

  it.each([
    ['an escrow officer', { ...month, escrow_officer_id: 4 }],
    ['an escrow officer rolled up', { ...month, escrow_officer_id: 4, roll_up_linked: true }],
    ['a marketing rep', { ...month, marketing_rep_id: 4 }],
    ['a JV', { ...closes, jv_entity_id: 2 }],
    ['a client search', { ...month, client_search: 'smith' }],
    ['no source of business', { ...month, src_bus_null: true }],
    ['both date ranges', { ...month, ...closes }],
  ] as [string, OrderFilesFilter][])('the files for %s', (_name, filter) => {
    expect(dayTotalsSelection({ reach: EVERY_STATE, filter })).toBeNull();
  });

  it("the files for a user who sees their employee's files", () => {
    expect(dayTotalsSelection({ reach: { kind: 'employees', employeeIds: [7] }, filter: month })).toBeNull();
  });
});

describe('the order totals from the day totals equal those from the files', () => {
  /** The demo data's busiest month of closes, its state, and a branch of that state with closes in it. */
  let busy: { state: State; start: string; end: string; branch_id: number; other: State };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 800, seed: 11_026, today: '2026-03-18' });
    const [row] = rowsOf<typeof busy>(
      await t.db.execute(sql`
        with m as (
          select f.state, date_trunc('month', f.calc_close_date)::date as start, count(*) as n
          from esc_files f where f.calc_close_date is not null
          group by 1, 2 order by n desc, 1, 2 limit 1
        )
        select m.state, m.start::text as start, (m.start + interval '1 month - 1 day')::date::text as end,
          (select f.branch_id from esc_files f
            where f.state = m.state and f.branch_id is not null
              and f.calc_close_date >= m.start and f.calc_close_date < m.start + interval '1 month'
            group by f.branch_id order by count(*) desc, f.branch_id limit 1) as branch_id,
          case when m.state = 'AZ' then 'NV' else 'AZ' end as other
        from m`),
    );
    if (!row) throw new Error('no closed files in the demo data');
    busy = row;
    const [adjusted] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(distinct esc_file_id)::int as n from file_adjustments`),
    );
    // The files' adjustments must be in the figures compared (the file as it stands).
    expect(adjusted?.n).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await t?.close();
  });

  const cases: [string, () => OrderScope, 'some' | 'none'][] = [
    ['every file, every state', () => ({ reach: EVERY_STATE, filter: {} }), 'some'],
    [
      'the busy month of opens in its state',
      () => ({
        reach: EVERY_STATE,
        filter: { state: busy.state, open_start: busy.start, open_end: busy.end },
      }),
      'some',
    ],
    [
      'the busy month of closes in its state',
      () => ({
        reach: EVERY_STATE,
        filter: { state: busy.state, close_start: busy.start, close_end: busy.end },
      }),
      'some',
    ],
    [
      'the busy month of closes of both states',
      () => ({ reach: EVERY_STATE, filter: { close_start: busy.start, close_end: busy.end } }),
      'some',
    ],
    [
      'the busy month of closes of a branch',
      () => ({
        reach: EVERY_STATE,
        filter: {
          state: busy.state,
          close_start: busy.start,
          close_end: busy.end,
          branch_id: busy.branch_id,
        },
      }),
      'some',
    ],
    [
      'a branch without a state, every open date',
      () => ({ reach: EVERY_STATE, filter: { branch_id: busy.branch_id } }),
      'some',
    ],
    ['closes from a day on', () => ({ reach: EVERY_STATE, filter: { close_start: busy.start } }), 'some'],
    ['opens up to a day', () => ({ reach: EVERY_STATE, filter: { open_end: busy.end } }), 'some'],
    [
      'a State Super User of NV, the busy month of closes',
      () => ({ reach: NV_ONLY, filter: { close_start: busy.start, close_end: busy.end } }),
      'some',
    ],
    [
      "a State Super User of AZ asking for NV's opens",
      () => ({ reach: AZ_ONLY, filter: { state: 'NV', open_start: '2020-01-01' } }),
      'none',
    ],
    [
      'the busy branch in the other state',
      () => ({ reach: EVERY_STATE, filter: { state: busy.other, branch_id: busy.branch_id } }),
      'none',
    ],
    [
      'a month without files',
      () => ({
        reach: EVERY_STATE,
        filter: { state: busy.state, open_start: '2031-01-01', open_end: '2031-01-31' },
      }),
      'none',
    ],
  ];

  it.each(cases)('%s', async (_name, scope, expected) => {
    const { fromDays, fromFiles } = await bothWays(scope());
    expect(fromDays).toEqual(fromFiles);
    if (expected === 'some') {
      expect(fromDays.files).toBeGreaterThan(0);
      expect(fromDays.total_revenue).not.toBe('0.00');
    } else {
      expect(fromDays.files).toBe(0);
    }
  });

  it('GET /api/files answers the day totals, kept in step by an override and an adjustment', async () => {
    const superUser = (await signedInUser(t, { roles: ['Super User'] })).headers;
    const admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
    const list: OrderFilesFilter = { state: busy.state, close_start: busy.start, close_end: busy.end };
    const [file] = rowsOf<{ file_uuid: string; file_id: number; version: number; branch: number }>(
      await t.db.execute(sql`
        select f.file_uuid, f.file_id, f.version,
          (select b.branch_id from branches b where b.state = f.state and b.branch_id <> f.branch_id
            order by b.branch_id limit 1) as branch
        from esc_files f
        where f.state = ${busy.state} and f.calc_close_date between ${busy.start} and ${busy.end}
          and f.branch_id = ${busy.branch_id}
        order by f.file_id limit 1`),
    );
    if (!file) throw new Error('no file of the busy branch');

    const totals = async (filter: OrderFilesFilter) => {
      const query = new URLSearchParams(
        Object.entries(filter).map(([name, value]): [string, string] => [name, String(value)]),
      );
      const response = await t.app.inject({ url: `/api/files?${query}`, headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<GetOrderFilesResponse>();
      expect(answer.total).toBe(answer.totals.files);
      return answer.totals;
    };
    const fromFiles = async (filter: OrderFilesFilter) =>
      inCents(await orderTotalsFromFiles(t.db, { reach: EVERY_STATE, filter }));

    const before = await totals(list);
    const beforeBranch = await totals({ ...list, branch_id: busy.branch_id });

    // The file moves to another branch of its state, its escrow fee changes, and it gets an adjustment.
    const override = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file.file_uuid}`,
      headers: { ...superUser, 'if-match': `"${file.version}"` },
      payload: { settlement_agency_id: file.branch, settlement_fee: '4321.09' },
    });
    expect(override.statusCode, override.body).toBe(200);
    const adjustment = await t.app.inject({
      method: 'POST',
      url: '/api/file-adjustments',
      headers: superUser,
      payload: { esc_file_id: file.file_id, posting_date: '2031-05-05', magnus_escrow: '55.55' },
    });
    expect(adjustment.statusCode, adjustment.body).toBeLessThan(300);

    const after = await totals(list);
    const afterBranch = await totals({ ...list, branch_id: busy.branch_id });
    expect(after).not.toEqual(before);
    expect(afterBranch.files).toBe(beforeBranch.files - 1);
    expect(after.files).toBe(before.files);
    for (const [filter, answered] of [
      [list, after],
      [{ ...list, branch_id: busy.branch_id }, afterBranch],
      [{ ...list, branch_id: file.branch }, await totals({ ...list, branch_id: file.branch })],
    ] as const) {
      const expected = await fromFiles(filter);
      expect(Object.keys(answered).length).toBeGreaterThan(10);
      expect(answered).toEqual(Object.fromEntries(Object.keys(answered).map((k) => [k, expected[k]])));
    }

    // The route reads the day totals indeed: a cent put into one of the list's days shows in its answer.
    await t.db.execute(sql`
      update order_day_totals set total_revenue = total_revenue + 0.01
      where (kind, state, day, branch_id) = (
        select kind, state, day, branch_id from order_day_totals
        where kind = 'closed' and state = ${busy.state} and day between ${busy.start} and ${busy.end}
        order by day, branch_id limit 1)`);
    expect((await totals(list)).total_revenue).toBe(
      fromCents(addCents(toCents(after.total_revenue), toCents('0.01'))),
    );
    await rebuildRollups(t.db);
    expect(await totals(list)).toEqual(after);
  });
});
