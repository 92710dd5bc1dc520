/**
 * Money amounts have a bound (docs/domain.md "Amount bounds", issue 17 item 8): an amount entered
 * beyond 99,999,999.99 either way is a 400 naming its field, on every route that takes money; the
 * largest amounts, many of them on one day, are summed exactly (200, never 500), and so are stored
 * amounts as large as their column holds. On PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { buildTestApp, createEmployee, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
let file: { file_id: number; file_uuid: string };

const MAX = '99999999.99';
const TOO_MUCH = '100000000.00';
const DAY = '2026-11-24';

async function query<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await t.db.execute(statement));
}

describe('amount bounds', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.db, { files: 40, seed: 17_008, today: '2026-11-20' });
    headers = (await signedInUser(t, { roles: ['Super User'], state: null })).headers;
    const [found] = await query<{ file_id: number; file_uuid: string }>(sql`
      select file_id, file_uuid from esc_files where calc_close_date is not null order by file_id limit 1`);
    if (!found) throw new Error('no closed file');
    file = found;
  });

  afterAll(async () => {
    await t?.close();
  });

  const postAdjustment = (amounts: Record<string, string | number>, postingDate = DAY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/file-adjustments',
      headers,
      payload: { esc_file_id: file.file_id, posting_date: postingDate, ...amounts },
    });

  it('refuses an amount beyond 99,999,999.99 either way with a 400 naming the field, on every route that takes money', async () => {
    const employee = await createEmployee(t.db);
    const signed = 'must be between -99,999,999.99 and 99,999,999.99';
    const cases: [string, () => ReturnType<typeof postAdjustment>, string, string][] = [
      ['adjustment', () => postAdjustment({ magnus_escrow: TOO_MUCH }), 'magnus_escrow', signed],
      [
        'adjustment, negative',
        () => postAdjustment({ partner_title: `-${TOO_MUCH}` }),
        'partner_title',
        signed,
      ],
      [
        'adjustment, a number',
        () => postAdjustment({ endorsements: 999_999_999_999.99 }),
        'endorsements',
        signed,
      ],
      [
        'file override',
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/files/${file.file_uuid}`,
            headers,
            payload: { settlement_fee: '999999999999.99' },
          }),
        'settlement_fee',
        signed,
      ],
      [
        'guarantee',
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/employees/${employee.uuid}/comm-guarantees`,
            headers,
            payload: { period_beg_dt: '2026-11-01', period_end_dt: '2026-11-30', guarantee_amount: TOO_MUCH },
          }),
        'guarantee_amount',
        'must be at most 99,999,999.99',
      ],
      [
        'base',
        () =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/employees/${employee.uuid}/base`,
            headers,
            payload: { base: '000123456789.00' },
          }),
        'base',
        'must be at most 99,999,999.99',
      ],
    ];
    for (const [name, send, field, message] of cases) {
      const response = await send();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      const body = response.json<{ detail: string; errors: { path: string; message: string }[] }>();
      expect(body.detail, name).toBe(`body.${field}: ${message}`);
      expect(body.errors, name).toEqual([{ path: field, message }]);
    }
  });

  it('takes the largest amounts, and a day of a hundred of them is listed with its exact total', async () => {
    const largest = {
      magnus_escrow: MAX,
      bundled_escrow: MAX,
      magnus_title: MAX,
      partner_title: MAX,
      title_processsing: MAX,
      endorsements: MAX,
    };
    for (let n = 0; n < 100; n++) {
      const response = await postAdjustment(largest);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await postAdjustment({ magnus_escrow: `-${MAX}` })).statusCode).toBe(201);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/file-adjustments?start_date=${DAY}&end_date=${DAY}`,
      headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { rows, totals } = listed.json<{ rows: unknown[]; totals: Record<string, string> }>();
    expect(rows).toHaveLength(101);
    // 99 x 99,999,999.99 for magnus_escrow (100 less the negative one), 100 x for the others.
    expect(totals.magnus_escrow).toBe('9899999999.01');
    expect(totals.partner_title).toBe('9999999999.00');
    expect(totals.sum).toBe('59899999994.01');
  });

  it('sums stored amounts as large as their column holds without answering 500', async () => {
    // Amounts a client could send before there was a bound (numeric(14,2)'s largest).
    const day = '2026-11-25';
    await t.db.execute(sql`
      insert into file_adjustments (esc_file_id, posting_date, magnus_escrow, magnus_title, partner_title,
        title_processsing, bundled_escrow, endorsements)
      select ${file.file_id}, ${day}::date, 999999999999.99, 999999999999.99, 999999999999.99,
        999999999999.99, 999999999999.99, 999999999999.99
      from generate_series(1, 100)`);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/file-adjustments?start_date=${day}&end_date=${day}`,
      headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { totals } = listed.json<{ totals: Record<string, string> }>();
    expect(totals.magnus_escrow).toBe('99999999999999.00');
    expect(totals.sum).toBe('599999999999994.00');
  });
});
