import { describe, expect, it } from 'vitest';
import { auditOf, insertGuaranteeRow, storedGuarantees } from '../../../test/fixtures/employee-links.ts';
import { createEmployee, testAppForFile } from '../../../test/helper.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';
import { EMPLOYEE_NOT_FOUND } from '../employees/employee-scope.ts';
import { GUARANTEE_NOT_FOUND, samePeriodDetail } from './service.ts';

type Headers = Record<string, string>;

const t = testAppForFile();

const url = (employee: string | number, id?: number) =>
  `/api/employees/${employee}/comm-guarantees${id === undefined ? '' : `/${id}`}`;

const list = (employee: string | number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: url(employee), headers });
const create = (employee: string | number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: url(employee), headers, payload });
const patch = (employee: string | number, id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PATCH', url: url(employee, id), headers, payload });
const remove = (employee: string | number, id: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: url(employee, id), headers });

const JANUARY = { period_beg_dt: '2026-01-01', period_end_dt: '2026-01-31', guarantee_amount: '7500.00' };

/** A January guarantee (override_if_comm_greater on) as the API answers it. */
const januaryAnswer = (fields: {
  comm_guarantee_id: unknown;
  guarantee_amount: string;
  version: number;
}) => ({
  comm_guarantee_id: fields.comm_guarantee_id,
  period_beg_dt: '2026-01-01',
  period_end_dt: '2026-01-31',
  guarantee_amount: fields.guarantee_amount,
  override_if_comm_greater: true,
  version: fields.version,
});

describe('GET /api/employees/:uuid/comm-guarantees', () => {
  it("lists only this employee's guarantees, by begin date, with their versions", async () => {
    const employee = await createEmployee(t.db);
    const other = await createEmployee(t.db);
    const march = await insertGuaranteeRow(t.db, employee.employee_id, {
      period_beg_dt: '2026-03-01',
      period_end_dt: '2026-03-31',
      guarantee_amount: '4000.5',
      override_if_comm_greater: false,
    });
    const january = await insertGuaranteeRow(t.db, employee.employee_id);
    await insertGuaranteeRow(t.db, other.employee_id);

    const response = await list(employee.uuid, t.as('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      januaryAnswer({
        comm_guarantee_id: january.comm_guarantee_id,
        guarantee_amount: '5000.00',
        version: 1,
      }),
      {
        comm_guarantee_id: march.comm_guarantee_id,
        period_beg_dt: '2026-03-01',
        period_end_dt: '2026-03-31',
        guarantee_amount: '4000.50',
        override_if_comm_greater: false,
        version: 1,
      },
    ]);
  });

  it('accepts the numeric employee_id in place of the uuid', async () => {
    const employee = await createEmployee(t.db);
    await insertGuaranteeRow(t.db, employee.employee_id);
    const byId = await list(employee.employee_id, t.as('superUser'));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual((await list(employee.uuid, t.as('superUser'))).json());
    expect(byId.json()).toHaveLength(1);
  });

  it('answers an empty list for an employee without guarantees, 404 for no employee, 400 for a bad key', async () => {
    const employee = await createEmployee(t.db);
    expect((await list(employee.uuid, t.as('admin'))).json()).toEqual([]);
    const missing = await list('00000000-0000-4000-8000-000000000000', t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: EMPLOYEE_NOT_FOUND });
    const bad = await list('not-an-employee', t.as('admin'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^path\.uuid: /);
  });

  it('refuses Sales (403) and a State Super User of another state (403), not of their own', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const nv = await createEmployee(t.db, { state: 'NV' });
    expect((await list(az.uuid, t.as('sales'))).statusCode).toBe(403);
    expect((await list(az.uuid, t.as('nvSuper'))).statusCode).toBe(403);
    expect((await list(nv.uuid, t.as('nvSuper'))).statusCode).toBe(200);
  });
});

