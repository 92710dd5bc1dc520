import { SESSION_DETAILS } from '@hub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signedInUser, type TestApp } from '../../../test/helper.ts';
import { auditLog, costCenters } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let nvSuper: Record<string, string>;
let sales: Record<string, string>;

const body = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Magnus Title Agency',
  accounting_code: '4100',
  state: 'az',
  output_order: 10,
  description: 'Scottsdale escrow',
  ...overrides,
});

async function create(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cost-centers',
    headers,
    payload: body(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ cost_center_id: number; version: number; state: string }>();
}

const rowCount = async () => (await t.db.select().from(costCenters)).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
  nvSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'NV' })).headers;
  sales = (await signedInUser(t, { roles: ['Sales'] })).headers;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/cost-centers', () => {
  it('creates one, trimmed and upper-cased, with version 1 as its ETag and an audit row', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cost-centers',
      headers: admin,
      payload: body({ company_name: '  Hub Escrow  ', accounting_code: '  ' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const created = response.json();
    expect(created).toMatchObject({
      company_name: 'Hub Escrow',
      accounting_code: null,
      state: 'AZ',
      output_order: 10,
      version: 1,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'cost_centers'), eq(auditLog.entity_id, String(created.cost_center_id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', before: null });
  });

  it.each([
    [{ company_name: '' }, 'body.company_name'],
    [{ description: '   ' }, 'body.description'],
    [{ state: 'Arizona' }, 'body.state'],
    // Spec 000 §9: the states are AZ and NV; any other two letters are no state.
    [{ state: 'ZZ' }, 'body.state: must be AZ or NV'],
    [{ output_order: 'first' }, 'body.output_order'],
    [{ output_order: 1.5 }, 'body.output_order'],
    [{ color: 'red' }, 'color'],
  ])('refuses %j with a detail naming the field, and writes nothing', async (overrides, field) => {
    const before = await rowCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cost-centers',
      headers: admin,
      payload: body(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it('refuses roles outside administration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cost-centers',
      headers: sales,
      payload: body(),
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a State Super User another state's cost center", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cost-centers',
      headers: nvSuper,
      payload: body({ state: 'AZ' }),
    });
    expect(response.statusCode).toBe(403);
    await create(nvSuper, { state: 'NV', company_name: 'Nevada Escrow' });
  });
});

describe('GET /api/cost-centers', () => {
  it('sorts by output order with missing last, then by company name ignoring case', async () => {
    await t.db.delete(costCenters);
    await t.db.insert(costCenters).values([
      { company_name: 'zeta', description: 'd', state: 'AZ', output_order: 5 },
      { company_name: 'Alpha', description: 'd', state: 'AZ', output_order: 5 },
      { company_name: 'Beta', description: 'd', state: 'NV', output_order: 1 },
      { company_name: 'Last', description: 'd', state: 'AZ', output_order: null },
      { company_name: 'beta two', description: 'd', state: 'NV', output_order: 5 },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/cost-centers', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { company_name: string }) => c.company_name)).toEqual([
      'Beta',
      'Alpha',
      'beta two',
      'zeta',
      'Last',
    ]);
  });

  it('filters by state, whatever its case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cost-centers?state=nv', headers: admin });
    expect(response.json().map((c: { state: string }) => c.state)).toEqual(['NV', 'NV']);
  });

  it("shows a State Super User only their own state's cost centers", async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/cost-centers', headers: nvSuper });
    expect(new Set(all.json().map((c: { state: string }) => c.state))).toEqual(new Set(['NV']));
    const other = await t.app.inject({ method: 'GET', url: '/api/cost-centers?state=AZ', headers: nvSuper });
    // Another state asked is refused as the reports refuse it (DOMAIN.md §9), not an empty list.
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it('refuses a bad state filter and roles outside administration', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/cost-centers?state=ARIZONA', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('query.state');
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/cost-centers', headers: sales });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('GET /api/cost-centers/:id', () => {
  it('answers the cost center with its version as the ETag', async () => {
    const created = await create(admin);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cost-centers/${created.cost_center_id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({ cost_center_id: created.cost_center_id, version: 1 });
  });

  it('answers 404 for an unknown one and 400 for an id that is no number', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cost-centers/999999', headers: admin })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cost-centers/abc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('path.id');
  });

  it("refuses a State Super User another state's cost center", async () => {
    const az = await create(admin, { state: 'AZ' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cost-centers/${az.cost_center_id}`,
      headers: nvSuper,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/cost-centers/:id', () => {
  it('saves, raises the version, and audits before and after', async () => {
    const created = await create(admin, { description: 'Old' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cost-centers/${created.cost_center_id}`,
      headers: { ...admin, 'if-match': '"1"' },
      payload: body({ description: 'New', output_order: 0 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({ description: 'New', output_order: 0, version: 2 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'cost_centers'),
          eq(auditLog.entity_id, String(created.cost_center_id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit?.before).toMatchObject({ description: 'Old' });
    expect(audit?.after).toMatchObject({ description: 'New' });
  });

  it('refuses a stale copy with 412 and keeps the newer save', async () => {
    const created = await create(admin, { description: 'First' });
    const url = `/api/cost-centers/${created.cost_center_id}`;
    const first = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: body({ description: 'Someone else' }),
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: body({ description: 'Mine' }),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().detail).toMatch(/Someone else changed this record/);
    const now = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(now.json().description).toBe('Someone else');
  });

  it('refuses a malformed If-Match, bad input and another state, changing nothing', async () => {
    const created = await create(admin, { description: 'Kept' });
    const url = `/api/cost-centers/${created.cost_center_id}`;
    const badHeader = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': 'yesterday' },
      payload: body(),
    });
    expect(badHeader.statusCode).toBe(400);
    const badBody = await t.app.inject({ method: 'PUT', url, headers: admin, payload: body({ state: '' }) });
    expect(badBody.statusCode).toBe(400);
    const otherState = await t.app.inject({
      method: 'PUT',
      url,
      headers: nvSuper,
      payload: body({ state: 'NV' }),
    });
    expect(otherState.statusCode).toBe(403);
    const now = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(now.json()).toMatchObject({ description: 'Kept', state: 'AZ', version: 1 });
  });

  it('answers 404 for an unknown cost center', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/cost-centers/999999',
      headers: admin,
      payload: body(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses roles outside administration', async () => {
    const created = await create(admin);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cost-centers/${created.cost_center_id}`,
      headers: bearer('not-a-token'),
      payload: body(),
    });
    expect(response.statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/cost-centers/${created.cost_center_id}`,
      headers: sales,
      payload: body(),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
