import { randomBytes } from 'node:crypto';
import type { GetUploadMismatchesResponse, UploadMismatch, UploadMismatchSort } from '@hub/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUploadWithMismatches, type MismatchValues } from '../../../test/fixtures/uploads.ts';
import { testAppForFile } from '../../../test/helper.ts';
import { mismatchPageQuery } from './repository.ts';

// GET /api/uploads/upload-mismatches/:uploadId: a page of an upload's mismatches, sorted and filtered by
// the server (an upload of 78,000 rows can have tens of thousands), with the whole upload's counts.

const t = testAppForFile();

const LONG = 'x'.repeat(100);
/** Two rows not stored twice, three once: 5 rows, 7 problems, 2 of them resolved. */
const PROBLEMS: MismatchValues[] = [
  { row_number: 7, field_name: 'state', field_value: 'ZZ', problem: 'state ZZ is not AZ or NV' },
  {
    row_number: 3,
    field_name: 'branch',
    field_value: '999',
    problem: "branch '999' matches no branch",
    resolved: true,
  },
  { row_number: 3, field_name: 'open_date', field_value: null, problem: 'open_date is required' },
  // The same first 100 characters as the value below: value and problem sort by those (then by id).
  {
    row_number: 12,
    field_name: 'branch',
    field_value: `${LONG}b`,
    problem: `branch '${LONG}b' matches no branch`,
  },
  {
    row_number: 12,
    field_name: 'escrow_officer',
    field_value: 'Zed',
    problem: 'escrow_officer matches no employee',
    resolved: true,
  },
  {
    row_number: 5,
    field_name: 'branch',
    field_value: `${LONG}a`,
    problem: `branch '${LONG}a' matches no branch`,
  },
  { row_number: 9, field_name: 'state', field_value: 'ZZ', problem: 'state ZZ is not AZ or NV' },
].map((p) => ({ ...p, row_data: { order_number: `T-${p.row_number}`, state: 'AZ' } }));

let uploadId: number;
let ids: number[];
let nvUploadId: number;

beforeAll(async () => {
  ({ uploadId, mismatchIds: ids } = await createUploadWithMismatches(
    t.db,
    { created_by: t.user('admin').id, rows_read: 40, rows_mismatched: 5 },
    PROBLEMS,
  ));
  ({ uploadId: nvUploadId } = await createUploadWithMismatches(
    t.db,
    { created_by: t.user('nvSuper').id, rows_mismatched: 1 },
    [{ row_number: 2, field_name: 'state', field_value: 'AZ', problem: 'state AZ is outside your state' }],
  ));
});

