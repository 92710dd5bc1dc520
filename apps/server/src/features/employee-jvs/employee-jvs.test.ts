import { describe, expect, it } from 'vitest';
import { auditOf, createJv, insertJvLinkRow, storedJvLinks } from '../../../test/fixtures/employee-links.ts';
import { createEmployee, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { EMPLOYEE_NOT_FOUND } from '../employees/employee-scope.ts';
import { duplicateLinkDetail, LINK_NOT_FOUND, UNKNOWN_JV } from './service.ts';

type Headers = Record<string, string>;

const t = testAppForFile();

const url = (employee: string | number, linkId?: number) =>
  `/api/employees/${employee}/jvs${linkId === undefined ? '' : `/${linkId}`}`;
const list = (employee: string | number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: url(employee), headers });
const link = (employee: string | number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: url(employee), headers, payload });
const patch = (employee: string | number, linkId: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PATCH', url: url(employee, linkId), headers, payload });
const remove = (employee: string | number, linkId: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: url(employee, linkId), headers });

const primaries = async (employeeId: number) =>
  (await storedJvLinks(t.db, employeeId)).filter((l) => l.is_primary).map((l) => l.link_id);

describe('GET /api/employees/:uuid/jvs', () => {
  it("lists the employee's links by JV name with the JV's uuid, name and state", async () => {
    const employee = await createEmployee(t.db);
    const zeta = await createJv(t.db, { name: 'zeta Title', st: 'NV' });
    const alpha = await createJv(t.db, { name: 'Alpha Title', st: null });
    const zetaLink = await insertJvLinkRow(t.db, employee.employee_id, zeta.jv_id, true);
    const alphaLink = await insertJvLinkRow(t.db, employee.employee_id, alpha.jv_id);
    const other = await createEmployee(t.db);
    await insertJvLinkRow(t.db, other.employee_id, alpha.jv_id);

    const response = await list(employee.uuid, t.as('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        link_id: alphaLink,
        jv_id: alpha.jv_id,
        jv_uuid: alpha.uuid,
        jv_name: 'Alpha Title',
        st: null,
        is_primary: false,
        start_date: null,
        end_date: null,
      },
      {
        link_id: zetaLink,
        jv_id: zeta.jv_id,
        jv_uuid: zeta.uuid,
        jv_name: 'zeta Title',
        st: 'NV',
        is_primary: true,
        start_date: null,
        end_date: null,
      },
    ]);
    expect((await list(employee.employee_id, t.as('admin'))).json()).toEqual(response.json());
  });

  it('lets the user linked to the employee, or viewing it, read it (any role); others get 403', async () => {
    const employee = await createEmployee(t.db);
    const jv = await createJv(t.db);
    await insertJvLinkRow(t.db, employee.employee_id, jv.jv_id, true);
    const linked = await signedInUser(t, { roles: ['Sales'], employeeId: employee.employee_id });
    const viewer = await signedInUser(t, {
      roles: ['Sales-Assistant'],
      viewEmployeeId: employee.employee_id,
    });
    const officer = await signedInUser(t, { roles: ['Escrow Officer'], employeeId: employee.employee_id });
    for (const caller of [linked, viewer, officer]) {
      const response = await list(employee.uuid, caller.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    }
    expect((await list(employee.employee_id, linked.headers)).statusCode).toBe(200);

    const another = await createEmployee(t.db);
    expect((await list(another.uuid, linked.headers)).statusCode).toBe(403);
    expect((await list(another.uuid, t.as('sales'))).statusCode).toBe(403);
    // Whether an employee exists is not told to them either.
    expect((await list('999999999', linked.headers)).statusCode).toBe(403);
  });

  it('answers 404 to administrators for no employee, and 403 to a State Super User of another state', async () => {
    const missing = await list('00000000-0000-4000-8000-000000000000', t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: EMPLOYEE_NOT_FOUND });
    const az = await createEmployee(t.db, { state: 'AZ' });
    const nv = await createEmployee(t.db, { state: 'NV' });
    expect((await list(az.uuid, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await list(nv.uuid, t.as('nvSuper'))).statusCode).toBe(200);
    expect((await list('x1', t.as('admin'))).statusCode).toBe(400);
  });
});