describe('POST /api/employees/:uuid/comm-guarantees', () => {
  it('adds a guarantee, answers it with its ETag, and audits it', async () => {
    const employee = await createEmployee(t.db);
    const response = await create(employee.uuid, t.as('admin'), { ...JANUARY, guarantee_amount: '7500' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual(
      januaryAnswer({ comm_guarantee_id: expect.any(Number), guarantee_amount: '7500.00', version: 1 }),
    );
    expect(response.headers.etag).toBe('"1"');
    expect(await storedGuarantees(t.db, employee.employee_id)).toEqual([body]);
    expect(await auditOf(t.db, 'comm_guarantees', body.comm_guarantee_id)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'create',
        before: null,
        after: { employee_id: employee.employee_id, ...body },
      },
    ]);
  });

  it('keeps override_if_comm_greater false when sent, and takes the employee_id as key', async () => {
    const employee = await createEmployee(t.db);
    const response = await create(employee.employee_id, t.as('superUser'), {
      ...JANUARY,
      override_if_comm_greater: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().override_if_comm_greater).toBe(false);
  });

  it('accepts a one-day period and overlapping periods (the narrowest applies), not a repeated one', async () => {
    const employee = await createEmployee(t.db);
    const oneDay = { period_beg_dt: '2026-02-10', period_end_dt: '2026-02-10', guarantee_amount: '100.00' };
    expect((await create(employee.uuid, t.as('admin'), oneDay)).statusCode).toBe(201);
    expect((await create(employee.uuid, t.as('admin'), JANUARY)).statusCode).toBe(201);
    const quarter = { period_beg_dt: '2026-01-01', period_end_dt: '2026-03-31', guarantee_amount: '6000.00' };
    expect((await create(employee.uuid, t.as('admin'), quarter)).statusCode).toBe(201);

    const repeated = await create(employee.uuid, t.as('admin'), { ...JANUARY, guarantee_amount: '1.00' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ detail: samePeriodDetail('2026-01-01', '2026-01-31') });
    expect(await storedGuarantees(t.db, employee.employee_id)).toHaveLength(3);
    // Another employee may have the same period.
    const other = await createEmployee(t.db);
    expect((await create(other.uuid, t.as('admin'), JANUARY)).statusCode).toBe(201);
  });

  it.each([
    [
      'an end before the begin',
      { ...JANUARY, period_end_dt: '2025-12-31' },
      /^body\.period_end_dt: must be on or after/,
    ],
    ['an amount of 0', { ...JANUARY, guarantee_amount: '0' }, /^body\.guarantee_amount: must be above zero/],
    [
      'an amount of 0.00',
      { ...JANUARY, guarantee_amount: '0.00' },
      /^body\.guarantee_amount: must be above zero/,
    ],
    ['a negative amount', { ...JANUARY, guarantee_amount: '-50.00' }, /^body\.guarantee_amount: /],
    ["an amount 'abc'", { ...JANUARY, guarantee_amount: 'abc' }, /^body\.guarantee_amount: /],
    ['an empty amount', { ...JANUARY, guarantee_amount: '' }, /^body\.guarantee_amount: /],
    ['three decimals', { ...JANUARY, guarantee_amount: '10.005' }, /^body\.guarantee_amount: /],
    [
      'an amount too large for the column',
      { ...JANUARY, guarantee_amount: '1234567890123' },
      /^body\.guarantee_amount: /,
    ],
    ['an amount as a JSON number', { ...JANUARY, guarantee_amount: 7500 }, /^body\.guarantee_amount: /],
    ['no begin date', { period_end_dt: '2026-01-31', guarantee_amount: '10.00' }, /^body\.period_beg_dt: /],
    ['an impossible date', { ...JANUARY, period_end_dt: '2026-02-30' }, /^body\.period_end_dt: /],
    ['an unknown field', { ...JANUARY, employee_id: 1 }, /employee_id/],
  ])('refuses %s with 400 and stores nothing', async (_, payload, detail) => {
    const employee = await createEmployee(t.db);
    const response = await create(employee.uuid, t.as('admin'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await storedGuarantees(t.db, employee.employee_id)).toEqual([]);
  });

  it('refuses Sales and a State Super User of another state (403), unknown employees (404); nothing stored', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    expect((await create(az.uuid, t.as('sales'), JANUARY)).statusCode).toBe(403);
    expect((await create(az.uuid, t.as('nvSuper'), JANUARY)).statusCode).toBe(403);
    expect(await storedGuarantees(t.db, az.employee_id)).toEqual([]);
    const nv = await createEmployee(t.db, { state: 'NV' });
    expect((await create(nv.uuid, t.as('nvSuper'), JANUARY)).statusCode).toBe(201);
    expect((await create('999999999', t.as('admin'), JANUARY)).statusCode).toBe(404);
  });
});

describe('PATCH /api/employees/:uuid/comm-guarantees/:id', () => {
  it('changes only the fields sent, raises the version, answers the ETag and audits before and after', async () => {
    const employee = await createEmployee(t.db);
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, employee.employee_id);
    const response = await patch(employee.uuid, id, t.as('admin'), { guarantee_amount: '6250.5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(januaryAnswer({ comm_guarantee_id: id, guarantee_amount: '6250.50', version: 2 }));
    expect(response.headers.etag).toBe('"2"');
    expect(await storedGuarantees(t.db, employee.employee_id)).toEqual([body]);
    const audit = await auditOf(t.db, 'comm_guarantees', id);
    expect(audit).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'update',
        before: expect.objectContaining({ guarantee_amount: '5000.00', version: 1 }),
        after: { employee_id: employee.employee_id, ...body },
      },
    ]);

    const flags = await patch(employee.employee_id, id, t.as('admin'), {
      override_if_comm_greater: false,
      period_end_dt: '2026-02-28',
    });
    expect(flags.json()).toMatchObject({
      override_if_comm_greater: false,
      period_end_dt: '2026-02-28',
      version: 3,
    });
  });

  it('answers 412 to a save based on an older version and changes nothing; the current version saves', async () => {
    const employee = await createEmployee(t.db);
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, employee.employee_id);
    expect((await patch(employee.uuid, id, t.as('admin'), { guarantee_amount: '1.00' })).statusCode).toBe(
      200,
    );

    const stale = await t.app.inject({
      method: 'PATCH',
      url: url(employee.uuid, id),
      headers: { ...t.as('admin'), 'if-match': '"1"' },
      payload: { guarantee_amount: '2.00' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect((await storedGuarantees(t.db, employee.employee_id))[0]).toMatchObject({
      guarantee_amount: '1.00',
      version: 2,
    });

    const fresh = await t.app.inject({
      method: 'PATCH',
      url: url(employee.uuid, id),
      headers: { ...t.as('admin'), 'if-match': '"2"' },
      payload: { guarantee_amount: '2.00' },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ guarantee_amount: '2.00', version: 3 });
  });

  it.each([
    [
      'an end before the stored begin',
      { period_end_dt: '2025-12-01' },
      /^body\.period_end_dt: must be on or after/,
    ],
    [
      'a begin after the stored end',
      { period_beg_dt: '2026-02-01' },
      /^body\.period_end_dt: must be on or after/,
    ],
    [
      'both dates out of order',
      { period_beg_dt: '2026-05-02', period_end_dt: '2026-05-01' },
      /^body\.period_end_dt: /,
    ],
    ['an amount of 0', { guarantee_amount: '0' }, /^body\.guarantee_amount: must be above zero/],
    ['a negative amount', { guarantee_amount: '-1' }, /^body\.guarantee_amount: /],
    ["an amount 'abc'", { guarantee_amount: 'abc' }, /^body\.guarantee_amount: /],
    ['a null amount', { guarantee_amount: null }, /^body\.guarantee_amount: /],
    ['nothing to change', {}, /^body: send at least one/],
    ['an unknown field', { version: 4 }, /version/],
  ])('refuses %s with 400 and changes nothing', async (_, payload, detail) => {
    const employee = await createEmployee(t.db);
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, employee.employee_id);
    const before = await storedGuarantees(t.db, employee.employee_id);
    const response = await patch(employee.uuid, id, t.as('admin'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
    expect(await storedGuarantees(t.db, employee.employee_id)).toEqual(before);
  });

  it("answers 404 for another employee's guarantee and leaves it alone; 409 for a repeated period", async () => {
    const employee = await createEmployee(t.db);
    const other = await createEmployee(t.db);
    const { comm_guarantee_id: othersId } = await insertGuaranteeRow(t.db, other.employee_id);
    const response = await patch(employee.uuid, othersId, t.as('admin'), { guarantee_amount: '1.00' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: GUARANTEE_NOT_FOUND });
    expect((await storedGuarantees(t.db, other.employee_id))[0]?.guarantee_amount).toBe('5000.00');

    const { comm_guarantee_id: february } = await insertGuaranteeRow(t.db, employee.employee_id, {
      period_beg_dt: '2026-02-01',
      period_end_dt: '2026-02-28',
    });
    await insertGuaranteeRow(t.db, employee.employee_id);
    const repeated = await patch(employee.uuid, february, t.as('admin'), {
      period_beg_dt: '2026-01-01',
      period_end_dt: '2026-01-31',
    });
    expect(repeated.statusCode).toBe(409);
    // Saving a guarantee with its own period unchanged is no repetition.
    expect(
      (await patch(employee.uuid, february, t.as('admin'), { period_end_dt: '2026-02-28' })).statusCode,
    ).toBe(200);
  });

  it('refuses Sales and a State Super User of another state (403) and changes nothing', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, az.employee_id);
    expect((await patch(az.uuid, id, t.as('sales'), { guarantee_amount: '1.00' })).statusCode).toBe(403);
    expect((await patch(az.uuid, id, t.as('nvSuper'), { guarantee_amount: '1.00' })).statusCode).toBe(403);
    expect((await storedGuarantees(t.db, az.employee_id))[0]).toMatchObject({
      guarantee_amount: '5000.00',
      version: 1,
    });
    expect(await auditOf(t.db, 'comm_guarantees', id)).toEqual([]);
  });
});

