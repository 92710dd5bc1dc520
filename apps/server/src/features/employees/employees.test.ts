import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PAYROLL_ID_TAKEN, PAYROLL_ID_TAKEN_DETAIL, SESSION_DETAILS } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createCostCenter } from '../../../test/fixtures/branches.ts';
import {
  employeeAudit,
  employeeCount,
  insertBranch,
  insertCostCenter,
  insertPartner,
  JPEG_BYTES,
  multipartFile,
  PNG_BYTES,
  storedEmployee,
} from '../../../test/fixtures/employees.ts';
import { answeredRecord } from '../../../test/fixtures/records.ts';
import { bearer, buildTestApp, createEmployee, signedInUser, type TestApp } from '../../../test/helper.ts';
import { employeeShareWith, employees } from '../../db/schema/index.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';
import { IMAGE_SIZE_DETAIL, IMAGE_TYPE_DETAIL, MAX_IMAGE_BYTES } from '../../http/images.ts';
import { publicUploadsDir } from '../../plugins/static.ts';
import { BASE_SUPER_ONLY_DETAIL } from './service.ts';

let t: TestApp;
let superUser: { token: string; id: number };
let admin: { token: string };
let nvSuper: { token: string };
let sales: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  const su = await signedInUser(t, { roles: ['Super User'] });
  superUser = { token: su.token, id: su.user.id };
  admin = await signedInUser(t, { roles: ['Admin'] });
  nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
  sales = await signedInUser(t, { roles: ['Sales'] });
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  token: string;
  body?: object;
  ifMatch?: string;
};
const call = ({ method, url, token, body, ifMatch }: Call) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(body ? { payload: body } : {}),
  });

const unique = () => Math.random().toString(36).slice(2, 8);