describe('POST /api/employees/:uuid/jvs', () => {
  it('links a JV, answers the link (201) and audits it', async () => {
    const employee = await createEmployee(t.db);
    const jv = await createJv(t.db, { name: 'Mesa Partners Title', st: 'AZ' });
    const response = await link(employee.uuid, t.as('admin'), { jv_uuid: jv.uuid, is_primary: false });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      link_id: expect.any(Number),
      jv_id: jv.jv_id,
      jv_uuid: jv.uuid,
      jv_name: 'Mesa Partners Title',
      st: 'AZ',
      is_primary: false,
      start_date: null,
      end_date: null,
    });
    expect(await storedJvLinks(t.db, employee.employee_id)).toEqual([
      { link_id: body.link_id, jv_id: jv.jv_id, is_primary: false },
    ]);
    expect(await auditOf(t.db, 'employee_jv_links', body.link_id)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'create',
        before: null,
        after: { employee_id: employee.employee_id, ...body },
      },
    ]);
  });

  it('a primary link takes primary from the one that had it, in the same call', async () => {
    const employee = await createEmployee(t.db);
    const first = await link(employee.employee_id, t.as('superUser'), {
      jv_uuid: (await createJv(t.db)).uuid,
      is_primary: true,
    });
    const firstId = first.json().link_id;
    // is_primary may be left out: not primary.
    const plain = await link(employee.uuid, t.as('superUser'), { jv_uuid: (await createJv(t.db)).uuid });
    expect(plain.json().is_primary).toBe(false);
    expect(await primaries(employee.employee_id)).toEqual([firstId]);

    const second = await link(employee.uuid, t.as('superUser'), {
      jv_uuid: (await createJv(t.db)).uuid,
      is_primary: true,
    });
    expect(second.statusCode).toBe(201);
    expect(await primaries(employee.employee_id)).toEqual([second.json().link_id]);
    expect((await auditOf(t.db, 'employee_jv_links', firstId)).map((a) => [a.action, a.after])).toEqual([
      ['create', expect.objectContaining({ is_primary: true })],
      ['update', expect.objectContaining({ is_primary: false, primary_moved_to: second.json().link_id })],
    ]);
  });

  it('answers 409 for a JV already linked, and nothing changes', async () => {
    const employee = await createEmployee(t.db);
    const jv = await createJv(t.db, { name: 'Twice Title' });
    const linkId = await insertJvLinkRow(t.db, employee.employee_id, jv.jv_id, false);
    const response = await link(employee.uuid, t.as('admin'), { jv_uuid: jv.uuid, is_primary: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: duplicateLinkDetail('Twice Title') });
    expect(await storedJvLinks(t.db, employee.employee_id)).toEqual([
      { link_id: linkId, jv_id: jv.jv_id, is_primary: false },
    ]);
    // The same JV for another employee is fine.
    expect(
      (await link((await createEmployee(t.db)).uuid, t.as('admin'), { jv_uuid: jv.uuid })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['an unknown JV', { jv_uuid: '00000000-0000-4000-8000-000000000000' }, UNKNOWN_JV],
    ['a jv_uuid that is no uuid', { jv_uuid: 'abc' }, /^body\.jv_uuid: /],
    ['no jv_uuid', { is_primary: true }, /^body\.jv_uuid: /],
    [
      'is_primary as text',
      { jv_uuid: '00000000-0000-4000-8000-000000000000', is_primary: 'yes' },
      /^body\.is_primary: /,
    ],
    [
      'an unknown field',
      { jv_uuid: '00000000-0000-4000-8000-000000000000', start_date: '2026-01-01' },
      /start_date/,
    ],
  ])('refuses %s with 400 and links nothing', async (_, payload, detail) => {
    const employee = await createEmployee(t.db);
    const response = await link(employee.uuid, t.as('admin'), payload);
    expect(response.statusCode).toBe(400);
    if (typeof detail === 'string') expect(response.json()).toMatchObject({ detail });
    else expect(response.json().detail).toMatch(detail);
    expect(await storedJvLinks(t.db, employee.employee_id)).toEqual([]);
  });

  it('refuses Sales (even for their own employee) and a State Super User of another state', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const jv = await createJv(t.db);
    const own = await signedInUser(t, { roles: ['Sales'], employeeId: az.employee_id });
    expect((await link(az.uuid, own.headers, { jv_uuid: jv.uuid })).statusCode).toBe(403);
    expect((await link(az.uuid, t.as('sales'), { jv_uuid: jv.uuid })).statusCode).toBe(403);
    expect((await link(az.uuid, t.as('nvSuper'), { jv_uuid: jv.uuid })).statusCode).toBe(403);
    expect(await storedJvLinks(t.db, az.employee_id)).toEqual([]);
    const nv = await createEmployee(t.db, { state: 'NV' });
    // Their own employee with a JV of their own state (an AZ JV is refused: see the cross-state test).
    const nvJv = await createJv(t.db, { st: 'NV' });
    expect((await link(nv.uuid, t.as('nvSuper'), { jv_uuid: nvJv.uuid })).statusCode).toBe(201);
    expect((await link('999999999', t.as('admin'), { jv_uuid: jv.uuid })).statusCode).toBe(404);
  });
});

