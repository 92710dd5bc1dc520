import {
  type GetOrderFilesResponse,
  ORDER_SORTS,
  ORDER_TOTAL_FIGURES,
  type OrderFile,
  type OrderSort,
  orderFileFigure,
  SESSION_DETAILS,
} from '@hub/contract';
import { type Cents, fromCents, sumCents, toCents, toCentsOrZero } from '@hub/domain/money';
import {
  type CreditSettings,
  commRevComponents,
  fileRevenue,
  type LedgerAdjustment,
  orderReportFigures,
  type RevenueFile,
} from '@hub/domain/revenue';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../../test/fixtures/file-reports.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';
import { employees, escFiles, fileAdjustments, jvEntities } from '../../db/schema/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import { buildOrderWorld, type OrderWorld } from './orders.fixture.ts';
import { orderPageQuery } from './repository.ts';

// GET /api/files and /api/files/export: the open and closed order reports (spec 001 §2, §7).

const t = testAppForFile();
let world: OrderWorld;
type Headers = Record<string, string>;
const people: Record<'rep1Sales' | 'rep2Assistant' | 'bossEo' | 'azSuper' | 'noRole', Headers> = {
  rep1Sales: {},
  rep2Assistant: {},
  bossEo: {},
  azSuper: {},
  noRole: {},
};

beforeAll(async () => {
  world = await buildOrderWorld(t.db);
  const { rep1, rep2, eoBoss } = world.employees;
  people.rep1Sales = (await signedInUser(t, { roles: ['Sales'], state: 'AZ', employeeId: rep1 })).headers;
  people.rep2Assistant = (
    await signedInUser(t, { roles: ['Sales-Assistant'], state: 'AZ', viewEmployeeId: rep2 })
  ).headers;
  people.bossEo = (
    await signedInUser(t, { roles: ['Escrow Officer'], state: 'AZ', employeeId: eoBoss })
  ).headers;
  people.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
  people.noRole = (await signedInUser(t, { roles: '', state: 'AZ' })).headers;
});

type Query = Record<string, string | number>;
const search = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));

