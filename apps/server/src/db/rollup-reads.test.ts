// rollupSpan reads whole months from the monthly rollups and the rest by day: its sums must be the
// daily rows' sums for any range, and, with cuts, for any period ending on a cut (both databases).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../demo/seed.ts';
import {
  dayBetween,
  rollupRows,
  rollupSpan,
  rollupSum,
  rollupSums,
  type SpannedGrain,
} from './rollup-reads.ts';
import { rowsOf } from './rows.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db, { files: 800, seed: 31_031, today: '2026-03-18' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const MEASURES = ['opens', 'closes', 'cancels', 'company_revenue', 'eo_commable_rev'] as const;

async function sums(where: ReturnType<typeof sql>, keyColumn: string, cut?: [string, string]) {
  const period = cut
    ? sql`, ${rollupSum('company_revenue', 'cut_revenue', { when: dayBetween(cut[0], cut[1]) })},
        ${rollupSum('closes', 'cut_closes', { when: dayBetween(cut[0], cut[1]) })}`
    : sql``;
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select r.state, r.${sql.raw(keyColumn)} as key, ${rollupSums(MEASURES)}${period}
      from revenue_rollups r
      where ${where}
      group by 1, 2
      order by 1, 2 nulls first`),
  );
}

const KEY: Record<SpannedGrain, string> = {
  branch: 'branch_id',
  eo: 'credited_eo_id',
  rep: 'marketing_rep_id',
  sub_eo: 'escrow_officer_id',
};

describe('rollupSpan', () => {
  it.each([
    ['branch', '2025-01-01', '2025-12-31'],
    ['eo', '2025-02-14', '2026-03-17'],
    ['rep', '2025-06-01', '2025-06-30'],
    ['eo', '2025-06-03', '2025-06-20'],
    ['branch', '2024-11-30', '2025-02-01'],
    ['sub_eo', '2024-12-10', '2025-09-30'],
  ] as const)('%s from %s to %s sums as the days do', async (grain, from, to) => {
    const spanned = await sums(rollupSpan(grain, 'all', from, to), KEY[grain]);
    const daily = await sums(rollupRows(grain, 'all', from, to), KEY[grain]);
    expect(daily.length).toBeGreaterThan(0);
    expect(spanned).toEqual(daily);
  });

  it('keeps a period ending inside a month exact when it is given as a cut', async () => {
    // A year to date and the same days a year earlier, in one pass, as the yearly comparison reads them.
    const from = '2024-01-01';
    const to = '2025-06-15';
    const cut: [string, string] = ['2024-01-01', '2024-06-15'];
    const spanned = await sums(rollupSpan('branch', ['AZ'], from, to, { cuts: [cut[1]] }), 'branch_id', cut);
    const daily = await sums(rollupRows('branch', ['AZ'], from, to), 'branch_id', cut);
    expect(spanned).toEqual(daily);
  });

  it('reads nothing for an empty range', async () => {
    expect(await sums(rollupSpan('eo', 'all', '2025-03-02', '2025-03-01'), 'credited_eo_id')).toEqual([]);
  });
});