describe('PATCH /api/employees/:uuid/jvs/:link_id', () => {
  it('setting a link primary clears primary on all the others: exactly one primary remains', async () => {
    const employee = await createEmployee(t.db);
    const a = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, true);
    const b = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, false);
    // Left over from before the rule: a second primary is cleared too.
    const c = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, true);

    const response = await patch(employee.uuid, b, t.as('admin'), { is_primary: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ link_id: b, is_primary: true });
    expect(await primaries(employee.employee_id)).toEqual([b]);
    expect(
      (await list(employee.uuid, t.as('admin'))).json().filter((l: { is_primary: boolean }) => l.is_primary),
    ).toHaveLength(1);

    expect(await auditOf(t.db, 'employee_jv_links', b)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'update',
        before: expect.objectContaining({ is_primary: false }),
        after: expect.objectContaining({ is_primary: true, employee_id: employee.employee_id }),
      },
    ]);
    for (const cleared of [a, c]) {
      expect((await auditOf(t.db, 'employee_jv_links', cleared)).map((row) => row.after)).toEqual([
        { employee_id: employee.employee_id, link_id: cleared, is_primary: false, primary_moved_to: b },
      ]);
    }

    // And back again, by employee_id.
    expect((await patch(employee.employee_id, a, t.as('admin'), { is_primary: true })).statusCode).toBe(200);
    expect(await primaries(employee.employee_id)).toEqual([a]);
  });

  it('unsetting primary leaves the employee with none; the same value again changes and audits nothing', async () => {
    const employee = await createEmployee(t.db);
    const a = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, true);
    const response = await patch(employee.uuid, a, t.as('admin'), { is_primary: false });
    expect(response.json()).toMatchObject({ link_id: a, is_primary: false });
    expect(await primaries(employee.employee_id)).toEqual([]);
    expect((await patch(employee.uuid, a, t.as('admin'), { is_primary: false })).statusCode).toBe(200);
    expect(await auditOf(t.db, 'employee_jv_links', a)).toHaveLength(1);
  });

  it.each([
    ['no is_primary', {}],
    ['is_primary null', { is_primary: null }],
    ['is_primary as text', { is_primary: 'true' }],
    ['an unknown field', { is_primary: true, end_date: '2026-01-01' }],
  ])('refuses %s with 400 and changes nothing', async (_, payload) => {
    const employee = await createEmployee(t.db);
    const a = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, true);
    const b = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, false);
    const response = await patch(employee.uuid, b, t.as('admin'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^body/);
    expect(await primaries(employee.employee_id)).toEqual([a]);
  });

  it("answers 404 for another employee's link and leaves both employees' links alone", async () => {
    const employee = await createEmployee(t.db);
    const mine = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, true);
    const other = await createEmployee(t.db);
    const theirs = await insertJvLinkRow(t.db, other.employee_id, (await createJv(t.db)).jv_id, false);
    const response = await patch(employee.uuid, theirs, t.as('admin'), { is_primary: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: LINK_NOT_FOUND });
    expect(await primaries(employee.employee_id)).toEqual([mine]);
    expect(await primaries(other.employee_id)).toEqual([]);
  });

  it('refuses Sales and a State Super User of another state (403) and changes nothing', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const a = await insertJvLinkRow(t.db, az.employee_id, (await createJv(t.db)).jv_id, true);
    const b = await insertJvLinkRow(t.db, az.employee_id, (await createJv(t.db)).jv_id, false);
    expect((await patch(az.uuid, b, t.as('sales'), { is_primary: true })).statusCode).toBe(403);
    expect((await patch(az.uuid, b, t.as('nvSuper'), { is_primary: true })).statusCode).toBe(403);
    expect(await primaries(az.employee_id)).toEqual([a]);
  });
});

