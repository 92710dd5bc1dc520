import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_DETAILS } from '@hub/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJv, multipartFile, TINY_JPEG, TINY_PNG } from '../../../test/fixtures/jvs.ts';
import { answeredRecord } from '../../../test/fixtures/records.ts';
import { buildTestApp, createEmployee, signedInUser, type TestApp } from '../../../test/helper.ts';
import { auditLog, jvEntities } from '../../db/schema/index.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';
import { IMAGE_TYPE_DETAIL } from '../../http/images.ts';
import { publicUploadsDir } from '../../plugins/static.ts';

let t: TestApp;
let admin: Record<string, string>;
let nvSuper: Record<string, string>;
let sales: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInUser(t, { roles: ['Admin'] })).headers;
  nvSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'NV' })).headers;
  sales = (await signedInUser(t, { roles: ['Sales'] })).headers;
});
afterAll(() => t.close());

/** Spec 000 §5 JV form: Magnus Title % is 0 to 100 in whole steps, stored divided by 100. */
const MAGNUS_RULE =
  'must be a whole percent from 0 to 100 as a fraction with at most 2 decimals, such as 0.35';

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function storedJv(jvId: number) {
  const [row] = await t.db.select().from(jvEntities).where(eq(jvEntities.jv_id, jvId));
  if (!row) throw new Error(`JV ${jvId} missing`);
  return row;
}

async function jvCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(jvEntities);
  return row?.n ?? 0;
}

async function auditRows(entityId: string) {
  return t.db
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      email: auditLog.user_email,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'jv_entities'), eq(auditLog.entity_id, entityId)))
    .orderBy(auditLog.id);
}