async function list(headers: Headers, query: Query = {}): Promise<GetOrderFilesResponse> {
  const response = await t.app.inject({ url: `/api/files?${search(query)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GetOrderFilesResponse>();
}

/** Every page of the list, read 7 rows at a time, and the answer of the first page. */
async function allPages(headers: Headers, query: Query = {}) {
  const first = await list(headers, { ...query, page: 1, page_size: 7 });
  const rows = [...first.rows];
  for (let page = 2; page <= Math.ceil(first.total / 7); page += 1) {
    const next = await list(headers, { ...query, page, page_size: 7 });
    expect(next.total).toBe(first.total);
    expect(next.totals).toEqual(first.totals);
    rows.push(...next.rows);
  }
  expect(rows).toHaveLength(first.total);
  return { rows, first };
}

const ids = (rows: readonly OrderFile[]) => rows.map((row) => row.file_id);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The files as stored, read apart from the feature (what the tests expect is computed from these). */
async function storedFiles() {
  return t.db
    .select({
      file_id: escFiles.file_id,
      state: escFiles.state,
      open_date: escFiles.open_date,
      calc_close_date: escFiles.calc_close_date,
    })
    .from(escFiles)
    .orderBy(asc(escFiles.file_id));
}

const admin = () => t.as('admin');
const JAN_FEB = { open_start: '2026-01-01', open_end: '2026-02-28' };
const FEB_CLOSES = { close_start: '2026-02-01', close_end: '2026-02-28' };

describe('GET /api/files: open and closed orders', () => {
  it('open orders are the files opened in the range, every status, newest first (ties by file, also newest)', async () => {
    const answer = await list(admin(), JAN_FEB);
    const f = world.files;
    // open dates: cancelled 02-05, blank source 02-04, no source 02-03, NV 01-20, badge 01-12, linked 01-10, JV 01-05
    expect(ids(answer.rows)).toEqual([
      f.cancelledFile,
      f.blankSourceFile,
      f.noSourceFile,
      f.nvFile,
      f.settlementBadgeFile,
      f.linkedFile,
      f.jvFile,
    ]);
    expect(answer.rows.find((row) => row.file_id === f.cancelledFile)?.order_status).toBe('CANCELLED');
    expect(answer).toMatchObject({ total: 7, page: 1, page_size: 50 });

    // Within one day the later file comes first (ties go by file in the sort's direction).
    const march = await list(admin(), { open_start: '2026-03-01', open_end: '2026-03-31', state: 'AZ' });
    const stored = (await storedFiles()).filter((s) => s.state === 'AZ' && s.open_date >= '2026-03-01');
    const expected = [...stored].sort((a, b) =>
      a.open_date === b.open_date ? b.file_id - a.file_id : a.open_date < b.open_date ? 1 : -1,
    );
    expect(ids(march.rows)).toEqual(expected.map((s) => s.file_id));
  });

  it('closed orders are the files whose calc_close_date is in the range, latest first, with the T/S badge', async () => {
    const answer = await list(admin(), FEB_CLOSES);
    const f = world.files;
    expect(ids(answer.rows)).toEqual([f.settlementBadgeFile, f.linkedFile, f.nvFile, f.jvFile]);
    const badge = Object.fromEntries(answer.rows.map((row) => [row.file_id, row.close_badge]));
    expect(badge).toEqual({
      [f.settlementBadgeFile]: 'S',
      [f.linkedFile]: 'T',
      [f.nvFile]: null,
      [f.jvFile]: null,
    });
    const linked = answer.rows.find((row) => row.file_id === f.linkedFile);
    expect(linked?.calc_close_date).toBe('2026-02-12');
  });

  it('answers the row of spec 001 §3 "File (order reports)"', async () => {
    const answer = await list(admin(), { ...JAN_FEB, jv_entity_id: world.jv });
    expect(answer.rows).toHaveLength(1);
    const row = answer.rows[0] as OrderFile;
    expect(row).toMatchObject({
      file_id: world.files.jvFile,
      order_number: expect.stringMatching(/^ORD-/),
      open_date: '2026-01-05',
      order_status: 'CLOSED',
      sales_price: '450000.00',
      loan_amt: '360000.00',
      calc_close_date: '2026-02-10',
      disb_date: '2026-02-10',
      posted_settlement_date: '2026-02-10',
      posted_title_date: '2026-02-10',
      settlement_agency: { branch_id: world.branches.phoenix, name: '101 Phoenix - Magnus Title Agency' },
      escrow_officer: { employee_id: world.employees.eoBoss, first_name: 'Olivia', last_name: 'Boss' },
      marketing_rep: { employee_id: world.employees.rep1, first_name: 'Rita', last_name: 'Rep' },
      directing_client: {
        client_id: world.clients.acme,
        name: null,
        company: 'Acme Lending',
        contact_name: 'Ann Acme',
        email: null,
      },
      external_title_company: { jv_id: world.jv, name: 'Desert Partners Title' },
      property: { address: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85001' },
      listing_agent_name: 'Lena Lister',
      listing_agent_email: 'lena@list.test',
      listing_agent_phone: '6025550101',
    });
    expect(row.comm_rev_components.length).toBeGreaterThan(0);
  });
});

describe('GET /api/files: filters', () => {
  const f = () => world.files;
  const cases: [string, () => Query, () => number[]][] = [
    ['state (any case)', () => ({ ...JAN_FEB, state: 'nv' }), () => [f().nvFile]],
    [
      'branch_id',
      () => ({ ...JAN_FEB, branch_id: world.branches.tucson }),
      () => [f().linkedFile, f().blankSourceFile, f().cancelledFile],
    ],
    [
      'escrow_officer_id',
      () => ({ ...JAN_FEB, escrow_officer_id: world.employees.eoBoss }),
      () => [f().jvFile, f().blankSourceFile],
    ],
    [
      'escrow_officer_id with roll_up_linked=1: also the linked employees’ files',
      () => ({ ...JAN_FEB, escrow_officer_id: world.employees.eoBoss, roll_up_linked: '1' }),
      () => [f().jvFile, f().blankSourceFile, f().linkedFile, f().cancelledFile],
    ],
    [
      'roll_up_linked=0 is no roll-up',
      () => ({ ...JAN_FEB, escrow_officer_id: world.employees.eoBoss, roll_up_linked: '0' }),
      () => [f().jvFile, f().blankSourceFile],
    ],
    [
      'marketing_rep_id',
      () => ({ ...JAN_FEB, marketing_rep_id: world.employees.rep1 }),
      () => [f().jvFile, f().cancelledFile],
    ],
    ['jv_entity_id', () => ({ ...JAN_FEB, jv_entity_id: world.jv }), () => [f().jvFile]],
    [
      'src_bus_null=1: no source of business, or a blank one',
      () => ({ ...JAN_FEB, src_bus_null: '1' }),
      () => [f().noSourceFile, f().blankSourceFile],
    ],
    [
      'src_bus_null=true',
      () => ({ ...JAN_FEB, src_bus_null: 'true' }),
      () => [f().noSourceFile, f().blankSourceFile],
    ],
    [
      'client_search: a party, ignoring case and accents',
      () => ({ ...JAN_FEB, client_search: 'MULLER' }),
      () => [f().noSourceFile, f().nvFile],
    ],
    [
      'client_search: accented text finds the plain name',
      () => ({ ...JAN_FEB, client_search: 'müLLer' }),
      () => [f().noSourceFile, f().nvFile],
    ],
    [
      "client_search: the directing client's name, accents and case ignored",
      () => ({ ...JAN_FEB, client_search: 'jose NUNEZ' }),
      () => [f().blankSourceFile],
    ],
    [
      "client_search: the directing client's company",
      () => ({ ...JAN_FEB, client_search: '  acme lend ' }),
      () => [f().jvFile],
    ],
    [
      'client_search: % and _ are themselves, not wildcards',
      () => ({ ...JAN_FEB, client_search: '_100%' }),
      () => [f().cancelledFile],
    ],
    [
      'filters together',
      () => ({ ...JAN_FEB, state: 'AZ', branch_id: world.branches.phoenix, src_bus_null: '1' }),
      () => [f().noSourceFile],
    ],
    [
      'open and close ranges together',
      () => ({ ...JAN_FEB, close_start: '2026-02-11', close_end: '2026-02-28' }),
      () => [f().linkedFile, f().settlementBadgeFile, f().nvFile],
    ],
  ];

  it.each(cases)('%s', async (_name, query, expected) => {
    const answer = await list(admin(), query());
    expect(sorted(ids(answer.rows))).toEqual(sorted(expected()));
    expect(answer.total).toBe(expected().length);
    expect(answer.totals.files).toBe(expected().length);
  });

  it('a blank client search is no search', async () => {
    const answer = await list(admin(), { ...JAN_FEB, client_search: '   ' });
    expect(answer.total).toBe(7);
  });
});

describe('GET /api/files: sorting and paging', () => {
  type Key = (row: OrderFile) => string | Cents | null;
  const money = (value: string | null) => (value === null ? null : toCents(value));
  const KEYS: Record<OrderSort, Key> = {
    open_date: (row) => row.open_date,
    calc_close_date: (row) => row.calc_close_date,
    order_number: (row) => row.order_number,
    order_status: (row) => row.order_status,
    sales_price: (row) => money(row.sales_price),
    loan_amt: (row) => money(row.loan_amt),
    escrow_revenue: (row) => money(row.calc.revenue_breakdown.escrow_revenue),
    title_revenue: (row) => money(row.calc.revenue_breakdown.title_revenue),
    magnus_title_revenue: (row) => money(row.calc.revenue_breakdown.magnus_title_revenue),
    partner_title_revenue: (row) => money(row.calc.revenue_breakdown.partner_title_revenue),
    total_revenue: (row) => money(row.calc.total_revenue),
  };

  /** The expected order: by the key in the direction, empty values last, ties by file in the direction. */
  function expectedOrder(rows: readonly OrderFile[], key: Key, dir: 'asc' | 'desc'): number[] {
    const sign = dir === 'asc' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const x = key(a);
        const y = key(b);
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * sign;
        }
        return (a.file_id - b.file_id) * sign;
      })
      .map((row) => row.file_id);
  }

  it.each(ORDER_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const)))(
    'sort=%s&dir=%s orders every file by it',
    async (sort, dir) => {
      const whole = await list(admin(), { page_size: 200 });
      const answer = await list(admin(), { sort, dir, page_size: 200 });
      expect(answer.total).toBe(31);
      expect(ids(answer.rows)).toEqual(expectedOrder(whole.rows, KEYS[sort], dir));
    },
  );

  it('without a sort the open list is newest opened first, the closed list latest closed first', async () => {
    const open = await list(admin(), { page_size: 200 });
    expect(ids(open.rows)).toEqual(expectedOrder(open.rows, KEYS.open_date, 'desc'));
    const closed = await list(admin(), {
      close_start: '2026-01-01',
      close_end: '2026-12-31',
      page_size: 200,
    });
    expect(closed.total).toBe(12);
    expect(ids(closed.rows)).toEqual(expectedOrder(closed.rows, KEYS.calc_close_date, 'desc'));
    // A sort given without a direction starts descending (spec 001 §4).
    const bySales = await list(admin(), { sort: 'sales_price', page_size: 200 });
    expect(ids(bySales.rows)).toEqual(expectedOrder(open.rows, KEYS.sales_price, 'desc'));
  });

  it('pages of 7 put together are the whole list; a page past the end answers the last page', async () => {
    const whole = await list(admin(), { sort: 'order_number', dir: 'asc', page_size: 200 });
    const { rows, first } = await allPages(admin(), { sort: 'order_number', dir: 'asc' });
    expect(ids(rows)).toEqual(ids(whole.rows));
    expect(first).toMatchObject({ total: 31, page: 1, page_size: 7 });

    const past = await list(admin(), { sort: 'order_number', dir: 'asc', page: 99, page_size: 7 });
    expect(past.page).toBe(5);
    expect(ids(past.rows)).toEqual(ids(whole.rows.slice(28)));
    const empty = await list(admin(), { state: 'NV', close_start: '2030-01-01', page: 3 });
    expect(empty).toMatchObject({ total: 0, page: 1, rows: [] });
    expect(empty.totals.files).toBe(0);
    expect(empty.totals.total_revenue).toBe('0.00');
  });
});

describe('GET /api/files: totals', () => {
  /** The totals computed here from the rows of every page, in cents. */
  function summed(rows: readonly OrderFile[]) {
    return {
      files: rows.length,
      ...Object.fromEntries(
        ORDER_TOTAL_FIGURES.map((figure) => [
          figure,
          fromCents(sumCents(rows.map((row) => toCentsOrZero(orderFileFigure(row, figure))))),
        ]),
      ),
    };
  }

  it.each([
    ['every file', () => ({})],
    ['open orders of January and February', () => JAN_FEB],
    ['closed orders of February', () => FEB_CLOSES],
    [
      'an escrow officer rolled up',
      () => ({ escrow_officer_id: world.employees.eoBoss, roll_up_linked: '1' }),
    ],
    ['one state', () => ({ state: 'AZ', open_start: '2026-03-01', open_end: '2026-03-31' })],
  ] as [string, () => Query][])('are the sums of the rows of every page: %s', async (_name, query) => {
    const { rows, first } = await allPages(admin(), query());
    expect(rows.length).toBeGreaterThan(0);
    expect(first.totals).toEqual(summed(rows));
  });

  it("are a Sales user's own files' sums", async () => {
    const { rows, first } = await allPages(people.rep1Sales);
    expect(first.totals).toEqual(summed(rows));
  });
});

describe('GET /api/files: revenue figures from the ledger', () => {
  /** A file as packages/domain reads it, from the stored rows. */
  async function domainFile(
    fileId: number,
  ): Promise<{ file: RevenueFile; rep: CreditSettings | null; eo: CreditSettings | null }> {
    const [row] = await t.db.select().from(escFiles).where(eq(escFiles.file_id, fileId));
    if (!row) throw new Error('no file');
    const [jv] = row.jv_id
      ? await t.db
          .select({ pct: jvEntities.magnus_title_pct })
          .from(jvEntities)
          .where(eq(jvEntities.jv_id, row.jv_id))
      : [];
    const adjustments = await t.db
      .select()
      .from(fileAdjustments)
      .where(eq(fileAdjustments.esc_file_id, fileId))
      .orderBy(asc(fileAdjustments.adj_id));
    const settings = async (id: number | null): Promise<CreditSettings | null> => {
      if (id === null) return null;
      const [e] = await t.db.select().from(employees).where(eq(employees.employee_id, id));
      return e ? { uw_split_pct: e.uw_split_pct, rep_gets_full_jv_title: e.rep_gets_full_jv_title } : null;
    };
    const [officer] = row.escrow_officer_id
      ? await t.db
          .select({ link: employees.link_to_emp_id })
          .from(employees)
          .where(eq(employees.employee_id, row.escrow_officer_id))
      : [];
    const credited = officer?.link ?? row.escrow_officer_id;
    return {
      file: {
        components: row,
        calc_close_date: row.calc_close_date,
        jv: row.jv_id ? { magnus_title_pct: jv?.pct ?? null } : null,
        adjustments: adjustments.map(
          (a): LedgerAdjustment => ({ ...a, posting_date: a.posting_date, adj_id: a.adj_id }),
        ),
      },
      rep: await settings(row.marketing_rep_id),
      eo: await settings(credited),
    };
  }

  it.each([
    ['a JV file with two adjustments posted after it closed (rep with the full JV title)', 'jvFile'],
    ['a file of an employee linked to another escrow officer, with an adjustment', 'linkedFile'],
    ['a file without a rep or a JV', 'noSourceFile'],
    ['a cancelled file without revenue', 'cancelledFile'],
  ] as const)('equal packages/domain revenue.ts: %s', async (_name, key) => {
    const fileId = world.files[key];
    const answer = await list(admin(), { page_size: 200 });
    const row = answer.rows.find((r) => r.file_id === fileId) as OrderFile;
    const { file, rep, eo } = await domainFile(fileId);
    const expected = orderReportFigures(file, { rep, eo });
    expect(row.calc).toEqual(expected.calc);
    for (const figure of [
      'rep_esc_rev',
      'rep_title_rev',
      'rep_commable_rev',
      'eo_esc_rev',
      'eo_title_rev',
      'eo_commable_rev',
    ] as const) {
      expect(row[figure], figure).toBe(expected[figure]);
    }

    // The components explain the figures: per role, escrow amounts sum to *_esc_rev, title amounts
    // to *_title_rev, every final amount to *_commable_rev; one escrow and one title line per ledger row.
    const rows = 1 + (file.adjustments ?? []).length;
    for (const [role, prefix] of [
      ['REP', 'rep'],
      ['EO', 'eo'],
    ] as const) {
      const lines = row.comm_rev_components.filter((c) => c.role === role);
      expect(lines).toHaveLength(rows * 2);
      const total = (category: string | null, field: 'amount' | 'final_amount') =>
        fromCents(
          sumCents(
            lines.filter((c) => category === null || c.category === category).map((c) => toCents(c[field])),
          ),
        );
      expect(total('escrow', 'amount')).toBe(row[`${prefix}_esc_rev`]);
      expect(total('title', 'amount')).toBe(row[`${prefix}_title_rev`]);
      expect(total(null, 'final_amount')).toBe(row[`${prefix}_commable_rev`]);

      // Row by row they match the domain's components of the same entry, escrow and title apart.
      const settings = (role === 'REP' ? rep : eo) ?? { uw_split_pct: null, rep_gets_full_jv_title: false };
      const domain = commRevComponents(fileRevenue(file), settings);
      const isEscrow = (category: string) =>
        ['settlement_fee', 'magnus_escrow', 'bundled_escrow'].includes(category);
      for (const line of lines) {
        const same = domain.filter(
          (d) => d.adj_id === line.adj_id && isEscrow(d.category) === (line.category === 'escrow'),
        );
        expect(line.amount).toBe(fromCents(sumCents(same.map((d) => d.amount))));
        expect(line.final_amount).toBe(fromCents(sumCents(same.map((d) => d.final_amount))));
        expect(line.raw_amount).toBe(fromCents(sumCents(same.map((d) => d.raw_amount))));
      }
    }
  });

  it('a file counts every adjustment, whatever its posting month (the file as it stands)', async () => {
    const feb = await list(admin(), { ...FEB_CLOSES, jv_entity_id: world.jv });
    const row = feb.rows[0] as OrderFile;
    const { file } = await domainFile(world.files.jvFile);
    const ownOnly = fileRevenue({ ...file, adjustments: [] }).figures.escrow_revenue;
    // 1250.00 of its own, +125.25 (March) +50.00 (April): both adjustments count.
    expect(fromCents(ownOnly)).toBe('1250.00');
    expect(row.calc.revenue_breakdown.escrow_revenue).toBe('1425.25');
    const line = row.comm_rev_components.find((c) => c.role === 'REP' && c.source === 'adjustment');
    expect(line?.date).toBe('2026-03-15');
  });
});

describe('GET /api/files: who sees what (DOMAIN.md §9)', () => {
  async function seen(headers: Headers, query: Query = {}) {
    const { rows } = await allPages(headers, query);
    return sorted(ids(rows));
  }
  async function filesWhere(condition: ReturnType<typeof sql>) {
    const rows = await t.db.execute<{ file_id: number }>(
      sql`select file_id from esc_files where ${condition} order by file_id`,
    );
    return rows.rows.map((r) => r.file_id);
  }

  it('Super User and Admin see both states; a State Super User only their own', async () => {
    const all = (await storedFiles()).map((s) => s.file_id);
    expect(await seen(t.as('superUser'))).toEqual(all);
    expect(await seen(admin())).toEqual(all);
    expect(await seen(t.as('nvSuper'))).toEqual(
      [world.files.nvFile, world.files.nvOpenFile].sort((a, b) => a - b),
    );
    expect(await seen(people.azSuper)).toEqual(await filesWhere(sql`state = 'AZ'`));
    // A filter never widens: the other state asked is refused as the reports refuse it (DOMAIN.md §9).
    const other = await t.app.inject({ url: '/api/files?state=AZ', headers: t.as('nvSuper') });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it("a Sales user sees only their rep's files; a Sales-Assistant their viewed rep's", async () => {
    const { rep1, rep2 } = world.employees;
    expect(await seen(people.rep1Sales)).toEqual(await filesWhere(sql`marketing_rep_id = ${rep1}`));
    expect(await seen(people.rep2Assistant)).toEqual(await filesWhere(sql`marketing_rep_id = ${rep2}`));
    // Asking for another rep's, officer's or branch's files shows none of the others'.
    expect(await seen(people.rep1Sales, { marketing_rep_id: rep2 })).toEqual([]);
    expect(await seen(people.rep1Sales, { branch_id: world.branches.tucson })).toEqual(
      await filesWhere(sql`marketing_rep_id = ${rep1} and branch_id = ${world.branches.tucson}`),
    );
    // The Sales user without an employee sees nothing.
    expect(await seen(t.as('sales'))).toEqual([]);
    expect(await seen(people.noRole)).toEqual([]);
  });

  it('an Escrow Officer sees their own files and those of the employees linked to them', async () => {
    const { eoBoss, eoLinked } = world.employees;
    const expected = await filesWhere(sql`escrow_officer_id in (${eoBoss}, ${eoLinked})`);
    expect(expected.length).toBeGreaterThan(2);
    expect(await seen(people.bossEo)).toEqual(expected);
    expect(await seen(people.bossEo, { escrow_officer_id: eoBoss, roll_up_linked: '1' })).toEqual(expected);
    expect(await seen(people.bossEo, { escrow_officer_id: world.employees.eoOther })).toEqual([]);
  });
});

describe('GET /api/files: bad input', () => {
  it.each([
    ['state=XX', 'state'],
    ['open_start=2026-13-01', 'open_start'],
    ['open_start=2026-03-01&open_end=2026-02-01', 'open_end'],
    ['close_start=2026-03-01&close_end=2026-02-01', 'close_end'],
    ['branch_id=abc', 'branch_id'],
    ['escrow_officer_id=-1', 'escrow_officer_id'],
    ['roll_up_linked=1', 'roll_up_linked'],
    ['src_bus_null=maybe', 'src_bus_null'],
    ['client_search=a', 'client_search'],
    ['sort=password', 'sort'],
    ['dir=up', 'dir'],
    ['page=0', 'page'],
    ['page_size=500', 'page_size'],
    ['branch_name=Phoenix', 'branch_name'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ url: `/api/files?${query}`, headers: admin() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(field);
  });

  it('without a token is a 401', async () => {
    expect((await t.app.inject({ url: '/api/files' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/files/export?format=csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/files/export', () => {
  async function csv(headers: Headers, query: Query) {
    const response = await t.app.inject({
      url: `/api/files/export?${search({ ...query, format: 'csv' })}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  it("holds the list's rows (every page, oldest first), money and dates as the list has them; titled Open Orders", async () => {
    const body = await csv(admin(), JAN_FEB);
    expect(body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Open Orders');
    const records = csvRecords(body);
    const listed = await list(admin(), { ...JAN_FEB, sort: 'open_date', dir: 'asc', page_size: 200 });
    expect(records.map((r) => r['Order #'])).toEqual(listed.rows.map((row) => row.order_number));
    for (const [index, row] of listed.rows.entries()) {
      const record = records[index] as Record<string, string>;
      expect(record['Open Date']).toBe(row.open_date);
      expect(record['Close Date']).toBe(row.calc_close_date ?? '');
      expect(record['Total Revenue']).toBe(row.calc.total_revenue);
      expect(record.Escrow).toBe(row.calc.revenue_breakdown.escrow_revenue);
      expect(record['Magnus Title']).toBe(row.calc.revenue_breakdown.magnus_title_revenue);
      expect(record['Rep Commissionable Rev']).toBe(row.rep_commable_rev);
      expect(record['Sales Price']).toBe(row.sales_price ?? '');
      expect(record.Branch).toBe(row.settlement_agency?.name ?? '');
    }
  });

  it('a close-date range is titled Closed Orders and lists by close date, with the badge', async () => {
    const body = await csv(admin(), FEB_CLOSES);
    expect(body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Closed Orders');
    const records = csvRecords(body);
    const f = world.files;
    const byId = new Map((await list(admin(), FEB_CLOSES)).rows.map((row) => [row.order_number, row]));
    expect(records.map((r) => byId.get(r['Order #'] ?? '')?.file_id)).toEqual([
      f.jvFile,
      f.nvFile,
      f.linkedFile,
      f.settlementBadgeFile,
    ]);
    expect(records.map((r) => r['Close Badge'])).toEqual(['', '', 'T', 'S']);
  });

  it("holds only the files the user may see, with the list's filters", async () => {
    const records = csvRecords(await csv(people.rep1Sales, {}));
    const listed = await list(people.rep1Sales, { sort: 'open_date', dir: 'asc', page_size: 200 });
    expect(records.map((r) => r['Order #'])).toEqual(listed.rows.map((row) => row.order_number));
    const roll = csvRecords(
      await csv(admin(), {
        escrow_officer_id: world.employees.eoBoss,
        roll_up_linked: '1',
        src_bus_null: '1',
      }),
    );
    expect(roll.map((r) => r['Order #'])).toEqual(
      (
        await list(admin(), {
          escrow_officer_id: world.employees.eoBoss,
          roll_up_linked: '1',
          src_bus_null: '1',
        })
      ).rows
        .map((row) => row.order_number)
        .reverse(),
    );
  });

  it('answers an XLSX workbook and refuses bad filters', async () => {
    const xlsx = await t.app.inject({ url: '/api/files/export?format=xlsx&state=AZ', headers: admin() });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bad = await t.app.inject({ url: '/api/files/export?format=csv&state=ZZ', headers: admin() });
    expect(bad.statusCode).toBe(400);
    const paged = await t.app.inject({ url: '/api/files/export?format=csv&page=2', headers: admin() });
    expect(paged.statusCode).toBe(400);
  });
});

describe('the page query', () => {
  it.each([
    [
      'open orders of a state and a month',
      { state: 'AZ', open_start: '2026-03-01', open_end: '2026-03-31' },
      'open',
      'esc_files_state_open_idx',
    ],
    [
      'closed orders of a state and a month',
      { state: 'AZ', close_start: '2026-02-01', close_end: '2026-02-28' },
      'closed',
      'esc_files_state_close_idx',
    ],
  ] as const)(
    'reads %s from the index in order (no sort of the whole range)',
    async (_name, filter, kind, index) => {
      const scope = {
        reach: fileReach({ roles: ['Admin'], state: 'AZ', employee_id: null, view_employee_id: null }),
        filter,
      };
      const sort = kind === 'open' ? 'open_date' : 'calc_close_date';
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        // A plan that needs a full sort still sorts (at a penalty); one the index serves in order does not.
        await tx.execute(sql`set local enable_sort = off`);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain ${orderPageQuery(scope, { sort, dir: 'desc', kind }, { page: 1, page_size: 50 })}`,
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`Index Scan Backward using ${index}`);
      // At most an incremental sort of one day's ties by file, never a sort of the whole range.
      expect(plan).not.toMatch(/^(\s*->\s+)?Sort\s+\(/m);
    },
  );
});