describe('DELETE /api/employees/:uuid/jvs/:link_id', () => {
  it('removes the link (204) and audits what it was', async () => {
    const employee = await createEmployee(t.db);
    const jv = await createJv(t.db);
    const a = await insertJvLinkRow(t.db, employee.employee_id, jv.jv_id, true);
    const b = await insertJvLinkRow(t.db, employee.employee_id, (await createJv(t.db)).jv_id, false);
    const response = await remove(employee.uuid, a, t.as('admin'));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await storedJvLinks(t.db, employee.employee_id)).map((l) => l.link_id)).toEqual([b]);
    expect(await auditOf(t.db, 'employee_jv_links', a)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'delete',
        before: expect.objectContaining({
          employee_id: employee.employee_id,
          jv_uuid: jv.uuid,
          is_primary: true,
        }),
        after: null,
      },
    ]);
    expect((await remove(employee.uuid, a, t.as('admin'))).statusCode).toBe(404);
  });

  it("answers 404 for another employee's link; Sales and another state's State Super User get 403", async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const a = await insertJvLinkRow(t.db, az.employee_id, (await createJv(t.db)).jv_id);
    const other = await createEmployee(t.db, { state: 'AZ' });
    expect((await remove(other.uuid, a, t.as('admin'))).statusCode).toBe(404);
    expect((await remove(az.uuid, a, t.as('sales'))).statusCode).toBe(403);
    expect((await remove(az.uuid, a, t.as('nvSuper'))).statusCode).toBe(403);
    expect(await storedJvLinks(t.db, az.employee_id)).toHaveLength(1);

    const nv = await createEmployee(t.db, { state: 'NV' });
    const n = await insertJvLinkRow(t.db, nv.employee_id, (await createJv(t.db, { st: 'NV' })).jv_id);
    expect((await remove(nv.employee_id, n, t.as('nvSuper'))).statusCode).toBe(204);
  });
});

describe('cross-state references (issue 9 item 3)', () => {
  it('refuses a State Super User linking a JV of another state or of none, storing nothing', async () => {
    const employee = await createEmployee(t.db, { state: 'NV' });
    const azJv = await createJv(t.db, { name: 'AZ Secret Title', st: 'AZ' });
    const noState = await createJv(t.db, { name: 'Stateless Title', st: null });
    const nvJv = await createJv(t.db, { st: 'NV' });

    const az = await link(employee.uuid, t.as('nvSuper'), { jv_uuid: azJv.uuid, is_primary: true });
    expect(az.statusCode).toBe(403);
    expect(az.json()).toMatchObject({ detail: 'body.jv_uuid: that JV is in another state.' });
    expect(az.body).not.toContain('AZ Secret Title');
    const none = await link(employee.uuid, t.as('nvSuper'), { jv_uuid: noState.uuid });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      detail: 'body.jv_uuid: that JV has no state; only a user who sees both states may link it.',
    });
    expect(await storedJvLinks(t.db, employee.employee_id)).toEqual([]);

    expect((await link(employee.uuid, t.as('nvSuper'), { jv_uuid: nvJv.uuid })).statusCode).toBe(201);
    // Super User and Admin see both states and may link any JV.
    expect((await link(employee.uuid, t.as('admin'), { jv_uuid: azJv.uuid })).statusCode).toBe(201);
    expect((await link(employee.uuid, t.as('superUser'), { jv_uuid: noState.uuid })).statusCode).toBe(201);
  });
});
