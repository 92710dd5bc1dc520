import { randomUUID } from 'node:crypto';
import { SESSION_DETAILS } from '@hub/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createCostCenter, createFileAt } from '../../../test/fixtures/branches.ts';
import { auditRowsOf } from '../../../test/fixtures/users.ts';
import { bearer, buildTestApp, signedInUser, type TestApp } from '../../../test/helper.ts';
import { branches } from '../../db/schema/index.ts';
import { compareBranches } from './service.ts';

const STALE =
  'Someone else changed this record after you opened it. Reload it to see their changes, then save again.';

let t: TestApp;
let superToken: string;
let adminToken: string;
let nvSuperToken: string;
let salesToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  superToken = (await signedInUser(t, { roles: ['Super User'] })).token;
  adminToken = (await signedInUser(t, { roles: ['Admin'] })).token;
  nvSuperToken = (await signedInUser(t, { roles: ['State Super User'], state: 'NV' })).token;
  salesToken = (await signedInUser(t, { roles: ['Sales'] })).token;
});
afterAll(() => t.close());

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

function list(token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/branches${query}`, headers: bearer(token) });
}
function getOne(token: string, key: string | number) {
  return t.app.inject({ method: 'GET', url: `/api/branches/${key}`, headers: bearer(token) });
}
function post(token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/branches', headers: bearer(token), payload });
}
function put(token: string, key: string, payload: object, ifMatch?: number) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/branches/${key}`,
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }) },
    payload,
  });
}
async function branchCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(branches);
  return row?.n ?? 0;
}
async function storedBranch(uuid: string) {
  const [row] = await t.db.select().from(branches).where(eq(branches.uuid, uuid));
  return row;
}

describe('compareBranches', () => {
  it('puts active branches first, then orders by name with numeric prefixes as numbers', () => {
    const rows = [
      { branch_id: 1, name: '110 Mesa', active: true },
      { branch_id: 2, name: 'Admin', active: true },
      { branch_id: 3, name: '20 Tiny', active: false },
      { branch_id: 4, name: '101 Scottsdale', active: true },
      { branch_id: 5, name: '9 Small', active: true },
    ];
    expect([...rows].sort(compareBranches).map((r) => r.name)).toEqual([
      '9 Small',
      '101 Scottsdale',
      '110 Mesa',
      'Admin',
      '20 Tiny',
    ]);
  });
});

