import type { CommissionResponse } from '@hub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_COMMISSION,
  type ExpectedCommissionRow,
  loadCommissionScenario,
} from '../../../test/fixtures/commission-scenario.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { createEmployee, signedInUser, testAppForFile } from '../../../test/helper.ts';

type ExpectedRow = ExpectedCommissionRow;
const EXPECTED = EXPECTED_COMMISSION;
const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';
const RITA = '00000000-0000-4000-8000-000000000001';
const GARY = '00000000-0000-4000-8000-000000000002';
const OLIVE = '00000000-0000-4000-8000-000000000006';

const t = testAppForFile();

beforeAll(async () => {
  await loadCommissionScenario(t.db);
}, 60_000);

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/commission?${url}`, headers });
}

/** Each answered row with only the fields the expected row has. */
function asExpected(rows: readonly Record<string, unknown>[], expected: readonly ExpectedRow[]) {
  return rows.map((row, i) => {
    const fields = Object.keys(expected[i] ?? expected[0] ?? {});
    return Object.fromEntries(fields.map((field) => [field, row[field]]));
  });
}

describe('GET /api/commission over the hand-computed scenario', () => {
  for (const [key, expected] of Object.entries(EXPECTED)) {
    it(`answers every row of ${key} as expected.json, field by field`, async () => {
      const response = await get(
        `start_date=${expected.start_date}&end_date=${expected.end_date}`,
        t.as('superUser'),
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<CommissionResponse>();
      expect(body.start_date).toBe(expected.start_date);
      expect(body.end_date).toBe(expected.end_date);
      expect(body.frequency).toBe(expected.rows[0]?.frequency);
      expect(body.rows.map((r) => r.employee_id)).toEqual(expected.rows.map((r) => r.employee_id));
      const answered = asExpected(body.rows, expected.rows);
      for (const [i, row] of expected.rows.entries())
        expect(answered[i], `employee ${row.employee_id}`).toEqual(row);
    });
  }

  it('gives the fields beyond expected.json: branch without the suffix, state, user, flags', async () => {
    const linked = await signedInUser(t, { roles: ['Sales'], employeeId: 6 });
    const body = (await get(OCTOBER, t.as('admin'))).json<CommissionResponse>();
    const olive = body.rows.find((r) => r.uuid === OLIVE);
    expect(olive).toMatchObject({
      branch_name: '101 Testville',
      state: 'AZ',
      user_id: linked.user.id,
      both_rep_and_eo: false,
      override_if_comm_greater: null,
      base_desc: 'Oct special',
    });
    const rita = body.rows.find((r) => r.uuid === RITA);
    expect(rita).toMatchObject({ user_id: null, override_if_comm_greater: true });
    const flo = body.rows.find((r) => r.employee_id === 3);
    expect(flo?.override_if_comm_greater).toBe(false);
    expect(body.rows.find((r) => r.employee_id === 17)?.both_rep_and_eo).toBe(true);
  });

  it('narrows to one employee with employee_uuid', async () => {
    const body = (await get(`${OCTOBER}&employee_uuid=${RITA}`, t.as('admin'))).json<CommissionResponse>();
    const all = (await get(OCTOBER, t.as('admin'))).json<CommissionResponse>();
    expect(body.rows).toEqual(all.rows.filter((r) => r.uuid === RITA));
  });
});

describe('GET /api/commission refuses junk with a detail', () => {
  for (const [name, query] of [
    ['no dates', ''],
    ['no end date', 'start_date=2026-10-01'],
    ['no start date', 'end_date=2026-10-31'],
    ['a date that is not YYYY-MM-DD', 'start_date=10/01/2026&end_date=2026-10-31'],
    ['an impossible date', 'start_date=2026-02-30&end_date=2026-03-31'],
    ['the end before the start', 'start_date=2026-10-31&end_date=2026-10-01'],
    ['a bad employee_uuid', `${OCTOBER}&employee_uuid=not-a-uuid`],
    ['an unknown parameter', `${OCTOBER}&state=AZ`],
  ] as const) {
    it(`400 for ${name}`, async () => {
      const response = await get(query, t.as('superUser'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    });
  }

  it('404 for an employee that does not exist (to an administrator)', async () => {
    const response = await get(
      `${OCTOBER}&employee_uuid=00000000-0000-4000-8000-0000000000ff`,
      t.as('admin'),
    );
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('GET /api/commission: who sees which rows', () => {
  let nvUuid = '';
  beforeAll(async () => {
    nvUuid = (await createNamedEmployee(t.db, 'REP', 'Nevada', 'Rep', { state: 'NV', base: '100.00' })).uuid;
    // Not a rep or an officer: no row for anyone.
    await createEmployee(t.db, { state: 'NV', first_name: 'Untyped' });
  });

  it('Super User and Admin: every employee of both states', async () => {
    for (const who of ['superUser', 'admin'] as const) {
      const body = (await get(OCTOBER, t.as(who))).json<CommissionResponse>();
      expect(body.rows).toHaveLength((EXPECTED['2026-10-01..2026-10-31']?.rows.length ?? 0) + 1);
      expect(body.rows.map((r) => r.uuid)).toContain(nvUuid);
    }
  });

  it('a State Super User: their state’s employees only, and 403 for another state’s', async () => {
    const body = (await get(OCTOBER, t.as('nvSuper'))).json<CommissionResponse>();
    expect(body.rows.map((r) => r.uuid)).toEqual([nvUuid]);
    expect(body.rows[0]).toMatchObject({ state: 'NV', base_amt: '100.00', branch_name: null });
    expect((await get(`${OCTOBER}&employee_uuid=${RITA}`, t.as('nvSuper'))).statusCode).toBe(403);
  });

  it('a rep: only their own row, named by employee_uuid; 403 for another’s or for all', async () => {
    const rep = (await signedInUser(t, { roles: ['Sales'], employeeId: 1 })).headers;
    const own = await get(`${OCTOBER}&employee_uuid=${RITA}`, rep);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<CommissionResponse>().rows.map((r) => r.uuid)).toEqual([RITA]);
    const other = await get(`${OCTOBER}&employee_uuid=${GARY}`, rep);
    expect(other.statusCode, other.body).toBe(403);
    const all = await get(OCTOBER, rep);
    expect(all.statusCode, all.body).toBe(403);
    expect(all.json<{ detail: string }>().detail).toMatch(/employee_uuid/);
    // A user with no employee, and an unknown employee: 403 as well (nothing said about existence).
    expect((await get(`${OCTOBER}&employee_uuid=${RITA}`, t.as('sales'))).statusCode).toBe(403);
    const unknown = await get(`${OCTOBER}&employee_uuid=00000000-0000-4000-8000-0000000000ff`, rep);
    expect(unknown.statusCode).toBe(403);
  });

  it('a signed-out caller: 401', async () => {
    expect((await get(OCTOBER, {})).statusCode).toBe(401);
  });
});