describe('GET /api/jv-entities', () => {
  let group: string;
  beforeAll(async () => {
    group = `List ${Date.now()}`;
    await createJv(t.db, { name: `${group} b-second`, sort_order: 10, st: 'AZ' });
    await createJv(t.db, { name: `${group} A-first`, sort_order: 10, st: 'NV' });
    await createJv(t.db, { name: `${group} 0-last`, sort_order: 30, st: 'AZ', is_active: false });
    await createJv(t.db, { name: `${group} unassigned`, sort_order: 5, st: null });
  });
  const names = (body: { name: string }[]) => body.map((j) => j.name).filter((n) => n.startsWith(group));

  it('lists every JV sorted by sort_order, then name ignoring case, with logo_url and version', async () => {
    const response = await inject('GET', '/jv-entities', admin);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual([
      `${group} unassigned`,
      `${group} A-first`,
      `${group} b-second`,
      `${group} 0-last`,
    ]);
    expect(response.json()[0]).toMatchObject({ logo: null, logo_url: null, version: 1, is_active: true });
  });

  it('filters active=true and state', async () => {
    const active = await inject('GET', '/jv-entities?active=true', admin);
    expect(names(active.json())).not.toContain(`${group} 0-last`);
    expect(names(active.json())).toHaveLength(3);
    const az = await inject('GET', '/jv-entities?state=az', admin);
    expect(names(az.json())).toEqual([`${group} b-second`, `${group} 0-last`]);
  });

  it("gives a State Super User their own state's JVs only", async () => {
    const response = await inject('GET', '/jv-entities', nvSuper);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual([`${group} A-first`]);
    expect(response.json().every((j: { st: string }) => j.st === 'NV')).toBe(true);
    const other = await inject('GET', '/jv-entities?state=AZ', nvSuper);
    // Another state asked is refused as the reports refuse it (DOMAIN.md §9), not an empty list.
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it('refuses a bad query and other roles', async () => {
    const bad = await inject('GET', '/jv-entities?state=Arizona', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^query\.state: /);
    expect((await inject('GET', '/jv-entities', sales)).statusCode).toBe(403);
  });
});

describe('GET /api/jv-entities/:id', () => {
  it('answers the JV by jv_id or uuid, with its version as the ETag', async () => {
    const jv = await createJv(t.db, { magnus_title_pct: '0.35', phone_number: '(602) 555-1234' });
    const byId = await inject('GET', `/jv-entities/${jv.jv_id}`, admin);
    expect(answeredRecord(byId, 200, 1)).toMatchObject({
      jv_id: jv.jv_id,
      uuid: jv.uuid,
      name: jv.name,
      magnus_title_pct: '0.350000',
      primary_color: '#000000',
      secondary_color: '#000000',
      sort_order: 20,
      version: 1,
    });
    const byUuid = await inject('GET', `/jv-entities/${jv.uuid.toUpperCase()}`, admin);
    expect(byUuid.json()).toEqual(byId.json());
  });

  it('answers 404 for an unknown JV and 400 for a malformed id', async () => {
    const missing = await inject('GET', '/jv-entities/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'JV entity not found.' });
    const bad = await inject('GET', '/jv-entities/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('path.id: must be a JV number or uuid');
  });

  it("keeps a State Super User out of another state's JV and unassigned ones", async () => {
    const az = await createJv(t.db, { st: 'AZ' });
    const none = await createJv(t.db, { st: null });
    const nv = await createJv(t.db, { st: 'NV' });
    expect((await inject('GET', `/jv-entities/${az.jv_id}`, nvSuper)).statusCode).toBe(403);
    expect((await inject('GET', `/jv-entities/${az.uuid}`, nvSuper)).statusCode).toBe(403);
    expect((await inject('GET', `/jv-entities/${none.jv_id}`, nvSuper)).statusCode).toBe(403);
    expect((await inject('GET', `/jv-entities/${nv.jv_id}`, nvSuper)).statusCode).toBe(200);
    expect((await inject('GET', `/jv-entities/${nv.jv_id}`, sales)).statusCode).toBe(403);
  });
});

describe('POST /api/jv-entities', () => {
  it('creates a JV with the defaults of spec 000 §9 and audits it', async () => {
    const response = await inject('POST', '/jv-entities', admin, {
      name: '  Copper Canyon Title  ',
      st: 'az',
      magnus_title_pct: '0.35',
      phone_number: '(602) 555-1234',
      zip: '85251',
      title_email: 'title@copper.example',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.etag).toBe('"1"');
    expect(body).toMatchObject({
      name: 'Copper Canyon Title',
      st: 'AZ',
      magnus_title_pct: '0.350000',
      primary_color: '#000000',
      secondary_color: '#000000',
      sort_order: 20,
      is_active: true,
      alias: null,
      title_officer: null,
      logo: null,
      logo_url: null,
      version: 1,
    });
    const stored = await storedJv(body.jv_id);
    expect(stored.magnus_title_pct).toBe('0.350000');
    const audit = await auditRows(body.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', after: { name: 'Copper Canyon Title', st: 'AZ' } });
  });

  it('stores an existing title officer, all fields of §3, and an unassigned state', async () => {
    const officer = await createEmployee(t.db, { first_name: 'Tia', last_name: 'Officer' });
    const response = await inject('POST', '/jv-entities', admin, {
      name: 'Full JV',
      alias: 'FJV',
      jv_website: 'https://full.example',
      jv_license_num: 'AZ-TA-1',
      phone_number: '602-555-1234',
      fax: '602-555-9999',
      add1: '1 Main St',
      add2: 'Ste 2',
      city: 'Phoenix',
      st: '',
      zip: '85001',
      is_active: false,
      info_subdomain: 'full',
      title_officer: officer.employee_id,
      title_email: 'a@b.example',
      primary_color: '#112233',
      secondary_color: '#AABBCC',
      about_info: 'About',
      magnus_title_pct: '1',
      sort_order: 5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      st: null,
      title_officer: officer.employee_id,
      is_active: false,
      primary_color: '#112233',
      secondary_color: '#AABBCC',
      magnus_title_pct: '1.000000',
      sort_order: 5,
    });
  });

  it.each([
    [{ name: '' }, 'body.name: Name is required'],
    [{ name: 'X', phone_number: '123456789012345' }, 'body.phone_number: must be at most 14 characters'],
    [{ name: 'X', st: 'ARZ' }, 'body.st: must be AZ or NV'],
    [{ name: 'X', st: 'ZZ' }, 'body.st: must be AZ or NV'],
    [{ name: 'X', zip: '852511' }, 'body.zip: must be 5 digits'],
    [{ name: 'X', title_email: 'not-an-email' }, 'body.title_email: must be an e-mail address'],
    [{ name: 'X', primary_color: 'red' }, 'body.primary_color: must be a colour such as #000000'],
    [{ name: 'X', magnus_title_pct: '35' }, `body.magnus_title_pct: ${MAGNUS_RULE}`],
    [{ name: 'X', magnus_title_pct: '1.5' }, `body.magnus_title_pct: ${MAGNUS_RULE}`],
    // Spec 000 §5: whole percent steps, so 12.5 % (0.125) is refused rather than rounded.
    [{ name: 'X', magnus_title_pct: '0.125' }, `body.magnus_title_pct: ${MAGNUS_RULE}`],
    [{ name: 'X', sort_order: 1.5 }, 'body.sort_order: must be a whole number'],
    [{ name: 'X', logo: 'x.png' }, 'body.logo: unknown field'],
    [{ name: 'X', title_officer: 987654 }, 'title_officer: no employee has the id 987654'],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (payload, detail) => {
    const before = await jvCount();
    const response = await inject('POST', '/jv-entities', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail });
    expect(await jvCount()).toBe(before);
  });

  it('lets a State Super User create JVs of their own state only', async () => {
    const before = await jvCount();
    const az = await inject('POST', '/jv-entities', nvSuper, { name: 'Elsewhere', st: 'AZ' });
    expect(az.statusCode).toBe(403);
    expect(az.json().detail).toBe('st: you may only work on JVs of NV.');
    const none = await inject('POST', '/jv-entities', nvSuper, { name: 'Nowhere' });
    expect(none.statusCode).toBe(403);
    expect(await jvCount()).toBe(before);
    const nv = await inject('POST', '/jv-entities', nvSuper, { name: 'Home', st: 'NV' });
    expect(nv.statusCode).toBe(201);
  });

  it('refuses other roles', async () => {
    const before = await jvCount();
    expect((await inject('POST', '/jv-entities', sales, { name: 'Sales JV' })).statusCode).toBe(403);
    expect(await jvCount()).toBe(before);
  });
});

describe('PUT /api/jv-entities/:id', () => {
  it('changes the fields sent, keeps the others, moves the version on and audits the change', async () => {
    const jv = await createJv(t.db, { alias: 'Keep', city: 'Mesa', magnus_title_pct: '0.2' });
    const response = await inject(
      'PUT',
      `/jv-entities/${jv.jv_id}`,
      { ...admin, 'if-match': '"1"' },
      {
        name: 'Renamed',
        city: null,
        magnus_title_pct: '0.25',
        sort_order: 7,
      },
    );
    expect(answeredRecord(response, 200, 2)).toMatchObject({
      name: 'Renamed',
      alias: 'Keep',
      city: null,
      magnus_title_pct: '0.250000',
      sort_order: 7,
      version: 2,
    });
    const audit = await auditRows(jv.uuid);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'update',
        before: { name: jv.name, city: 'Mesa', magnus_title_pct: '0.200000', sort_order: 20 },
        after: { name: 'Renamed', city: null, magnus_title_pct: '0.250000', sort_order: 7, version: 2 },
      }),
    ]);
  });

  it('accepts the uuid and a save without If-Match (not checked)', async () => {
    const jv = await createJv(t.db);
    const response = await inject('PUT', `/jv-entities/${jv.uuid}`, admin, {
      name: jv.name,
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_active: false, version: 2 });
  });

  it('answers 412 to a stale save and changes nothing', async () => {
    const jv = await createJv(t.db);
    await inject('PUT', `/jv-entities/${jv.jv_id}`, admin, { name: 'First save' });
    const stale = await inject(
      'PUT',
      `/jv-entities/${jv.jv_id}`,
      { ...admin, 'if-match': '"1"' },
      {
        name: 'Second save',
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect(await storedJv(jv.jv_id)).toMatchObject({ name: 'First save', version: 2 });
  });

  it('refuses bad input and leaves the JV as it was', async () => {
    const jv = await createJv(t.db, { zip: '85001' });
    const response = await inject('PUT', `/jv-entities/${jv.jv_id}`, admin, { name: 'Bad', zip: 'abcde' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('body.zip: must be 5 digits');
    expect(await storedJv(jv.jv_id)).toMatchObject({ name: jv.name, zip: '85001', version: 1 });
  });

  it("keeps a State Super User to their own state's JVs, and from moving one away", async () => {
    const az = await createJv(t.db, { st: 'AZ' });
    const nv = await createJv(t.db, { st: 'NV' });
    const other = await inject('PUT', `/jv-entities/${az.jv_id}`, nvSuper, { name: 'Taken', st: 'NV' });
    expect(other.statusCode).toBe(403);
    const move = await inject('PUT', `/jv-entities/${nv.jv_id}`, nvSuper, { name: nv.name, st: 'AZ' });
    expect(move.statusCode).toBe(403);
    const unassign = await inject('PUT', `/jv-entities/${nv.jv_id}`, nvSuper, { name: nv.name, st: null });
    expect(unassign.statusCode).toBe(403);
    expect(await storedJv(az.jv_id)).toMatchObject({ name: az.name, st: 'AZ', version: 1 });
    expect(await storedJv(nv.jv_id)).toMatchObject({ st: 'NV', version: 1 });
    const own = await inject('PUT', `/jv-entities/${nv.jv_id}`, nvSuper, { name: 'Mine', city: 'Reno' });
    expect(own.statusCode).toBe(200);
    expect((await inject('PUT', `/jv-entities/${nv.jv_id}`, sales, { name: 'Sales' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown JV', async () => {
    expect((await inject('PUT', '/jv-entities/999999', admin, { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/jv-entities/:id/logo', () => {
  const upload = (
    id: string | number,
    headers: Record<string, string>,
    file: { filename: string; contentType: string; bytes: Buffer },
  ) => {
    const multipart = multipartFile(file, headers);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/jv-entities/${id}/logo`,
      headers: multipart.headers,
      payload: multipart.payload,
    });
  };
  const png = { filename: 'logo.png', contentType: 'image/png', bytes: TINY_PNG };
  const jpeg = { filename: 'logo.jpg', contentType: 'image/jpeg', bytes: TINY_JPEG };
  const stored = (name: string) => existsSync(join(publicUploadsDir(t.config.dataDir), name));

  it('stores a PNG, answers its logo_url, and serves it there', async () => {
    const jv = await createJv(t.db);
    const response = await upload(jv.jv_id, { ...admin, 'if-match': '"1"' }, png);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.logo).toMatch(/^logo-[0-9a-f]{32}\.png$/);
    expect(body.logo_url).toBe(`/static/uploads/public/${body.logo}`);
    expect(body.version).toBe(2);
    expect(response.headers.etag).toBe('"2"');
    const served = await t.app.inject({ method: 'GET', url: body.logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const again = await inject('GET', `/jv-entities/${jv.jv_id}`, admin);
    expect(again.json()).toMatchObject({ logo: body.logo, logo_url: body.logo_url });
    const audit = await auditRows(jv.uuid);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'update',
        before: { logo: null },
        after: { logo: body.logo, version: 2 },
      }),
    ]);
  });

  it('replaces the logo with a JPEG by uuid and removes the previous file', async () => {
    const jv = await createJv(t.db);
    const first = (await upload(jv.jv_id, admin, png)).json();
    expect(stored(first.logo)).toBe(true);
    const second = await upload(jv.uuid, admin, jpeg);
    expect(second.statusCode).toBe(200);
    expect(second.json().logo).toMatch(/^logo-[0-9a-f]{32}\.jpg$/);
    expect(stored(second.json().logo)).toBe(true);
    expect(stored(first.logo)).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: second.json().logo_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url: first.logo_url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png and keeps the JV as it was', async () => {
    const jv = await createJv(t.db);
    const response = await upload(jv.jv_id, admin, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: Buffer.from('this is not an image'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: IMAGE_TYPE_DETAIL });
    expect(await storedJv(jv.jv_id)).toMatchObject({ logo: null, version: 1 });
  });

  it('answers 412 to a stale upload and stores no file', async () => {
    const jv = await createJv(t.db);
    await inject('PUT', `/jv-entities/${jv.jv_id}`, admin, { name: 'Moved on' });
    const response = await upload(jv.jv_id, { ...admin, 'if-match': '"1"' }, png);
    expect(response.statusCode).toBe(412);
    expect(response.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect(await storedJv(jv.jv_id)).toMatchObject({ logo: null, version: 2 });
  });

  it("keeps a State Super User to their own state's JVs, and other roles out", async () => {
    const az = await createJv(t.db, { st: 'AZ' });
    expect((await upload(az.jv_id, nvSuper, png)).statusCode).toBe(403);
    expect((await upload(az.jv_id, sales, png)).statusCode).toBe(403);
    expect(await storedJv(az.jv_id)).toMatchObject({ logo: null, version: 1 });
    const nv = await createJv(t.db, { st: 'NV' });
    expect((await upload(nv.jv_id, nvSuper, png)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown JV', async () => {
    expect((await upload(999999, admin, png)).statusCode).toBe(404);
  });
});

describe('cross-state references (issue 9 item 3)', () => {
  it('refuses a State Super User naming a title officer of another state, changing nothing', async () => {
    const azOfficer = await createEmployee(t.db, { state: 'AZ', email: 'az-officer@secret.test' });
    const nvOfficer = await createEmployee(t.db, { state: 'NV' });
    const nv = await createJv(t.db, { st: 'NV', title_officer: nvOfficer.employee_id });
    const detail = 'body.title_officer: that employee is in another state.';

    const before = await jvCount();
    const created = await inject('POST', '/jv-entities', nvSuper, {
      name: 'NV with AZ officer',
      st: 'NV',
      title_officer: azOfficer.employee_id,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ detail });
    expect(await jvCount()).toBe(before);

    const changed = await inject('PUT', `/jv-entities/${nv.jv_id}`, nvSuper, {
      name: nv.name,
      title_officer: azOfficer.employee_id,
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual({ detail });
    expect(changed.body).not.toContain('az-officer@secret.test');
    expect(await storedJv(nv.jv_id)).toMatchObject({ title_officer: nvOfficer.employee_id, version: 1 });

    // An Admin sees both states and may name either.
    const byAdmin = await inject('PUT', `/jv-entities/${nv.jv_id}`, admin, {
      name: nv.name,
      title_officer: azOfficer.employee_id,
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