const get = (url: string, headers = t.as('admin')) => t.app.inject({ method: 'GET', url, headers });
const page = async (query: string, id = uploadId) => {
  const response = await get(`/api/uploads/upload-mismatches/${id}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GetUploadMismatchesResponse>();
};
const idsOf = (rows: readonly Pick<UploadMismatch, 'mismatch_id'>[]) => rows.map((row) => row.mismatch_id);
/** The mismatches written above by their place in PROBLEMS. */
const id = (index: number) => ids[index] ?? 0;

/** The order PostgreSQL gives: the key (text by its first 100 characters, nulls last) then the id, all reversed for desc. */
function expectedOrder(sort: UploadMismatchSort, dir: 'asc' | 'desc', keep = (_: MismatchValues) => true) {
  const key = (p: MismatchValues): string | number | null => {
    if (sort === 'row') return p.row_number;
    if (sort === 'field') return p.field_name;
    if (sort === 'value') return p.field_value?.slice(0, 100) ?? null;
    return p.problem?.slice(0, 100) ?? '';
  };
  const entries = PROBLEMS.map((p, index) => ({ p, id: id(index) })).filter(({ p }) => keep(p));
  entries.sort((a, b) => {
    const [ka, kb] = [key(a.p), key(b.p)];
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return ka < kb ? -1 : 1;
    }
    return a.id - b.id;
  });
  const order = entries.map((entry) => entry.id);
  return dir === 'asc' ? order : order.reverse();
}

describe('GET /api/uploads/upload-mismatches/:uploadId', () => {
  it("answers the first page in the file's order, with the upload's counts", async () => {
    const answer = await page('');
    expect(answer).toMatchObject({
      total: 7,
      page: 1,
      page_size: 50,
      counts: { rows: 5, problems: 7, resolved: 2 },
    });
    expect(idsOf(answer.rows)).toEqual([id(1), id(2), id(5), id(0), id(6), id(3), id(4)]);
    expect(answer.rows[0]).toEqual({
      mismatch_id: id(1),
      row_number: 3,
      field_name: 'branch',
      field_value: '999',
      problem: "branch '999' matches no branch",
      resolved: true,
      row_data: { order_number: 'T-3', state: 'AZ' },
    });
  });

  it('counts the rows not stored as the upload does (its card), whatever the page and filter', async () => {
    const job = (await get(`/api/uploads/upload-jobs/${uploadId}`)).json<{ rows_mismatched: number }>();
    const narrow = await page('resolved=true&page_size=1&page=2&sort=field');
    expect(narrow.counts).toEqual({ rows: job.rows_mismatched, problems: 7, resolved: 2 });
  });

  it('pages through every mismatch once; a page past the end answers the last page', async () => {
    const pages = [
      await page('page_size=3'),
      await page('page_size=3&page=2'),
      await page('page_size=3&page=3'),
    ];
    expect(pages.map((p) => [p.page, p.rows.length, p.total])).toEqual([
      [1, 3, 7],
      [2, 3, 7],
      [3, 1, 7],
    ]);
    expect(pages.flatMap((p) => idsOf(p.rows))).toEqual(expectedOrder('row', 'asc'));
    const past = await page('page_size=3&page=99');
    expect(past).toMatchObject({ page: 3, page_size: 3, total: 7 });
    expect(idsOf(past.rows)).toEqual(idsOf(pages[2]?.rows ?? []));
    expect((await page('page_size=200')).rows).toHaveLength(7);
  });

  it.each(['row', 'field', 'value', 'problem'] as const)(
    'sorts by %s both ways, ties in id order',
    async (sort) => {
      for (const dir of ['asc', 'desc'] as const) {
        const whole = await page(`sort=${sort}&dir=${dir}`);
        expect(idsOf(whole.rows), dir).toEqual(expectedOrder(sort, dir));
        // Stable across pages: two pages of 4 are the same order.
        const paged = [
          await page(`sort=${sort}&dir=${dir}&page_size=4`),
          await page(`sort=${sort}&dir=${dir}&page_size=4&page=2`),
        ];
        expect(paged.flatMap((p) => idsOf(p.rows))).toEqual(expectedOrder(sort, dir));
      }
    },
  );

  it('a value or problem sorts by its first 100 characters; a longer one shared that far goes by id', async () => {
    const ascending = idsOf((await page('sort=value&dir=asc')).rows);
    // `…b` was written before `…a`.
    expect(ascending.indexOf(id(3))).toBeLessThan(ascending.indexOf(id(5)));
    // The empty value (null) comes last ascending, first descending.
    expect(ascending.at(-1)).toBe(id(2));
    expect(idsOf((await page('sort=value&dir=desc')).rows)[0]).toBe(id(2));
  });

  it('filters resolved or unresolved; the counts stay the whole upload', async () => {
    const open = await page('resolved=false&sort=row&dir=desc');
    expect(open.total).toBe(5);
    expect(idsOf(open.rows)).toEqual(expectedOrder('row', 'desc', (p) => !p.resolved));
    expect(open.counts).toEqual({ rows: 5, problems: 7, resolved: 2 });
    const done = await page('resolved=true');
    expect(done.total).toBe(2);
    expect(idsOf(done.rows)).toEqual([id(1), id(4)]);
    expect(await page('resolved=false&page_size=2&page=9')).toMatchObject({ page: 3, total: 5 });
  });

  it('keeps a value and problem of any length (the indexes hold their first 100 characters)', async () => {
    // 12,000 characters that do not compress: a whole such value would not fit an index entry.
    const huge = randomBytes(6000).toString('hex');
    const { uploadId: long } = await createUploadWithMismatches(t.db, { created_by: t.user('admin').id }, [
      { row_number: 2, field_name: 'buyer', field_value: huge, problem: `buyer '${huge}' is too long` },
    ]);
    const [row] = (await page('sort=value', long)).rows;
    expect(row?.field_value).toBe(huge);
  });

  it('answers a clean upload with no rows and page 1', async () => {
    const { uploadId: clean } = await createUploadWithMismatches(t.db, { created_by: t.user('admin').id });
    expect(await page('page=4', clean)).toEqual({
      rows: [],
      total: 0,
      page: 1,
      page_size: 50,
      counts: { rows: 0, problems: 0, resolved: 0 },
    });
  });

  it('refuses a bad page, size, sort, direction, filter or parameter with 400 and the reason', async () => {
    for (const [query, detail] of [
      ['page=0', 'query.page: must be 1 or more'],
      ['page=1.5', 'query.page: must be a page number'],
      ['page=two', 'query.page: must be a page number'],
      ['page_size=201', 'query.page_size: must be 200 or fewer'],
      ['page_size=0', 'query.page_size: must be 1 or more'],
      ['sort=row_data', 'query.sort: must be one of row, field, value, problem'],
      ['sort=row&dir=up', "query.dir: must be 'asc' or 'desc'"],
      ['resolved=maybe', "query.resolved: must be 'true' or 'false'"],
      ['limit=10', 'query'],
    ] as const) {
      const response = await get(`/api/uploads/upload-mismatches/${uploadId}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail, query).toContain(detail);
    }
  });

  it('answers the roles of the access table: administration, a State Super User only their own uploads', async () => {
    const url = `/api/uploads/upload-mismatches/${uploadId}?page_size=2`;
    for (const member of ['admin', 'superUser'] as const) {
      expect((await get(url, t.as(member))).statusCode, member).toBe(200);
    }
    expect((await get(url, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await get(`/api/uploads/upload-mismatches/${nvUploadId}`, t.as('nvSuper'))).statusCode).toBe(200);
    expect((await get(url, t.as('sales'))).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    const unknown = await get('/api/uploads/upload-mismatches/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Upload not found.' });
  });

  it('reads every sort, both ways and with the filter, from an index range (no sort step)', async () => {
    const plans: Record<string, string> = {};
    for (const sort of [undefined, 'row', 'field', 'value', 'problem'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const resolved of [undefined, false]) {
          const query = mismatchPageQuery(
            t.db,
            uploadId,
            { resolved },
            { sort, dir },
            { page: 2, page_size: 50 },
          );
          const plan = await t.db.transaction(async (tx) => {
            // Any plan with a Sort node would be costed out now, unless no index gives the order.
            await tx.execute(sql`set local enable_sort = off`);
            const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query.getSQL()}`);
            return result.rows.map((row) => row['QUERY PLAN']).join('\n');
          });
          plans[`${sort ?? 'file order'} ${dir}${resolved === false ? ' unresolved' : ''}`] = plan;
        }
      }
    }
    const sorted = Object.entries(plans).filter(([, plan]) => /\bSort\b/.test(plan) || !/Index/.test(plan));
    expect(sorted).toEqual([]);
  });
});