describe('GET /api/employees/simple', () => {
  it("lists the caller's states by last then first name, active ones only on request", async () => {
    const tag = unique();
    const b = await createEmployee(t.db, { first_name: 'Bo', last_name: `Zz${tag}`, state: 'NV' });
    const a = await createEmployee(t.db, { first_name: 'Al', last_name: `Zz${tag}`, state: 'AZ' });
    const gone = await createEmployee(t.db, {
      first_name: 'Cy',
      last_name: `Aa${tag}`,
      state: 'NV',
      is_active: false,
      emp_type: 'EO',
    });

    const all = await call({ method: 'GET', url: '/employees/simple', token: admin.token });
    expect(all.statusCode).toBe(200);
    const mine = all.json().filter((e: { last_name: string }) => e.last_name.endsWith(tag));
    expect(mine.map((e: { uuid: string }) => e.uuid)).toEqual([gone.uuid, a.uuid, b.uuid]);
    expect(mine[0]).toEqual({
      employee_id: gone.employee_id,
      uuid: gone.uuid,
      first_name: 'Cy',
      last_name: `Aa${tag}`,
      emp_type: 'EO',
      state: 'NV',
      is_active: false,
    });

    const active = await call({ method: 'GET', url: '/employees/simple?active=True', token: admin.token });
    expect(active.json().map((e: { uuid: string }) => e.uuid)).not.toContain(gone.uuid);
    expect(active.json().every((e: { is_active: boolean }) => e.is_active)).toBe(true);

    const nv = await call({ method: 'GET', url: '/employees/simple', token: nvSuper.token });
    expect(nv.json().every((e: { state: string }) => e.state === 'NV')).toBe(true);
    expect(nv.json().map((e: { uuid: string }) => e.uuid)).toContain(b.uuid);
  });

  it('refuses other roles and unknown filters', async () => {
    expect((await call({ method: 'GET', url: '/employees/simple', token: sales.token })).statusCode).toBe(
      403,
    );
    const bad = await call({ method: 'GET', url: '/employees/simple?active=yes', token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^query\.active: /);
  });
});

describe('GET /api/employees', () => {
  it('answers rows with the branch name, partners, linked users and version', async () => {
    const tag = unique();
    const branch = await insertBranch(t.db);
    const rep = await createEmployee(t.db, {
      first_name: 'Rita',
      last_name: `Rep${tag}`,
      emp_type: 'REP',
      def_branch: branch.branch_id,
      payroll_id: `P${tag}`,
      email: `rita${tag}@hub.test`,
    });
    const partner = await createEmployee(t.db, { first_name: 'Pat', last_name: `Partner${tag}` });
    const optional = await createEmployee(t.db, { first_name: 'Opal', last_name: `Optional${tag}` });
    await insertPartner(t.db, rep.employee_id, partner.employee_id);
    await insertPartner(t.db, rep.employee_id, optional.employee_id, true);
    await signedInUser(t, { roles: 'Sales', employeeId: rep.employee_id });

    const response = await call({ method: 'GET', url: '/employees', token: admin.token });
    expect(response.statusCode).toBe(200);
    const row = response.json().find((r: { uuid: string }) => r.uuid === rep.uuid);
    expect(row).toEqual({
      uuid: rep.uuid,
      employee_id: rep.employee_id,
      first_name: 'Rita',
      last_name: `Rep${tag}`,
      email: `rita${tag}@hub.test`,
      title: null,
      state: 'AZ',
      is_active: true,
      emp_type: 'REP',
      def_branch: branch.branch_id,
      def_branch_name: branch.name,
      payroll_id: `P${tag}`,
      share_with: [{ uuid: partner.uuid, first_name: 'Pat', last_name: `Partner${tag}`, email: null }],
      user_roles: ['Sales'],
      version: 1,
    });
  });

  it('filters by activity, type and state, and keeps a State Super User to their state', async () => {
    const tag = unique();
    const azEo = await createEmployee(t.db, { last_name: `F${tag}`, emp_type: 'EO', state: 'AZ' });
    const nvRep = await createEmployee(t.db, { last_name: `F${tag}`, emp_type: 'REP', state: 'NV' });
    const nvGone = await createEmployee(t.db, { last_name: `F${tag}`, state: 'NV', is_active: false });
    const list = async (query: string, token = admin.token) => {
      const response = await call({ method: 'GET', url: `/employees${query}`, token });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .filter((r: { last_name: string }) => r.last_name === `F${tag}`)
        .map((r: { uuid: string }) => r.uuid)
        .sort();
    };
    expect(await list('')).toEqual([azEo.uuid, nvRep.uuid, nvGone.uuid].sort());
    expect(await list('?active=true')).toEqual([azEo.uuid, nvRep.uuid].sort());
    expect(await list('?is_active=false')).toEqual([nvGone.uuid]);
    expect(await list('?emp_type=EO')).toEqual([azEo.uuid]);
    expect(await list('?state=NV&active=True')).toEqual([nvRep.uuid]);
    expect(await list('', nvSuper.token)).toEqual([nvRep.uuid, nvGone.uuid].sort());
    // Another state asked is refused as the reports refuse it (DOMAIN.md §9), not an empty list.
    const other = await call({ method: 'GET', url: '/employees?state=AZ', token: nvSuper.token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });

  it('refuses sales users and bad filters', async () => {
    expect((await call({ method: 'GET', url: '/employees', token: sales.token })).statusCode).toBe(403);
    const bad = await call({ method: 'GET', url: '/employees?emp_type=XX', token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('query.emp_type: must be REP or EO');
  });
});

describe('GET /api/employees/secure/:uuid', () => {
  it('answers the full employee with partners, photo URL and ETag, by uuid or id', async () => {
    const emp = await createEmployee(t.db, {
      first_name: 'Sam',
      last_name: 'Secure',
      photo_link: 'photo-x.png',
    });
    const partner = await createEmployee(t.db, { first_name: 'Pia', last_name: 'Partner' });
    const payee = await createEmployee(t.db, { first_name: 'Oli', last_name: 'Optional' });
    await insertPartner(t.db, emp.employee_id, partner.employee_id);
    await insertPartner(t.db, emp.employee_id, payee.employee_id, true);

    const byUuid = await call({ method: 'GET', url: `/employees/secure/${emp.uuid}`, token: admin.token });
    const body = answeredRecord(byUuid, 200, 1);
    expect(body).toMatchObject({
      uuid: emp.uuid,
      employee_id: emp.employee_id,
      first_name: 'Sam',
      state: 'AZ',
      uw_split_pct: '0.120000',
      rep_combo_comm_pct: '0.050000',
      def_cost_pct: '1.000000',
      photo_link: 'photo-x.png',
      photo_url: '/static/uploads/public/photo-x.png',
      share_with: [{ uuid: partner.uuid, first_name: 'Pia', last_name: 'Partner', email: null }],
      opt_share_with: [{ uuid: payee.uuid, first_name: 'Oli', last_name: 'Optional', email: null }],
      version: 1,
    });

    const byId = await call({
      method: 'GET',
      url: `/employees/secure/${emp.employee_id}`,
      token: superUser.token,
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(body);
  });

  it('lets users read their linked or viewed employee only', async () => {
    const own = await createEmployee(t.db, { state: 'NV' });
    const other = await createEmployee(t.db);
    const rep = await signedInUser(t, { roles: ['Sales'], employeeId: own.employee_id });
    const assistant = await signedInUser(t, { roles: ['Sales-Assistant'], viewEmployeeId: own.employee_id });

    const mine = await call({ method: 'GET', url: `/employees/secure/${own.uuid}`, token: rep.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().uuid).toBe(own.uuid);
    const viewed = await call({
      method: 'GET',
      url: `/employees/secure/${own.employee_id}`,
      token: assistant.token,
    });
    expect(viewed.statusCode).toBe(200);

    const theirs = await call({ method: 'GET', url: `/employees/secure/${other.uuid}`, token: rep.token });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
    // Whether it exists or not, a user learns nothing.
    const none = await call({ method: 'GET', url: '/employees/secure/999999', token: rep.token });
    expect(none.statusCode).toBe(403);
  });

  it('keeps a State Super User to their state and answers 404 and 400 to administrators', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const nv = await createEmployee(t.db, { state: 'NV' });
    expect(
      (await call({ method: 'GET', url: `/employees/secure/${az.uuid}`, token: nvSuper.token })).statusCode,
    ).toBe(403);
    expect(
      (await call({ method: 'GET', url: `/employees/secure/${nv.uuid}`, token: nvSuper.token })).statusCode,
    ).toBe(200);
    const missing = await call({ method: 'GET', url: '/employees/secure/999999', token: admin.token });
    expect(missing.statusCode).toBe(404);
    const bad = await call({ method: 'GET', url: '/employees/secure/abc', token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('path.uuid: must be an employee uuid or number');
  });
});

const fullBody = (tag: string) => ({
  first_name: 'Nina',
  last_name: `New${tag}`,
  email: `nina${tag}@hub.test`,
  alt_email: '',
  title: 'Marketing Rep',
  start_date: '2024-02-01',
  termination_date: null,
  is_active: true,
  payroll_id: `PR${tag}`,
  cell_phone: '(602) 555-0101',
  office_phone: '602.555.0102',
  emp_type: 'REP',
  comm_pct: '0.35',
  per_file_comm_amt: '25.00',
  rep_combo_base: '1000',
  srch_str1: 'NEW, NINA',
  def_cost_pct: '0.5',
  title_base_files: 3,
});

describe('POST /api/employees', () => {
  it('creates the employee with defaults, digits-only phones, partners and an audit row', async () => {
    const tag = unique();
    const branch = await insertBranch(t.db);
    const center = await insertCostCenter(t.db);
    const partner = await createEmployee(t.db);
    const payee = await createEmployee(t.db);
    const lead = await createEmployee(t.db);
    const response = await call({
      method: 'POST',
      url: '/employees',
      token: admin.token,
      body: {
        ...fullBody(tag),
        def_branch: branch.branch_id,
        cost_center_id: center.cost_center_id,
        link_to_emp_id: lead.employee_id,
        share_with_uuids: [partner.uuid, partner.uuid],
        opt_share_with_uuids: [payee.uuid],
      },
    });
    const body = answeredRecord(response, 201, 1);
    expect(body).toMatchObject({
      first_name: 'Nina',
      last_name: `New${tag}`,
      alt_email: null,
      state: 'AZ',
      cell_phone: '6025550101',
      office_phone: '6025550102',
      comm_pct: '0.350000',
      uw_split_pct: '0.120000',
      rep_combo_comm_pct: '0.050000',
      def_cost_pct: '0.500000',
      rep_combo_base: '1000.00',
      base: null,
      def_branch: branch.branch_id,
      cost_center_id: center.cost_center_id,
      link_to_emp_id: lead.employee_id,
      share_with: [expect.objectContaining({ uuid: partner.uuid })],
      opt_share_with: [expect.objectContaining({ uuid: payee.uuid })],
      version: 1,
    });
    const audit = await employeeAudit(t.db, body.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      after: expect.objectContaining({
        first_name: 'Nina',
        payroll_id: `PR${tag}`,
        share_with_uuids: [partner.uuid],
        opt_share_with_uuids: [payee.uuid],
      }),
    });
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const tag = unique();
    const someone = await createEmployee(t.db);
    const before = await employeeCount(t.db);
    const cases: [object, string][] = [
      [{ last_name: 'X' }, 'body.first_name: is required'],
      [{ first_name: '  ', last_name: 'X' }, 'body.first_name: is required'],
      [{ ...fullBody(tag), email: 'not-mail' }, 'body.email: must be an e-mail address'],
      [
        { ...fullBody(tag), cell_phone: '602555010199' },
        'body.cell_phone: must be a phone number of at most 10 digits',
      ],
      [
        { ...fullBody(tag), office_phone: 'call me' },
        'body.office_phone: must be a phone number of at most 10 digits',
      ],
      [{ ...fullBody(tag), comm_pct: '1.5' }, 'body.comm_pct: must be a fraction from 0 to 1, such as 0.12'],
      [{ ...fullBody(tag), comm_pct: '35' }, 'body.comm_pct: must be a fraction from 0 to 1, such as 0.12'],
      [
        { ...fullBody(tag), per_file_comm_amt: '12.345' },
        'body.per_file_comm_amt: must be an amount such as 1234.50',
      ],
      [{ ...fullBody(tag), start_date: '2024-02-30' }, 'body.start_date: must be a date such as 2024-01-31'],
      [{ ...fullBody(tag), state: 'CA' }, expect.stringMatching(/^body\.state: /)],
      [{ ...fullBody(tag), emp_type: 'BOSS' }, 'body.emp_type: must be REP or EO'],
      [{ ...fullBody(tag), base: '5000.00' }, 'body.base: unknown field'],
      [{ ...fullBody(tag), def_branch: '12' }, expect.stringMatching(/^body\.def_branch: /)],
      [{ ...fullBody(tag), def_branch: 999999 }, 'body.def_branch: no branch has this id'],
      [{ ...fullBody(tag), cost_center_id: 999999 }, 'body.cost_center_id: no cost center has this id'],
      [{ ...fullBody(tag), link_to_emp_id: 999999 }, 'body.link_to_emp_id: no employee has this id'],
      [
        { ...fullBody(tag), start_date: '2024-02-01', termination_date: '2024-01-31' },
        'body.termination_date: must not be before the start date',
      ],
      [
        { ...fullBody(tag), share_with_uuids: ['5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11'] },
        'body.share_with_uuids: no employee has the uuid 5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11',
      ],
      [
        { ...fullBody(tag), share_with_uuids: [someone.uuid], opt_share_with_uuids: [someone.uuid] },
        'body.opt_share_with_uuids: an employee cannot be both a sharing partner and an optional payee',
      ],
    ];
    for (const [body, detail] of cases) {
      const response = await call({ method: 'POST', url: '/employees', token: admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail).toEqual(detail);
    }
    expect(await employeeCount(t.db)).toBe(before);
  });

  it('answers 409 with a clear message for a payroll id already in use', async () => {
    const tag = unique();
    await createEmployee(t.db, { payroll_id: `DUP${tag}` });
    const before = await employeeCount(t.db);
    const response = await call({
      method: 'POST',
      url: '/employees',
      token: admin.token,
      body: { first_name: 'Dup', last_name: 'Licate', payroll_id: `DUP${tag}` },
    });
    expect(response.statusCode).toBe(409);
    // The field is named, so the employee form shows the message at Payroll ID.
    expect(response.json()).toEqual({
      detail: PAYROLL_ID_TAKEN_DETAIL,
      errors: [{ path: 'payroll_id', message: PAYROLL_ID_TAKEN }],
    });
    expect(await employeeCount(t.db)).toBe(before);
  });

  it('keeps a State Super User to their own state and refuses sales users', async () => {
    const before = await employeeCount(t.db);
    const az = await call({
      method: 'POST',
      url: '/employees',
      token: nvSuper.token,
      body: { first_name: 'Az', last_name: 'Person', state: 'AZ' },
    });
    expect(az.statusCode).toBe(403);
    const asSales = await call({
      method: 'POST',
      url: '/employees',
      token: sales.token,
      body: { first_name: 'Sa', last_name: 'Les' },
    });
    expect(asSales.statusCode).toBe(403);
    expect(await employeeCount(t.db)).toBe(before);

    const own = await call({
      method: 'POST',
      url: '/employees',
      token: nvSuper.token,
      body: { first_name: 'Nv', last_name: 'Person' },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().state).toBe('NV');
  });
});

describe('PUT /api/employees/:uuid', () => {
  it('saves the fields sent, keeps the others, replaces partners and audits the change', async () => {
    const first = await createEmployee(t.db);
    const second = await createEmployee(t.db);
    const emp = await createEmployee(t.db, {
      first_name: 'Ed',
      last_name: 'Edit',
      title: 'Escrow Officer',
      base: '5000.00',
      comm_pct: '0.1',
    });
    await insertPartner(t.db, emp.employee_id, first.employee_id);

    const response = await call({
      method: 'PUT',
      url: `/employees/${emp.uuid}`,
      token: admin.token,
      ifMatch: '"1"',
      body: {
        title: 'Senior Escrow Officer',
        comm_pct: '0.125',
        cell_phone: '',
        share_with_uuids: [second.uuid],
      },
    });
    expect(answeredRecord(response, 200, 2)).toMatchObject({
      first_name: 'Ed',
      title: 'Senior Escrow Officer',
      comm_pct: '0.125000',
      cell_phone: null,
      base: '5000.00',
      share_with: [expect.objectContaining({ uuid: second.uuid })],
      opt_share_with: [],
      version: 2,
    });
    const audit = await employeeAudit(t.db, emp.uuid);
    expect(audit).toEqual([
      {
        user_id: expect.any(Number),
        action: 'update',
        before: {
          title: 'Escrow Officer',
          comm_pct: '0.100000',
          version: 1,
          share_with_uuids: [first.uuid],
        },
        after: {
          title: 'Senior Escrow Officer',
          comm_pct: '0.125000',
          version: 2,
          share_with_uuids: [second.uuid],
        },
      },
    ]);
  });

  it('answers 412 to a stale save and changes nothing', async () => {
    const emp = await createEmployee(t.db, { title: 'Original' });
    await t.db.update(employees).set({ version: 3 }).where(eq(employees.uuid, emp.uuid));
    const response = await call({
      method: 'PUT',
      url: `/employees/${emp.uuid}`,
      token: admin.token,
      ifMatch: '"2"',
      body: { title: 'Changed' },
    });
    expect(response.statusCode).toBe(412);
    expect(response.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect((await storedEmployee(t.db, emp.uuid))?.title).toBe('Original');
    expect(await employeeAudit(t.db, emp.uuid)).toEqual([]);
  });

  it('checks the rules against the stored values and changes nothing on bad input', async () => {
    const tag = unique();
    const emp = await createEmployee(t.db, { start_date: '2024-05-01', title: 'Kept' });
    await createEmployee(t.db, { payroll_id: `TAKEN${tag}` });
    const cases: [object, number, string][] = [
      [{ termination_date: '2024-04-30' }, 400, 'body.termination_date: must not be before the start date'],
      [
        { link_to_emp_id: emp.employee_id },
        400,
        'body.link_to_emp_id: an employee cannot be linked to itself',
      ],
      [{ share_with_uuids: [emp.uuid] }, 400, 'body.share_with_uuids: an employee cannot share with itself'],
      [{ last_name: '' }, 400, 'body.last_name: is required'],
      // The base is super work (save-with-base.test.ts).
      [{ title: 'Changed', base: null }, 403, BASE_SUPER_ONLY_DETAIL],
      [{ title: 'Changed', payroll_id: `TAKEN${tag}` }, 409, PAYROLL_ID_TAKEN_DETAIL],
    ];
    for (const [body, status, detail] of cases) {
      const response = await call({ method: 'PUT', url: `/employees/${emp.uuid}`, token: admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    const stored = await storedEmployee(t.db, emp.uuid);
    expect(stored).toMatchObject({ title: 'Kept', termination_date: null, link_to_emp_id: null, version: 1 });

    // Same payroll id as its own: no conflict. A termination date after the start: fine.
    const ok = await call({
      method: 'PUT',
      url: `/employees/${emp.uuid}`,
      token: admin.token,
      body: { payroll_id: stored?.payroll_id ?? null, termination_date: '2024-06-30', is_active: false },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ termination_date: '2024-06-30', is_active: false });
  });

  it('keeps a State Super User to their state: no AZ employee, no move to AZ', async () => {
    const az = await createEmployee(t.db, { state: 'AZ', title: 'Az' });
    const nv = await createEmployee(t.db, { state: 'NV', title: 'Nv' });
    const other = await call({
      method: 'PUT',
      url: `/employees/${az.uuid}`,
      token: nvSuper.token,
      body: { title: 'Taken over' },
    });
    expect(other.statusCode).toBe(403);
    const move = await call({
      method: 'PUT',
      url: `/employees/${nv.uuid}`,
      token: nvSuper.token,
      body: { state: 'AZ' },
    });
    expect(move.statusCode).toBe(403);
    expect((await storedEmployee(t.db, az.uuid))?.title).toBe('Az');
    expect((await storedEmployee(t.db, nv.uuid))?.state).toBe('NV');

    const own = await call({
      method: 'PUT',
      url: `/employees/${nv.uuid}`,
      token: nvSuper.token,
      body: { title: 'Ok' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses sales users and answers 404 for an unknown employee', async () => {
    const emp = await createEmployee(t.db);
    const asSales = await call({
      method: 'PUT',
      url: `/employees/${emp.uuid}`,
      token: sales.token,
      body: { title: 'x' },
    });
    expect(asSales.statusCode).toBe(403);
    const missing = await call({
      method: 'PUT',
      url: '/employees/5f0c1c55-8a1e-4d52-9a0a-3b4b2f0b9c11',
      token: admin.token,
      body: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/employees/:uuid/photo', () => {
  const upload = (uuid: string, token: string, file: ReturnType<typeof multipartFile>, ifMatch?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${uuid}/photo`,
      headers: { ...bearer(token), ...file.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: file.payload,
    });
  const stored = (name: string) => existsSync(join(publicUploadsDir(t.config.dataDir), name));

  it('stores a PNG, then a JPEG in its place, removing the old file, and audits both', async () => {
    const emp = await createEmployee(t.db);
    const png = await upload(emp.uuid, admin.token, multipartFile(PNG_BYTES, 'me.png', 'image/png'), '"1"');
    const first = answeredRecord(png, 200, 2);
    expect(first.photo_link).toMatch(/^photo-[0-9a-f]{32}\.png$/);
    expect(first.photo_url).toBe(`/static/uploads/public/${first.photo_link}`);
    expect(stored(first.photo_link)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: first.photo_url });
    expect(served.statusCode).toBe(200);

    const jpeg = await upload(emp.uuid, admin.token, multipartFile(JPEG_BYTES, 'me.jpg', 'image/jpeg'));
    expect(jpeg.statusCode).toBe(200);
    const second = jpeg.json();
    expect(second.photo_link).toMatch(/^photo-[0-9a-f]{32}\.jpg$/);
    expect(second.version).toBe(3);
    expect(stored(second.photo_link)).toBe(true);
    expect(stored(first.photo_link)).toBe(false);

    const audit = await employeeAudit(t.db, emp.uuid);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ photo_link: null }, { photo_link: first.photo_link }],
      [{ photo_link: first.photo_link }, { photo_link: second.photo_link }],
    ]);
  });

  it('refuses a text file named .png and a file over 5 MB, changing nothing', async () => {
    const emp = await createEmployee(t.db);
    const text = await upload(
      emp.uuid,
      admin.token,
      multipartFile(Buffer.from('hello, not an image'), 'x.png', 'image/png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: IMAGE_TYPE_DETAIL });

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooLarge = await upload(emp.uuid, admin.token, multipartFile(big, 'big.png', 'image/png'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: IMAGE_SIZE_DETAIL });

    expect(await storedEmployee(t.db, emp.uuid)).toMatchObject({ photo_link: null, version: 1 });
    expect(await employeeAudit(t.db, emp.uuid)).toEqual([]);
  });

  it('refuses sales users, another state, and a stale version', async () => {
    const az = await createEmployee(t.db);
    const file = () => multipartFile(PNG_BYTES, 'me.png', 'image/png');
    expect((await upload(az.uuid, sales.token, file())).statusCode).toBe(403);
    expect((await upload(az.uuid, nvSuper.token, file())).statusCode).toBe(403);
    const stale = await upload(az.uuid, admin.token, file(), '"7"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect((await storedEmployee(t.db, az.uuid))?.photo_link).toBeNull();
  });
});

describe('PATCH /api/employees/:uuid/base', () => {
  const patchBase = (uuid: string, token: string, body: object, ifMatch?: string) =>
    call({ method: 'PATCH', url: `/employees/${uuid}/base`, token, body, ...(ifMatch ? { ifMatch } : {}) });

  it('lets a super user set and clear the base, with an audit row', async () => {
    const emp = await createEmployee(t.db, { base: '4000.00', base_desc: 'Monthly salary' });
    const set = await patchBase(emp.uuid, superUser.token, { base: '5250.5', base_desc: 'Raise' }, '"1"');
    expect(answeredRecord(set, 200, 2)).toMatchObject({ base: '5250.50', base_desc: 'Raise', version: 2 });

    const cleared = await patchBase(emp.uuid, superUser.token, { base: null });
    expect(cleared.json()).toMatchObject({ base: null, base_desc: 'Raise' });

    const audit = await employeeAudit(t.db, emp.uuid);
    expect(audit).toEqual([
      {
        user_id: superUser.id,
        action: 'update',
        before: { base: '4000.00', base_desc: 'Monthly salary' },
        after: { base: '5250.50', base_desc: 'Raise' },
      },
      {
        user_id: superUser.id,
        action: 'update',
        before: { base: '5250.50', base_desc: 'Raise' },
        after: { base: null, base_desc: 'Raise' },
      },
    ]);
  });

  it('refuses admins, another state, bad amounts and stale versions, changing nothing', async () => {
    const az = await createEmployee(t.db, { base: '4000.00' });
    const nv = await createEmployee(t.db, { base: '4000.00', state: 'NV' });
    expect((await patchBase(az.uuid, admin.token, { base: '1.00' })).statusCode).toBe(403);
    expect((await patchBase(az.uuid, nvSuper.token, { base: '1.00' })).statusCode).toBe(403);
    const bad = await patchBase(az.uuid, superUser.token, { base: '12.345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('body.base: must be an amount such as 5000.00');
    const missing = await patchBase(az.uuid, superUser.token, { base_desc: 'x' });
    expect(missing.json().detail).toBe('body.base: is required');
    const stale = await patchBase(az.uuid, superUser.token, { base: '1.00' }, '"9"');
    expect(stale.statusCode).toBe(412);
    expect((await storedEmployee(t.db, az.uuid))?.base).toBe('4000.00');

    const own = await patchBase(nv.uuid, nvSuper.token, { base: '4100.00' });
    expect(own.statusCode).toBe(200);
    expect(own.json().base).toBe('4100.00');
  });
});

describe('cross-state references (issue 9 item 3)', () => {
  const partnersOf = (employeeId: number) =>
    t.db
      .select({ partner: employeeShareWith.partner_employee_id, optional: employeeShareWith.is_optional })
      .from(employeeShareWith)
      .where(eq(employeeShareWith.employee_id, employeeId));

  it("refuses a State Super User pointing an employee at another state's records, changing nothing", async () => {
    const azEmail = `az-${unique()}@secret.test`;
    const azPartner = await createEmployee(t.db, { state: 'AZ', email: azEmail });
    const azBranch = await createBranch(t.db, { state: 'AZ' });
    const azCostCenter = await createCostCenter(t.db, { state: 'AZ' });
    const nvPartner = await createEmployee(t.db, { state: 'NV' });
    const nv = await createEmployee(t.db, { state: 'NV', title: 'Nv' });
    await insertPartner(t.db, nv.employee_id, nvPartner.employee_id);

    const attacks: [object, string][] = [
      [
        { share_with_uuids: [nvPartner.uuid, azPartner.uuid] },
        'body.share_with_uuids: that employee is in another state.',
      ],
      [
        { opt_share_with_uuids: [azPartner.uuid] },
        'body.opt_share_with_uuids: that employee is in another state.',
      ],
      [{ link_to_emp_id: azPartner.employee_id }, 'body.link_to_emp_id: that employee is in another state.'],
      [{ def_branch: azBranch.branch_id }, 'body.def_branch: that branch is in another state.'],
      [
        { cost_center_id: azCostCenter.cost_center_id },
        'body.cost_center_id: that cost center is in another state.',
      ],
    ];
    const before = await employeeCount(t.db);
    for (const [body, detail] of attacks) {
      const put = await call({
        method: 'PUT',
        url: `/employees/${nv.uuid}`,
        token: nvSuper.token,
        body: { title: 'Changed', ...body },
      });
      expect(put.statusCode, JSON.stringify(body)).toBe(403);
      expect(put.json()).toEqual({ detail });
      expect(put.body).not.toContain(azEmail);
      const post = await call({
        method: 'POST',
        url: '/employees',
        token: nvSuper.token,
        body: { first_name: 'New', last_name: 'Nv', state: 'NV', ...body },
      });
      expect(post.statusCode, JSON.stringify(body)).toBe(403);
      expect(post.json()).toEqual({ detail });
    }
    expect(await employeeCount(t.db)).toBe(before);
    expect(await storedEmployee(t.db, nv.uuid)).toMatchObject({
      title: 'Nv',
      link_to_emp_id: null,
      def_branch: null,
      cost_center_id: null,
      version: 1,
    });
    expect(await partnersOf(nv.employee_id)).toEqual([{ partner: nvPartner.employee_id, optional: false }]);
  });

  it('keeps links a Super User made when a State Super User saves the employee unchanged', async () => {
    const azPartner = await createEmployee(t.db, { state: 'AZ' });
    const azCostCenter = await createCostCenter(t.db, { state: 'AZ' });
    const nv = await createEmployee(t.db, { state: 'NV', cost_center_id: azCostCenter.cost_center_id });
    await insertPartner(t.db, nv.employee_id, azPartner.employee_id);
    const save = await call({
      method: 'PUT',
      url: `/employees/${nv.uuid}`,
      token: nvSuper.token,
      body: {
        title: 'Kept',
        cost_center_id: azCostCenter.cost_center_id,
        share_with_uuids: [azPartner.uuid],
      },
    });
    expect(save.statusCode).toBe(200);
    expect(await storedEmployee(t.db, nv.uuid)).toMatchObject({
      title: 'Kept',
      cost_center_id: azCostCenter.cost_center_id,
    });
  });
});
