import { NEW_CLIENTS_OTHER_REP, NEW_CLIENTS_REP_NOT_FOUND } from '@hub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { csvRecords, insertClient, insertFile } from '../../../test/fixtures/file-reports.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';

/**
 * GET /api/clients/reports/new-clients: a client is new when its first file ever opened in the range;
 * the files counted are the caller's (DOMAIN.md §9), optionally one rep's.
 */
const t = testAppForFile();

type Row = {
  uuid: string;
  company_name: string | null;
  individual_name: string | null;
  files: number;
  first_open_date: string;
};
type Headers = Record<string, string>;

const MARCH = 'start_date=2030-03-01&end_date=2030-03-31';
const get = (query: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/clients/reports/new-clients?${query}`, headers });
const names = (rows: Row[]) => rows.map((r) => r.company_name ?? r.individual_name);

const people = {} as Record<'repA' | 'repB' | 'eo' | 'repNv', { employee_id: number; uuid: string }>;
const clients = {} as Record<
  'beta' | 'alpha' | 'gamma' | 'nevada' | 'zed' | 'april' | 'edges',
  { client_id: number; uuid: string }
>;
const users = {} as Record<'salesA' | 'assistantA' | 'eo' | 'azSuper' | 'noRole', Headers>;

beforeAll(async () => {
  people.repA = await createNamedEmployee(t.db, 'REP', 'Rita', 'Rep');
  people.repB = await createNamedEmployee(t.db, 'REP', 'Ben', 'Rep');
  people.eo = await createNamedEmployee(t.db, 'EO', 'Eve', 'Officer');
  people.repNv = await createNamedEmployee(t.db, 'REP', 'Nia', 'Rep', { state: 'NV' });

  const file = (
    client: { client_id: number },
    open_date: string,
    extra: Parameters<typeof insertFile>[1] = {},
  ) => insertFile(t.db, { directing_client_id: client.client_id, open_date, ...extra });

  // New in March: two files, one each of rep A and rep B.
  clients.beta = await insertClient(t.db, { company_name: 'Beta Builders' });
  await file(clients.beta, '2030-03-05', { marketing_rep_id: people.repA.employee_id });
  await file(clients.beta, '2030-03-20', { marketing_rep_id: people.repB.employee_id });
  // New in March (lower case sorts among the others), its file with the escrow officer.
  clients.alpha = await insertClient(t.db, { company_name: 'alpha lending' });
  await file(clients.alpha, '2030-03-10', {
    marketing_rep_id: people.repB.employee_id,
    escrow_officer_id: people.eo.employee_id,
  });
  // A file in February: not new in March.
  clients.gamma = await insertClient(t.db, { company_name: 'Gamma Homes' });
  await file(clients.gamma, '2030-02-20', { marketing_rep_id: people.repA.employee_id });
  await file(clients.gamma, '2030-03-15', { marketing_rep_id: people.repA.employee_id });
  // A Nevada client.
  clients.nevada = await insertClient(t.db, { company_name: 'Nevada Title Partners' });
  await file(clients.nevada, '2030-03-12', { state: 'NV', marketing_rep_id: people.repNv.employee_id });
  // No company name: sorts last, by its individual name.
  clients.zed = await insertClient(t.db, { company_name: null, individual_name: 'Zed Individual' });
  await file(clients.zed, '2030-03-25', { marketing_rep_id: people.repA.employee_id });
  // First file in April.
  clients.april = await insertClient(t.db, { company_name: 'April Realty' });
  await file(clients.april, '2030-04-02', { marketing_rep_id: people.repA.employee_id });
  // Files on both ends of the range count; one before the range (the day before) would not.
  clients.edges = await insertClient(t.db, { company_name: 'Edge Escrow' });
  await file(clients.edges, '2030-03-01');
  await file(clients.edges, '2030-03-31');
  // A file with no directing client is nobody's.
  await insertFile(t.db, { open_date: '2030-03-08' });

  users.salesA = (await signedInUser(t, { roles: ['Sales'], employeeId: people.repA.employee_id })).headers;
  users.assistantA = (
    await signedInUser(t, { roles: ['Sales-Assistant'], viewEmployeeId: people.repA.employee_id })
  ).headers;
  users.eo = (
    await signedInUser(t, { roles: ['Escrow Officer'], employeeId: people.eo.employee_id })
  ).headers;
  users.azSuper = (await signedInUser(t, { roles: ['State Super User'], state: 'AZ' })).headers;
  users.noRole = (await signedInUser(t, { roles: '' })).headers;
});

describe('GET /api/clients/reports/new-clients', () => {
  it('lists the clients whose first file ever opened in the range, by company then individual name', async () => {
    const response = await get(MARCH, t.as('superUser'));
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json();
    expect(names(rows)).toEqual([
      'alpha lending',
      'Beta Builders',
      'Edge Escrow',
      'Nevada Title Partners',
      'Zed Individual',
    ]);
    const byName = new Map(rows.map((r) => [r.company_name ?? r.individual_name, r]));
    expect(byName.get('Beta Builders')).toEqual({
      uuid: clients.beta.uuid,
      company_name: 'Beta Builders',
      individual_name: null,
      files: 2,
      first_open_date: '2030-03-05',
    });
    expect(byName.get('Edge Escrow')).toMatchObject({ files: 2, first_open_date: '2030-03-01' });
    expect(byName.get('Zed Individual')).toMatchObject({ company_name: null, files: 1 });
    // The files counted add up to the files of these clients opened in March (2 + 1 + 2 + 1 + 1).
    expect(rows.reduce((sum, r) => sum + r.files, 0)).toBe(7);

    // A range that starts the day after a first file: that client is no longer new.
    const later = (await get('start_date=2030-03-06&end_date=2030-04-30', t.as('superUser'))).json() as Row[];
    expect(names(later)).toEqual([
      'alpha lending',
      'April Realty',
      'Nevada Title Partners',
      'Zed Individual',
    ]);
  });

  it('counts only the files an administrator reaches: a State Super User their own state', async () => {
    const nv: Row[] = (await get(MARCH, t.as('nvSuper'))).json();
    expect(names(nv)).toEqual(['Nevada Title Partners']);
    const az: Row[] = (await get(MARCH, users.azSuper)).json();
    expect(names(az)).toEqual(['alpha lending', 'Beta Builders', 'Edge Escrow', 'Zed Individual']);
    const admin: Row[] = (await get(MARCH, t.as('admin'))).json();
    expect(names(admin)).toHaveLength(5);
  });

  it("narrows to one rep's files", async () => {
    const repB: Row[] = (await get(`${MARCH}&marketing_rep_uuid=${people.repB.uuid}`, t.as('admin'))).json();
    expect(repB.map((r) => [r.company_name, r.files])).toEqual([
      ['alpha lending', 1],
      ['Beta Builders', 1],
    ]);
    // Beta Builders' first file was rep A's, and still dates it.
    expect(repB[1]?.first_open_date).toBe('2030-03-05');
  });

  it('shows a Sales user, a Sales-Assistant and an Escrow Officer only the clients of their own files', async () => {
    for (const headers of [users.salesA, users.assistantA]) {
      const rows: Row[] = (await get(MARCH, headers)).json();
      expect(rows.map((r) => [r.company_name ?? r.individual_name, r.files])).toEqual([
        ['Beta Builders', 1],
        ['Zed Individual', 1],
      ]);
      // Their own rep, named, gives the same.
      const own = await get(`${MARCH}&marketing_rep_uuid=${people.repA.uuid}`, headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(rows);
    }
    expect(names((await get(MARCH, users.eo)).json())).toEqual(['alpha lending']);
    // The AZ Sales user of the test app has no employee: nothing.
    expect((await get(MARCH, t.as('sales'))).json()).toEqual([]);
    expect((await get(MARCH, users.noRole)).json()).toEqual([]);
  });

  it("refuses another rep's clients to a non-administrator, and another state's rep to a State Super User", async () => {
    const other = await get(`${MARCH}&marketing_rep_uuid=${people.repB.uuid}`, users.salesA);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: NEW_CLIENTS_OTHER_REP });
    // Whether or not the rep exists.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`${MARCH}&marketing_rep_uuid=${unknown}`, users.eo)).statusCode).toBe(403);
    expect((await get(`${MARCH}&marketing_rep_uuid=${people.repA.uuid}`, t.as('nvSuper'))).statusCode).toBe(
      403,
    );
    const missing = await get(`${MARCH}&marketing_rep_uuid=${unknown}`, t.as('admin'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: NEW_CLIENTS_REP_NOT_FOUND });
    expect((await get(`${MARCH}&marketing_rep_uuid=${people.repNv.uuid}`, t.as('nvSuper'))).statusCode).toBe(
      200,
    );
  });

  it('refuses missing, malformed and reversed dates with a detail', async () => {
    for (const [query, detail] of [
      ['end_date=2030-03-31', 'query.start_date: is required'],
      ['start_date=2030-03-01', 'query.end_date: is required'],
      ['start_date=2030-02-30&end_date=2030-03-31', /^query\.start_date: /],
      ['start_date=03/01/2030&end_date=2030-03-31', /^query\.start_date: /],
      ['start_date=2030-03-31&end_date=2030-03-01', 'query.end_date: must be on or after start_date'],
      [`${MARCH}&marketing_rep_uuid=rita`, 'query.marketing_rep_uuid: must be the uuid of a marketing rep'],
      [`${MARCH}&rep_uuid=${people.repA.uuid}`, /rep_uuid/],
    ] as const) {
      const response = await get(query, t.as('admin'));
      expect(response.statusCode, query).toBe(400);
      if (typeof detail === 'string') expect(response.json().detail, query).toBe(detail);
      else expect(response.json().detail, query).toMatch(detail);
    }
    expect((await get(MARCH, {})).statusCode).toBe(401);
  });

  it('exports the rows the list shows the caller', async () => {
    for (const [headers, query] of [
      [t.as('superUser'), MARCH],
      [users.salesA, MARCH],
      [t.as('admin'), `${MARCH}&marketing_rep_uuid=${people.repB.uuid}`],
    ] as const) {
      const list: Row[] = (await get(query, headers)).json();
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/clients/reports/new-clients/export?format=csv&${query}`,
        headers,
      });
      expect(file.statusCode).toBe(200);
      expect(csvRecords(file.body)).toEqual(
        list.map((r) => ({
          Company: r.company_name ?? '',
          Individual: r.individual_name ?? '',
          'First File': r.first_open_date,
          Files: String(r.files),
        })),
      );
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/clients/reports/new-clients/export?format=csv&${MARCH}&marketing_rep_uuid=${people.repB.uuid}`,
      headers: users.salesA,
    });
    expect(refused.statusCode).toBe(403);
  });
});
