// The employee form's main Save sends the base with the other fields (issue 9 item 12): a super user's
// PUT /employees/{uuid} saves both in one transaction; other roles may not change the base.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAudit, storedEmployee } from '../../../test/fixtures/employees.ts';
import { bearer, buildTestApp, createEmployee, signedInUser, type TestApp } from '../../../test/helper.ts';
import { BASE_SUPER_ONLY_DETAIL } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (uuid: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/employees/${uuid}`, headers: bearer(token), payload });

describe('PUT /api/employees/:uuid with a base', () => {
  it("saves a super user's base and description with the other fields, in one audited change", async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const emp = await createEmployee(t.db, { title: 'Before' });
    const response = await put(emp.uuid, su.token, { title: 'After', base: '5250.5', base_desc: 'Monthly' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'After',
      base: '5250.50',
      base_desc: 'Monthly',
      version: 2,
    });
    expect(await storedEmployee(t.db, emp.uuid)).toMatchObject({
      title: 'After',
      base: '5250.50',
      base_desc: 'Monthly',
    });
    const audit = await employeeAudit(t.db, emp.uuid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { title: 'Before', base: null, base_desc: null },
      after: { title: 'After', base: '5250.50', base_desc: 'Monthly' },
    });

    // Cleared again ('' and null clear it).
    const cleared = await put(emp.uuid, su.token, { base: null, base_desc: '' });
    expect(cleared.json()).toMatchObject({ base: null, base_desc: null });
  });

  it("lets a State Super User set their own state's base, and no other role", async () => {
    const nvSuper = await signedInUser(t, { roles: ['State Super User'], state: 'NV' });
    const nv = await createEmployee(t.db, { state: 'NV', base: '4000.00' });
    expect((await put(nv.uuid, nvSuper.token, { base: '4100' })).json()).toMatchObject({ base: '4100.00' });

    // An Admin (and a State Super User who is also an Admin, in the other state) keeps only the
    // other fields: the base is super work, refused in words, and nothing is saved.
    const admin = await signedInUser(t, { roles: ['Admin'] });
    const nvSuperAdmin = await signedInUser(t, { roles: ['State Super User', 'Admin'], state: 'NV' });
    const az = await createEmployee(t.db, { title: 'Kept', base: '4000.00' });
    for (const token of [admin.token, nvSuperAdmin.token]) {
      for (const body of [
        { title: 'Changed', base: '1.00' },
        { title: 'Changed', base_desc: 'x' },
      ]) {
        const refused = await put(az.uuid, token, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ detail: BASE_SUPER_ONLY_DETAIL });
      }
    }
    expect(await storedEmployee(t.db, az.uuid)).toMatchObject({ title: 'Kept', base: '4000.00', version: 1 });
  });

  it('saves nothing when the base or another field is refused', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const emp = await createEmployee(t.db, { title: 'Kept', base: '4000.00', start_date: '2024-05-01' });
    const badBase = await put(emp.uuid, su.token, { title: 'Changed', base: '12.345' });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json()).toMatchObject({ detail: 'body.base: must be an amount such as 1234.50' });
    const badDate = await put(emp.uuid, su.token, { base: '9999', termination_date: '2024-04-30' });
    expect(badDate.statusCode).toBe(400);
    expect(await storedEmployee(t.db, emp.uuid)).toMatchObject({
      title: 'Kept',
      base: '4000.00',
      version: 1,
    });
  });

  it('still refuses a base on create: a new employee gets it once saved', async () => {
    const su = await signedInUser(t, { roles: ['Super User'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: bearer(su.token),
      payload: { first_name: 'New', last_name: 'Person', base: '5000.00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'body.base: unknown field' });
  });
});