describe('DELETE /api/employees/:uuid/comm-guarantees/:id', () => {
  it('deletes the guarantee (204) and audits what it was', async () => {
    const employee = await createEmployee(t.db);
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, employee.employee_id);
    const keep = await insertGuaranteeRow(t.db, employee.employee_id, {
      period_beg_dt: '2026-02-01',
      period_end_dt: '2026-02-28',
    });
    const response = await remove(employee.uuid, id, t.as('admin'));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await storedGuarantees(t.db, employee.employee_id)).map((g) => g.comm_guarantee_id)).toEqual([
      keep.comm_guarantee_id,
    ]);
    expect(await auditOf(t.db, 'comm_guarantees', id)).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'delete',
        before: expect.objectContaining({ employee_id: employee.employee_id, comm_guarantee_id: id }),
        after: null,
      },
    ]);
    expect((await remove(employee.uuid, id, t.as('admin'))).statusCode).toBe(404);
  });

  it("answers 404 for another employee's guarantee, 412 for an old If-Match; nothing deleted", async () => {
    const employee = await createEmployee(t.db);
    const other = await createEmployee(t.db);
    const { comm_guarantee_id: othersId } = await insertGuaranteeRow(t.db, other.employee_id);
    expect((await remove(employee.uuid, othersId, t.as('admin'))).statusCode).toBe(404);
    expect(await storedGuarantees(t.db, other.employee_id)).toHaveLength(1);

    await patch(other.uuid, othersId, t.as('admin'), { guarantee_amount: '9.99' });
    const stale = await t.app.inject({
      method: 'DELETE',
      url: url(other.uuid, othersId),
      headers: { ...t.as('admin'), 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(await storedGuarantees(t.db, other.employee_id)).toHaveLength(1);
  });

  it('refuses Sales and a State Super User of another state (403); the own state may delete', async () => {
    const az = await createEmployee(t.db, { state: 'AZ' });
    const { comm_guarantee_id: id } = await insertGuaranteeRow(t.db, az.employee_id);
    expect((await remove(az.uuid, id, t.as('sales'))).statusCode).toBe(403);
    expect((await remove(az.uuid, id, t.as('nvSuper'))).statusCode).toBe(403);
    expect(await storedGuarantees(t.db, az.employee_id)).toHaveLength(1);

    const nv = await createEmployee(t.db, { state: 'NV' });
    const { comm_guarantee_id: nvId } = await insertGuaranteeRow(t.db, nv.employee_id);
    expect((await remove(nv.uuid, nvId, t.as('nvSuper'))).statusCode).toBe(204);
  });
});