describe('GET /api/branches', () => {
  it('lists branches with their cost center, active first, to Admin', async () => {
    const cc = await createCostCenter(t.db, { description: 'Mesa Escrow', accounting_code: '10-777' });
    const active = await createBranch(t.db, {
      name: unique('050 Listed'),
      cost_center_id: cc.cost_center_id,
    });
    const inactive = await createBranch(t.db, { name: unique('001 Closed'), active: false });
    const response = await list(adminToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ uuid: string; active: boolean }[]>();
    const found = rows.find((b) => b.uuid === active.uuid);
    expect(found).toMatchObject({
      branch_id: active.branch_id,
      state: 'AZ',
      active: true,
      cost_center_id: cc.cost_center_id,
      cost_center_desc: 'Mesa Escrow',
      cost_center_code: '10-777',
      version: 1,
    });
    expect(rows.map((b) => b.uuid)).toContain(inactive.uuid);
    const firstInactive = rows.findIndex((b) => !b.active);
    expect(rows.slice(firstInactive).every((b) => !b.active)).toBe(true);
  });

  it('filters by state, active=true and fileBranches=True', async () => {
    const nv = await createBranch(t.db, { name: unique('NV Only'), state: 'NV' });
    const nvClosed = await createBranch(t.db, { name: unique('NV Closed'), state: 'NV', active: false });
    const withFiles = await createBranch(t.db, { name: unique('With Files') });
    await createFileAt(t.db, withFiles.branch_id);

    const byState = (await list(superToken, '?state=nv')).json<{ uuid: string; state: string }[]>();
    expect(byState.every((b) => b.state === 'NV')).toBe(true);
    expect(byState.map((b) => b.uuid)).toEqual(expect.arrayContaining([nv.uuid, nvClosed.uuid]));

    const activeOnly = (await list(superToken, '?state=NV&active=true')).json<{ uuid: string }[]>();
    expect(activeOnly.map((b) => b.uuid)).toContain(nv.uuid);
    expect(activeOnly.map((b) => b.uuid)).not.toContain(nvClosed.uuid);

    const fileBranches = (await list(superToken, '?fileBranches=True')).json<{ uuid: string }[]>();
    expect(fileBranches.map((b) => b.uuid)).toEqual([withFiles.uuid]);
  });

  it('refuses bad filters', async () => {
    for (const query of ['?state=CA', '?active=yes', '?fileBranches=1', '?other=1']) {
      const response = await list(superToken, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toMatch(/^query\./);
    }
  });

  it("gives a State Super User their own state's branches only", async () => {
    const nv = await createBranch(t.db, { name: unique('Henderson'), state: 'NV' });
    const az = await createBranch(t.db, { name: unique('Tempe'), state: 'AZ' });
    const rows = (await list(nvSuperToken)).json<{ uuid: string; state: string }[]>();
    expect(rows.map((b) => b.uuid)).toContain(nv.uuid);
    expect(rows.map((b) => b.uuid)).not.toContain(az.uuid);
    expect(rows.every((b) => b.state === 'NV')).toBe(true);
    // Another state asked is refused as the reports refuse it (DOMAIN.md §9), not an empty list.
    const other = await list(nvSuperToken, '?state=AZ');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it('refuses Sales', async () => {
    const response = await list(salesToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });
});

describe('GET /api/branches/:uuid', () => {
  it('answers one branch by uuid or by branch_id, with the ETag', async () => {
    const branch = await createBranch(t.db, { name: unique('Single'), phone_number: '6025550100' });
    const byUuid = await getOne(adminToken, branch.uuid);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.headers.etag).toBe('"1"');
    expect(byUuid.json()).toMatchObject({
      uuid: branch.uuid,
      phone_number: '6025550100',
      cost_center_id: null,
    });
    const byId = await getOne(adminToken, branch.branch_id);
    expect(byId.json()).toEqual(byUuid.json());
  });

  it('answers 404 for an unknown branch and 400 for a malformed key', async () => {
    expect((await getOne(adminToken, randomUUID())).statusCode).toBe(404);
    expect((await getOne(adminToken, 99_999_999)).statusCode).toBe(404);
    const bad = await getOne(adminToken, 'main-office');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'path.uuid: must be a branch uuid or number' });
  });

  it("refuses another state's branch to a State Super User, and Sales", async () => {
    const az = await createBranch(t.db, { name: unique('AZ Only') });
    const nv = await createBranch(t.db, { name: unique('NV Only'), state: 'NV' });
    expect((await getOne(nvSuperToken, az.uuid)).statusCode).toBe(403);
    expect((await getOne(nvSuperToken, nv.uuid)).statusCode).toBe(200);
    expect((await getOne(salesToken, az.uuid)).statusCode).toBe(403);
  });
});

describe('POST /api/branches', () => {
  it('creates a branch, storing the phone as digits, and audits it', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Admin'] });
    const cc = await createCostCenter(t.db, { description: 'Chandler Escrow', accounting_code: '10-120' });
    const name = unique('120 Chandler');
    const response = await post(token, {
      code: ' 120 ',
      name,
      alias: 'Chandler',
      add1: '1 Main St',
      add2: '',
      city: 'Chandler',
      zip: '85225',
      phone_number: '(480) 555-0120',
      escrow_employee_count_override: 3,
      cost_center_id: cc.cost_center_id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const created = response.json();
    expect(created).toEqual({
      uuid: expect.any(String),
      branch_id: expect.any(Number),
      code: '120',
      name,
      alias: 'Chandler',
      add1: '1 Main St',
      add2: null,
      city: 'Chandler',
      state: 'AZ',
      zip: '85225',
      phone_number: '4805550120',
      active: true,
      escrow_employee_count_override: 3,
      cost_center_id: cc.cost_center_id,
      cost_center_desc: 'Chandler Escrow',
      cost_center_code: '10-120',
      version: 1,
    });
    expect((await storedBranch(created.uuid))?.phone_number).toBe('4805550120');
    expect(await auditRowsOf(t.db, created.uuid)).toEqual([
      {
        user_id: user.id,
        user_email: user.email,
        action: 'create',
        entity: 'branches',
        before: null,
        after: created,
      },
    ]);
  });

  it('says which field is wrong and stores nothing', async () => {
    const before = await branchCount();
    const cases: [object, string | RegExp][] = [
      [{}, 'body.name: is required'],
      [{ name: '   ' }, 'body.name: Name is required'],
      [{ name: 'X', state: 'CA' }, 'body.state: must be AZ or NV'],
      [{ name: 'X', phone_number: '555-0100' }, 'body.phone_number: must be a 10-digit phone number'],
      [{ name: 'X', zip: '8525' }, 'body.zip: must be a 5-digit ZIP code'],
      [
        { name: 'X', escrow_employee_count_override: -1 },
        'body.escrow_employee_count_override: must be 0 or more',
      ],
      [{ name: 'X', cost_center_id: 987_654 }, 'body.cost_center_id: no cost center has the id 987654'],
      [{ name: 'X', version: 3 }, 'body.version: unknown field'],
    ];
    for (const [payload, detail] of cases) {
      const response = await post(adminToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (typeof detail === 'string') expect(response.json()).toMatchObject({ detail });
      else expect(response.json().detail).toMatch(detail);
    }
    expect(await branchCount()).toBe(before);
  });

  it('lets a State Super User create in their own state only; refuses Sales', async () => {
    const before = await branchCount();
    expect((await post(nvSuperToken, { name: unique('Reno') })).statusCode).toBe(403);
    expect((await post(nvSuperToken, { name: unique('Reno'), state: 'AZ' })).statusCode).toBe(403);
    expect((await post(salesToken, { name: unique('Sales Branch'), state: 'AZ' })).statusCode).toBe(403);
    expect(await branchCount()).toBe(before);
    const own = await post(nvSuperToken, { name: unique('Reno'), state: 'NV' });
    expect(own.statusCode).toBe(201);
    expect(own.json().state).toBe('NV');
  });
});

describe('PUT /api/branches/:uuid', () => {
  it('saves fields, keeps omitted ones, raises the version and audits before and after', async () => {
    const { user, token } = await signedInUser(t, { roles: ['Super User'] });
    const cc = await createCostCenter(t.db, { description: 'New CC', accounting_code: 'N-1' });
    const branch = await createBranch(t.db, {
      name: unique('Edit Me'),
      city: 'Mesa',
      phone_number: '6025550000',
    });
    const response = await put(
      token,
      branch.uuid,
      { phone_number: '+1 (480) 555-9999', active: false, cost_center_id: cc.cost_center_id, alias: '' },
      1,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const saved = response.json();
    expect(saved).toMatchObject({
      city: 'Mesa',
      phone_number: '4805559999',
      active: false,
      alias: null,
      cost_center_desc: 'New CC',
      cost_center_code: 'N-1',
      version: 2,
    });
    const audit = await auditRowsOf(t.db, branch.uuid);
    expect(audit).toEqual([
      {
        user_id: user.id,
        user_email: user.email,
        action: 'update',
        entity: 'branches',
        before: expect.objectContaining({ active: true, phone_number: '6025550000', version: 1 }),
        after: saved,
      },
    ]);
  });

  it('accepts the numeric branch_id as the key', async () => {
    const branch = await createBranch(t.db, { name: unique('By Id') });
    const response = await put(adminToken, String(branch.branch_id), { city: 'Tucson' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: branch.uuid, city: 'Tucson' });
  });

  it('refuses bad input and changes nothing', async () => {
    const branch = await createBranch(t.db, { name: unique('Keep Me'), city: 'Mesa' });
    for (const payload of [
      { name: '' },
      { state: 'TX' },
      { phone_number: '12' },
      { cost_center_id: 987_654 },
      { uuid: randomUUID() },
    ]) {
      expect((await put(adminToken, branch.uuid, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedBranch(branch.uuid)).toMatchObject({ city: 'Mesa', version: 1 });
    expect(await auditRowsOf(t.db, branch.uuid)).toEqual([]);
  });

  it('answers 412 to a stale save and keeps the newer data', async () => {
    const branch = await createBranch(t.db, { name: unique('Race') });
    expect((await put(adminToken, branch.uuid, { city: 'First' }, 1)).statusCode).toBe(200);
    const stale = await put(adminToken, branch.uuid, { city: 'Second' }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE });
    expect(await storedBranch(branch.uuid)).toMatchObject({ city: 'First', version: 2 });
  });

  it('lets a State Super User edit their own state only and not move a branch out of it', async () => {
    const nv = await createBranch(t.db, { name: unique('Sparks'), state: 'NV' });
    const az = await createBranch(t.db, { name: unique('Yuma'), state: 'AZ' });
    expect((await put(nvSuperToken, az.uuid, { city: 'No' })).statusCode).toBe(403);
    expect((await put(nvSuperToken, nv.uuid, { state: 'AZ' })).statusCode).toBe(403);
    expect((await put(nvSuperToken, nv.uuid, { city: 'Sparks' })).statusCode).toBe(200);
    expect(await storedBranch(az.uuid)).toMatchObject({ city: null, version: 1 });
    expect(await storedBranch(nv.uuid)).toMatchObject({ state: 'NV', city: 'Sparks', version: 2 });
  });

  it('refuses Sales and answers 404 for an unknown branch', async () => {
    const branch = await createBranch(t.db, { name: unique('Guarded') });
    expect((await put(salesToken, branch.uuid, { city: 'X' })).statusCode).toBe(403);
    expect((await put(adminToken, randomUUID(), { city: 'X' })).statusCode).toBe(404);
    expect(await storedBranch(branch.uuid)).toMatchObject({ city: null, version: 1 });
  });
});

describe('cross-state references (issue 9 item 3)', () => {
  it("refuses a State Super User attaching another state's cost center, changing nothing and showing nothing of it", async () => {
    const azCostCenter = await createCostCenter(t.db, {
      state: 'AZ',
      accounting_code: 'AZ-SECRET-CODE',
      description: 'AZ secret description',
    });
    const nvCostCenter = await createCostCenter(t.db, { state: 'NV' });
    const nvBranch = await createBranch(t.db, { state: 'NV', cost_center_id: nvCostCenter.cost_center_id });
    const detail = 'body.cost_center_id: that cost center is in another state.';

    const changed = await put(nvSuperToken, nvBranch.uuid, { cost_center_id: azCostCenter.cost_center_id });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual({ detail });
    expect(changed.body).not.toContain('AZ-SECRET-CODE');
    expect(changed.body).not.toContain('AZ secret description');
    expect(await storedBranch(nvBranch.uuid)).toMatchObject({
      cost_center_id: nvCostCenter.cost_center_id,
      version: 1,
    });

    const before = await branchCount();
    const created = await post(nvSuperToken, {
      name: unique('NV attack'),
      state: 'NV',
      cost_center_id: azCostCenter.cost_center_id,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ detail });
    expect(await branchCount()).toBe(before);

    // Their own state's cost center is fine, and a Super User may link any.
    const own = await put(nvSuperToken, nvBranch.uuid, { cost_center_id: nvCostCenter.cost_center_id });
    expect(own.statusCode).toBe(200);
    const bySuper = await put(superToken, nvBranch.uuid, { cost_center_id: azCostCenter.cost_center_id });
    expect(bySuper.statusCode).toBe(200);
    // A link a Super User made stays when the State Super User saves other fields.
    const rename = await put(nvSuperToken, nvBranch.uuid, {
      name: unique('Renamed'),
      cost_center_id: azCostCenter.cost_center_id,
    });
    expect(rename.statusCode).toBe(200);
  });
});
