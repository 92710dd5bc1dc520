import type { RoleName, State } from '@hub/contract';
import { toCentsOrZero } from '@hub/domain/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createJv } from '../../../test/fixtures/employee-links.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { answeredRecord } from '../../../test/fixtures/records.ts';
import { multipart, spreadsheet } from '../../../test/fixtures/uploads.ts';
import { createEmployee, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { rebuildRollups } from '../../db/rollups.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, escFiles, fileAdjustments } from '../../db/schema/index.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';

const t = testAppForFile();

type Headers = Record<string, string>;
type Org = {
  azBranch: number;
  azBranch2: number;
  nvBranch: number;
  azJv: number;
  nvJv: number;
  statelessJv: number;
  rep: number;
  eo: number;
  linkedEo: number;
  otherRep: number;
};
let org: Org;
/** Callers beyond the file's staff (t.as): by role, with their ties. */
let as: {
  rep: Headers;
  assistant: Headers;
  eo: Headers;
  otherRep: Headers;
  azSuper: Headers;
  noRole: Headers;
};

let fileCounter = 0;

/** A closed AZ file (rep, EO, branch, JV at 50%) unless told, disbursed on 2026-02-10. */
async function insertFile(values: Partial<typeof escFiles.$inferInsert> = {}) {
  fileCounter += 1;
  const [row] = await t.db
    .insert(escFiles)
    .values({
      order_number: `FO-${fileCounter}-${Date.now() % 100_000}`,
      state: 'AZ',
      transaction_type: 'PURCHASE',
      order_status: 'CLOSED',
      open_date: '2026-01-05',
      disb_date: '2026-02-10',
      posted_settlement_date: '2026-02-11',
      posted_title_date: '2026-02-12',
      branch_id: org.azBranch,
      jv_id: org.azJv,
      marketing_rep_id: org.rep,
      escrow_officer_id: org.eo,
      title_processing: '150.00',
      settlement_fee: '1000.00',
      owners_policy: '800.00',
      lenders_policy: '400.00',
      endorsements: '75.00',
      ...values,
    })
    .returning({
      file_id: escFiles.file_id,
      file_uuid: escFiles.file_uuid,
      order_number: escFiles.order_number,
    });
  if (!row) throw new Error('file not created');
  return row;
}

async function insertAdjustment(fileId: number, values: Partial<typeof fileAdjustments.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(fileAdjustments)
    .values({ esc_file_id: fileId, posting_date: '2026-03-02', magnus_escrow: '10.00', ...values })
    .returning({ adj_id: fileAdjustments.adj_id });
  if (!row) throw new Error('adjustment not created');
  return row.adj_id;
}

async function user(
  roles: readonly RoleName[] | '',
  state: State,
  ties: { employeeId?: number; viewEmployeeId?: number } = {},
) {
  return (await signedInUser(t, { roles, state, ...ties })).headers;
}

/** Every rollup row as text, in order. */
async function rollupRows(): Promise<string[]> {
  const result = await t.db.execute(sql`select r::text as row from revenue_rollups r order by 1`);
  return rowsOf<{ row: string }>(result).map((r) => r.row);
}

/** The rollups as kept equal a rebuild from scratch (and the write moved them). */
async function expectRollupsRebuilt(before: string[]): Promise<void> {
  const kept = await rollupRows();
  await rebuildRollups(t.db);
  expect(kept).not.toEqual(before);
  expect(kept).toEqual(await rollupRows());
}

async function lastAudit(entity: string, entityId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)))
    .orderBy(desc(auditLog.id));
  return row;
}

const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

/** Cents of a decimal string, for sums written in the test. */
/** Exact cents of a money text (null as 0), never through a float. */
const cents = (amount: string | null): number => Number(toCentsOrZero(amount));
const dollars = (c: number) => (c / 100).toFixed(2);

function inject(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

beforeAll(async () => {
  const azBranch = await createBranch(t.db, { name: '101 Scottsdale - Magnus Title Agency', code: 'FO101' });
  const azBranch2 = await createBranch(t.db, { name: '102 Tempe - Magnus Title Agency', code: 'FO102' });
  const nvBranch = await createBranch(t.db, { name: '201 Las Vegas - Magnus Title', state: 'NV' });
  const azJv = await createJv(t.db, { name: 'Saguaro Title', magnus_title_pct: '0.5' });
  const nvJv = await createJv(t.db, { name: 'Desert Title', st: 'NV' });
  const statelessJv = await createJv(t.db, { name: 'Unassigned Title', st: null });
  const rep = await createNamedEmployee(t.db, 'REP', 'Sam', 'Ortiz');
  const eo = await createNamedEmployee(t.db, 'EO', 'Dana', 'Reyes');
  const linkedEo = await createNamedEmployee(t.db, 'EO', 'Lee', 'Linked', { link_to_emp_id: eo.employee_id });
  const otherRep = await createEmployee(t.db, { first_name: 'Olga', last_name: 'Other', state: 'AZ' });
  org = {
    azBranch: azBranch.branch_id,
    azBranch2: azBranch2.branch_id,
    nvBranch: nvBranch.branch_id,
    azJv: azJv.jv_id,
    nvJv: nvJv.jv_id,
    statelessJv: statelessJv.jv_id,
    rep: rep.employee_id,
    eo: eo.employee_id,
    linkedEo: linkedEo.employee_id,
    otherRep: otherRep.employee_id,
  };
  as = {
    rep: await user(['Sales'], 'AZ', { employeeId: rep.employee_id }),
    assistant: await user(['Sales-Assistant'], 'AZ', { viewEmployeeId: rep.employee_id }),
    eo: await user(['Escrow Officer'], 'AZ', { employeeId: eo.employee_id }),
    otherRep: await user(['Sales'], 'AZ', { employeeId: otherRep.employee_id }),
    azSuper: await user(['State Super User'], 'AZ'),
    noRole: await user('', 'AZ'),
  };
  await rebuildRollups(t.db);
});

describe('GET /api/files/:file_uuid', () => {
  it("answers the override fields with the file's version as the ETag", async () => {
    const file = await insertFile({ override_close_date: null });
    const response = await inject('GET', `/api/files/${file.file_uuid}`, t.as('superUser'));
    expect(answeredRecord(response, 200, 1)).toEqual({
      file_id: file.file_id,
      file_uuid: file.file_uuid,
      order_number: file.order_number,
      state: 'AZ',
      calc_close_date: '2026-02-10',
      override_close_date: null,
      title_processing: '150.00',
      settlement_fee: '1000.00',
      owners_policy: '800.00',
      lenders_policy: '400.00',
      endorsements: '75.00',
      settlement_agency: { branch_id: org.azBranch, name: '101 Scottsdale - Magnus Title Agency' },
      external_title_company: { jv_id: org.azJv, name: 'Saguaro Title' },
      version: 1,
    });
  });

  it('answers a file without branch or JV with nulls', async () => {
    const file = await insertFile({ branch_id: null, jv_id: null });
    const response = await inject('GET', `/api/files/${file.file_uuid}`, t.as('admin'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ settlement_agency: null, external_title_company: null });
  });

  it('answers only the files the caller may see (DOMAIN.md §9); others are 404', async () => {
    const file = await insertFile();
    const nvFile = await insertFile({ state: 'NV', branch_id: org.nvBranch, jv_id: null });
    const cases: [string, Headers, string, number][] = [
      ['Super User', t.as('superUser'), file.file_uuid, 200],
      ['Admin', t.as('admin'), nvFile.file_uuid, 200],
      ['the NV State Super User, an NV file', t.as('nvSuper'), nvFile.file_uuid, 200],
      ['the NV State Super User, an AZ file', t.as('nvSuper'), file.file_uuid, 404],
      ['the AZ State Super User, an NV file', as.azSuper, nvFile.file_uuid, 404],
      ["the file's rep", as.rep, file.file_uuid, 200],
      ["the rep's assistant", as.assistant, file.file_uuid, 200],
      ["the file's escrow officer", as.eo, file.file_uuid, 200],
      ['another rep', as.otherRep, file.file_uuid, 404],
      ['a Sales user without an employee', t.as('sales'), file.file_uuid, 404],
      ['a user without a role', as.noRole, file.file_uuid, 404],
    ];
    for (const [who, headers, uuid, status] of cases) {
      const response = await inject('GET', `/api/files/${uuid}`, headers);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
      if (status === 404) expect(response.json()).toEqual({ detail: 'File not found.' });
    }
  });

  it('refuses a key that is no uuid (400) and answers 404 for an unknown one', async () => {
    const bad = await inject('GET', '/api/files/12', t.as('superUser'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('path.file_uuid: must be a uuid');
    const unknown = await inject('GET', '/api/files/2b0c5a7e-3a51-4c44-9d0e-0f5c1c9b7a11', t.as('superUser'));
    expect(unknown.statusCode).toBe(404);
    expect(await inject('GET', '/api/files/2b0c5a7e-3a51-4c44-9d0e-0f5c1c9b7a11', {})).toMatchObject({
      statusCode: 401,
    });
  });
});

describe('PUT /api/files/:file_uuid', () => {
  const fullBody = {
    calc_close_date: '2026-02-20',
    external_title_company_id: null,
    owners_policy: '900.10',
    lenders_policy: null,
    endorsements: -5.5,
    title_processing: '',
    settlement_fee: 1234.56,
  };

  it('saves the override, raises the version, audits before and after, and moves the rollups', async () => {
    const file = await insertFile();
    await rebuildRollups(t.db);
    const before = await rollupRows();
    const response = await inject(
      'PUT',
      `/api/files/${file.file_uuid}`,
      { ...t.as('superUser'), 'if-match': '"1"' },
      { ...fullBody, settlement_agency_id: org.azBranch2 },
    );
    const saved = answeredRecord(response, 200, 2);
    expect(saved).toMatchObject({
      calc_close_date: '2026-02-20',
      override_close_date: '2026-02-20',
      owners_policy: '900.10',
      // Blank amounts are saved as 0: the file's amounts are never empty.
      lenders_policy: '0.00',
      title_processing: '0.00',
      endorsements: '-5.50',
      settlement_fee: '1234.56',
      settlement_agency: { branch_id: org.azBranch2, name: '102 Tempe - Magnus Title Agency' },
      external_title_company: null,
      version: 2,
    });
    const again = await inject('GET', `/api/files/${file.file_uuid}`, t.as('superUser'));
    expect(again.json()).toEqual(saved);

    const audit = await lastAudit('esc_files', file.file_uuid);
    expect(audit).toMatchObject({ action: 'update', user_email: t.user('superUser').email });
    expect(audit?.before).toMatchObject({
      settlement_fee: '1000.00',
      branch_id: org.azBranch,
      jv_id: org.azJv,
      version: 1,
    });
    expect(audit?.after).toMatchObject({
      settlement_fee: '1234.56',
      branch_id: org.azBranch2,
      jv_id: null,
      version: 2,
    });
    await expectRollupsRebuilt(before);
  });

  it('keeps as an override only a closing date other than what the file’s own dates give; null clears it', async () => {
    const file = await insertFile({ override_close_date: '2026-02-01' });
    const url = `/api/files/${file.file_uuid}`;
    const same = await inject('PUT', url, t.as('superUser'), { calc_close_date: '2026-02-10' });
    expect(same.json()).toMatchObject({ calc_close_date: '2026-02-10', override_close_date: null });
    const other = await inject('PUT', url, t.as('superUser'), { calc_close_date: '2026-03-31' });
    expect(other.json()).toMatchObject({ calc_close_date: '2026-03-31', override_close_date: '2026-03-31' });
    const cleared = await inject('PUT', url, t.as('superUser'), { calc_close_date: null });
    expect(cleared.json()).toMatchObject({ calc_close_date: '2026-02-10', override_close_date: null });
    const untouched = await inject('PUT', url, t.as('superUser'), { settlement_fee: '1.00' });
    expect(untouched.json()).toMatchObject({
      calc_close_date: '2026-02-10',
      owners_policy: '800.00',
      version: 5,
    });
  });

  it('refuses a stale save with 412 and changes nothing', async () => {
    const file = await insertFile();
    const url = `/api/files/${file.file_uuid}`;
    expect((await inject('PUT', url, t.as('superUser'), { settlement_fee: '5.00' })).statusCode).toBe(200);
    const audits = await auditCount();
    const stale = await inject(
      'PUT',
      url,
      { ...t.as('superUser'), 'if-match': '"1"' },
      { settlement_fee: '6.00' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect((await inject('GET', url, t.as('superUser'))).json()).toMatchObject({
      settlement_fee: '5.00',
      version: 2,
    });
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a save made before an upload changed the file (the upload raises the version)', async () => {
    const file = await insertFile();
    const url = `/api/files/${file.file_uuid}`;
    const opened = await inject('GET', url, t.as('superUser'));
    const header = [
      'order_number',
      'state',
      'transaction_type',
      'order_status',
      'open_date',
      'disb_date',
      'branch',
      'settlement_fee',
    ];
    const row = [
      file.order_number,
      'AZ',
      'PURCHASE',
      'CLOSED',
      '2026-01-05',
      '2026-02-10',
      'FO101',
      '2222.22',
    ];
    const upload = multipart(
      { upload_type: 'esc_files' },
      { name: 'files.csv', data: spreadsheet([header, row], 'csv') },
    );
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/upload-file',
      headers: { ...t.as('superUser'), ...upload.headers },
      payload: upload.payload,
    });
    expect(posted.statusCode, posted.body).toBe(202);
    await t.app.jobs.drain();
    const now = await inject('GET', url, t.as('superUser'));
    expect(now.json()).toMatchObject({ settlement_fee: '2222.22', version: 2 });
    const stale = await inject(
      'PUT',
      url,
      { ...t.as('superUser'), 'if-match': opened.headers.etag as string },
      { settlement_fee: '1000.00' },
    );
    expect(stale.statusCode).toBe(412);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const file = await insertFile();
    const url = `/api/files/${file.file_uuid}`;
    const cases: [unknown, string][] = [
      [{ settlement_fee: 'abc' }, 'body.settlement_fee: must be an amount such as 1234.50'],
      [{ owners_policy: 1.234 }, 'body.owners_policy: must be an amount such as 1234.50'],
      [{ endorsements: true }, 'body.endorsements: must be an amount such as 1234.50'],
      [{ calc_close_date: '02/30/2026' }, 'body.calc_close_date: must be a date such as 2024-01-31'],
      [{ settlement_agency_id: 'x' }, 'body.settlement_agency_id: must be a branch number'],
      [{ misc_fees: '1.00' }, 'body.misc_fees: unknown field'],
      [{ settlement_agency_id: 999_999 }, 'body.settlement_agency_id: no branch has this id'],
      [{ external_title_company_id: 999_999 }, 'body.external_title_company_id: no JV has this id'],
      [
        { settlement_agency_id: org.nvBranch },
        "body.settlement_agency_id: that branch is not in the file's state (AZ)",
      ],
      [
        { external_title_company_id: org.nvJv },
        "body.external_title_company_id: that JV is not in the file's state (AZ)",
      ],
    ];
    for (const [payload, detail] of cases) {
      const response = await inject('PUT', url, t.as('superUser'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect((await inject('GET', url, t.as('superUser'))).json()).toMatchObject({ version: 1 });
  });

  it('lets a Super User link a JV without a state; a State Super User gets 403 for it', async () => {
    const file = await insertFile();
    const url = `/api/files/${file.file_uuid}`;
    const scoped = await inject('PUT', url, as.azSuper, { external_title_company_id: org.statelessJv });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().detail).toBe(
      'body.external_title_company_id: that JV has no state; only a user who sees both states may link it.',
    );
    const full = await inject('PUT', url, t.as('superUser'), { external_title_company_id: org.statelessJv });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().external_title_company).toEqual({ jv_id: org.statelessJv, name: 'Unassigned Title' });
  });

  it('is for supers only: a State Super User on their own state; everyone else 403', async () => {
    const file = await insertFile();
    const nvFile = await insertFile({ state: 'NV', branch_id: org.nvBranch, jv_id: org.nvJv });
    const cases: [string, Headers, string, number][] = [
      ['the AZ State Super User, an AZ file', as.azSuper, file.file_uuid, 200],
      ['the NV State Super User, an NV file', t.as('nvSuper'), nvFile.file_uuid, 200],
      ['the NV State Super User, an AZ file', t.as('nvSuper'), file.file_uuid, 403],
      ['the AZ State Super User, an NV file', as.azSuper, nvFile.file_uuid, 403],
      ['Admin', t.as('admin'), file.file_uuid, 403],
      ["the file's rep", as.rep, file.file_uuid, 403],
      ["the rep's assistant", as.assistant, file.file_uuid, 403],
      ["the file's escrow officer", as.eo, file.file_uuid, 403],
      ['a user without a role', as.noRole, file.file_uuid, 403],
    ];
    for (const [who, headers, uuid, status] of cases) {
      const audits = await auditCount();
      const response = await inject('PUT', `/api/files/${uuid}`, headers, { settlement_fee: '77.00' });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
      if (status === 403) expect(await auditCount()).toBe(audits);
    }
    expect((await inject('GET', `/api/files/${file.file_uuid}`, t.as('superUser'))).json().version).toBe(2);
    // A State Super User may not link a branch of the other state either (403, not 400).
    const linked = await inject('PUT', `/api/files/${file.file_uuid}`, as.azSuper, {
      settlement_agency_id: org.nvBranch,
    });
    expect(linked.statusCode).toBe(403);
    expect(linked.json().detail).toBe('body.settlement_agency_id: that branch is in another state.');
  });

  it('answers 404 for an unknown file', async () => {
    const response = await inject(
      'PUT',
      '/api/files/2b0c5a7e-3a51-4c44-9d0e-0f5c1c9b7a11',
      t.as('superUser'),
      {
        settlement_fee: '1.00',
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/file-adjustments', () => {
  it('adds an adjustment (201, the row as listed), audits it and moves the rollups', async () => {
    const file = await insertFile();
    await rebuildRollups(t.db);
    const before = await rollupRows();
    const response = await inject('POST', '/api/file-adjustments', t.as('superUser'), {
      esc_file_id: file.file_id,
      posting_date: '2026-03-05',
      event_date: '',
      magnus_escrow: '125.00',
      magnus_title: 100,
      partner_title: '50',
      title_processsing: null,
      bundled_escrow: '-20.10',
      endorsements: '20.00',
      reason: '  Refund  ',
      note: '   ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    // The underwriter's share of the adjustment: round((100 + 50 + 20) x 12%) = 20.40, told by field
    // (12.00, 6.00, 2.40), so the after-uw amounts are 88.00, 44.00 and 17.60.
    expect(created).toEqual({
      adj_id: expect.any(Number),
      esc_file_id: file.file_id,
      posting_date: '2026-03-05',
      event_date: null,
      order_num: file.order_number,
      branch_name: '101 Scottsdale - Magnus Title Agency',
      eo_name_name: 'Dana Reyes',
      magnus_escrow: '125.00',
      magnus_title: '100.00',
      partner_title: '50.00',
      title_processsing: null,
      endorsements: '20.00',
      endorsements_after_uw: '17.60',
      bundled_escrow: '-20.10',
      bundled_escrow_after_adj: '-20.10',
      mag_title_after_uw: '88.00',
      part_title_after_uw: '44.00',
      reason: 'Refund',
      note: null,
    });
    // The three after-uw amounts add up to the ledger's title revenue after the underwriter.
    const [ledger] = rowsOf<{ title: string; escrow: string }>(
      await t.db.execute(sql`select title_revenue_after_uw::text as title, escrow_revenue_after_uw::text as escrow
        from revenue_ledger where adj_id = ${created.adj_id}`),
    );
    expect(cents(ledger?.title ?? null)).toBe(8800 + 4400 + 1760);
    expect(cents(ledger?.escrow ?? null)).toBe(12500 - 2010);

    const audit = await lastAudit('file_adjustments', String(created.adj_id));
    expect(audit).toMatchObject({ action: 'create', before: null, after: created });
    const [stored] = await t.db
      .select()
      .from(fileAdjustments)
      .where(eq(fileAdjustments.adj_id, created.adj_id));
    expect(stored?.created_by).toBe(t.user('superUser').id);
    await expectRollupsRebuilt(before);
  });

  it("refuses a missing posting date with the spec's message, and bad amounts, saving nothing", async () => {
    const file = await insertFile();
    const count = async () =>
      (await t.db.select().from(fileAdjustments).where(eq(fileAdjustments.esc_file_id, file.file_id))).length;
    for (const posting_date of [undefined, null, '', '  ']) {
      const response = await inject('POST', '/api/file-adjustments', t.as('superUser'), {
        esc_file_id: file.file_id,
        magnus_escrow: '5.00',
        ...(posting_date === undefined ? {} : { posting_date }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'body.posting_date: Posting Date is required.',
        errors: [{ path: 'posting_date', message: 'Posting Date is required.' }],
      });
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ posting_date: '2026-02-30' }, 'body.posting_date: must be a date such as 2024-01-31'],
      [{ magnus_title: 'ten' }, 'body.magnus_title: must be an amount such as 1234.50'],
      [{ endorsements: 0.001 }, 'body.endorsements: must be an amount such as 1234.50'],
      [{ reason: 'x'.repeat(501) }, 'body.reason: must be at most 500 characters'],
      [{ esc_file_id: 'one' }, 'body.esc_file_id: must be a file number'],
    ];
    for (const [overrides, detail] of cases) {
      const response = await inject('POST', '/api/file-adjustments', t.as('superUser'), {
        esc_file_id: file.file_id,
        posting_date: '2026-03-01',
        ...overrides,
      });
      expect(response.statusCode, detail).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await count()).toBe(0);
    const unknown = await inject('POST', '/api/file-adjustments', t.as('superUser'), {
      esc_file_id: 999_999,
      posting_date: '2026-03-01',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for supers only: a State Super User on their own state; everyone else 403', async () => {
    const file = await insertFile();
    const nvFile = await insertFile({ state: 'NV', branch_id: org.nvBranch, jv_id: null });
    const cases: [string, Headers, number, number][] = [
      ['the AZ State Super User, an AZ file', as.azSuper, file.file_id, 201],
      ['the NV State Super User, an NV file', t.as('nvSuper'), nvFile.file_id, 201],
      ['the NV State Super User, an AZ file', t.as('nvSuper'), file.file_id, 403],
      ['Admin', t.as('admin'), file.file_id, 403],
      ["the file's rep", as.rep, file.file_id, 403],
      ["the rep's assistant", as.assistant, file.file_id, 403],
      ["the file's escrow officer", as.eo, file.file_id, 403],
    ];
    for (const [who, headers, fileId, status] of cases) {
      const response = await inject('POST', '/api/file-adjustments', headers, {
        esc_file_id: fileId,
        posting_date: '2026-03-01',
        magnus_escrow: '1.00',
      });
      expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
    }
    const stored = await t.db
      .select()
      .from(fileAdjustments)
      .where(eq(fileAdjustments.esc_file_id, file.file_id));
    expect(stored).toHaveLength(1);
  });
});

describe('GET /api/file-adjustments', () => {
  let file: { file_id: number; file_uuid: string; order_number: string };
  let linkedFile: { file_id: number; order_number: string };
  let otherFile: { file_id: number };
  let nvFile: { file_id: number };
  const amounts = [
    {
      posting_date: '2027-05-20',
      magnus_escrow: '10.01',
      magnus_title: '-3.33',
      endorsements: '0.05',
      reason: 'Second',
    },
    {
      posting_date: '2027-05-02',
      magnus_escrow: null,
      partner_title: '99.99',
      title_processsing: '12.34',
      bundled_escrow: '-7.07',
      reason: 'First',
    },
    { posting_date: '2027-05-20', magnus_escrow: null, magnus_title: '0.05', note: 'Third' },
  ];

  beforeAll(async () => {
    file = await insertFile();
    for (const values of amounts) await insertAdjustment(file.file_id, values);
    linkedFile = await insertFile({
      escrow_officer_id: org.linkedEo,
      marketing_rep_id: org.otherRep,
      branch_id: org.azBranch2,
    });
    await insertAdjustment(linkedFile.file_id, { posting_date: '2027-05-10', magnus_escrow: '1.00' });
    otherFile = await insertFile({
      escrow_officer_id: org.otherRep,
      marketing_rep_id: org.otherRep,
      jv_id: null,
    });
    await insertAdjustment(otherFile.file_id, { posting_date: '2027-05-11', magnus_escrow: '2.00' });
    nvFile = await insertFile({
      state: 'NV',
      branch_id: org.nvBranch,
      jv_id: null,
      escrow_officer_id: null,
      marketing_rep_id: null,
    });
    await insertAdjustment(nvFile.file_id, { posting_date: '2027-05-12', magnus_escrow: '3.00' });
  });

  it("lists one file's adjustments by posting date with totals equal to the rows' sums", async () => {
    const response = await inject(
      'GET',
      `/api/file-adjustments?esc_file_id=${file.file_id}`,
      t.as('superUser'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { rows, totals } = response.json();
    expect(rows.map((r: { reason: string | null; note: string | null }) => r.reason ?? r.note)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(rows[0]).toMatchObject({
      esc_file_id: file.file_id,
      order_num: file.order_number,
      branch_name: '101 Scottsdale - Magnus Title Agency',
      eo_name_name: 'Dana Reyes',
      event_date: null,
      // 99.99 x 12% = 11.9988 → 12.00
      part_title_after_uw: '87.99',
      mag_title_after_uw: null,
      bundled_escrow_after_adj: '-7.07',
    });
    const fields = [
      'magnus_escrow',
      'bundled_escrow',
      'bundled_escrow_after_adj',
      'magnus_title',
      'mag_title_after_uw',
      'partner_title',
      'part_title_after_uw',
      'title_processsing',
      'endorsements',
      'endorsements_after_uw',
    ];
    for (const field of fields) {
      const sum = rows.reduce(
        (total: number, row: Record<string, string | null>) => total + cents(row[field] ?? null),
        0,
      );
      expect(totals[field], field).toBe(dollars(sum));
    }
    // Every amount of every row: 10.01 - 3.33 + 0.05 + 99.99 + 12.34 - 7.07 + 0.05
    expect(totals.sum).toBe('112.04');
    expect(totals.magnus_escrow).toBe('10.01');
  });

  it('lists a posting-date range, narrowed by escrow officer (with linked ones), branch and state', async () => {
    const list = async (query: string, headers: Headers = t.as('superUser')) => {
      const response = await inject('GET', `/api/file-adjustments?${query}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .rows.map((r: { esc_file_id: number; posting_date: string }) => [r.esc_file_id, r.posting_date]);
    };
    const range = 'start_date=2027-05-01&end_date=2027-05-31';
    expect(await list(range)).toEqual([
      [file.file_id, '2027-05-02'],
      [linkedFile.file_id, '2027-05-10'],
      [otherFile.file_id, '2027-05-11'],
      [nvFile.file_id, '2027-05-12'],
      [file.file_id, '2027-05-20'],
      [file.file_id, '2027-05-20'],
    ]);
    expect(await list('start_date=2027-05-10&end_date=2027-05-11')).toEqual([
      [linkedFile.file_id, '2027-05-10'],
      [otherFile.file_id, '2027-05-11'],
    ]);
    expect(await list(`${range}&escrow_officer_id=${org.eo}`)).toEqual([
      [file.file_id, '2027-05-02'],
      [linkedFile.file_id, '2027-05-10'],
      [file.file_id, '2027-05-20'],
      [file.file_id, '2027-05-20'],
    ]);
    expect(await list(`${range}&branch_id=${org.azBranch2}`)).toEqual([[linkedFile.file_id, '2027-05-10']]);
    expect(await list(`${range}&state=nv`)).toEqual([[nvFile.file_id, '2027-05-12']]);
    // Each caller sees the adjustments of the files they may see.
    expect(await list(range, t.as('nvSuper'))).toEqual([[nvFile.file_id, '2027-05-12']]);
    expect((await list(range, as.azSuper)).length).toBe(5);
    expect((await list(range, t.as('admin'))).length).toBe(6);
    expect(await list(range, as.rep)).toEqual([
      [file.file_id, '2027-05-02'],
      [file.file_id, '2027-05-20'],
      [file.file_id, '2027-05-20'],
    ]);
    expect((await list(range, as.assistant)).length).toBe(3);
    // The escrow officer's files include those of the officer linked to them.
    expect((await list(range, as.eo)).length).toBe(4);
    expect(await list(range, as.otherRep)).toEqual([
      [linkedFile.file_id, '2027-05-10'],
      [otherFile.file_id, '2027-05-11'],
    ]);
    expect(await list(range, t.as('sales'))).toEqual([]);
    expect(await list(`esc_file_id=${file.file_id}`, t.as('nvSuper'))).toEqual([]);
  });

  it('refuses a query with neither a file nor a whole range, or a range out of order', async () => {
    const cases: [string, string][] = [
      ['', 'query.esc_file_id: give esc_file_id, or start_date and end_date'],
      ['start_date=2027-05-01', 'query.esc_file_id: give esc_file_id, or start_date and end_date'],
      ['start_date=2027-05-31&end_date=2027-05-01', 'query.end_date: must be on or after start_date'],
      ['esc_file_id=abc', 'query.esc_file_id: must be a file number'],
      ['esc_file_id=1&colour=red', 'query: unknown field'],
    ];
    for (const [query, detail] of cases) {
      const response = await inject('GET', `/api/file-adjustments?${query}`, t.as('superUser'));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toContain(detail.split(': ')[1]);
    }
  });
});

describe('DELETE /api/file-adjustments/:adj_id', () => {
  it('deletes it (204), audits what it was and moves the rollups', async () => {
    const file = await insertFile();
    const adjId = await insertAdjustment(file.file_id, { magnus_title: '40.00', reason: 'Oops' });
    await rebuildRollups(t.db);
    const before = await rollupRows();
    const response = await inject('DELETE', `/api/file-adjustments/${adjId}`, t.as('superUser'));
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(fileAdjustments).where(eq(fileAdjustments.adj_id, adjId))).toEqual([]);
    const audit = await lastAudit('file_adjustments', String(adjId));
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit?.before).toMatchObject({
      adj_id: adjId,
      magnus_title: '40.00',
      mag_title_after_uw: '35.20',
      reason: 'Oops',
    });
    await expectRollupsRebuilt(before);
    const again = await inject('DELETE', `/api/file-adjustments/${adjId}`, t.as('superUser'));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Adjustment not found.' });
    expect((await inject('DELETE', '/api/file-adjustments/x', t.as('superUser'))).statusCode).toBe(400);
  });

  it('is for supers only: a State Super User on their own state; everyone else 403', async () => {
    const file = await insertFile();
    const adjId = await insertAdjustment(file.file_id);
    for (const headers of [t.as('nvSuper'), t.as('admin'), as.rep, as.assistant, as.eo, as.noRole]) {
      const response = await inject('DELETE', `/api/file-adjustments/${adjId}`, headers);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await t.db.select().from(fileAdjustments).where(eq(fileAdjustments.adj_id, adjId))).toHaveLength(
      1,
    );
    expect((await inject('DELETE', `/api/file-adjustments/${adjId}`, as.azSuper)).statusCode).toBe(204);
  });
});

describe('DELETE /api/files/:file_uuid', () => {
  it('deletes the file and its adjustments (204), audits them and takes them from the rollups', async () => {
    const file = await insertFile();
    const adjId = await insertAdjustment(file.file_id, { magnus_escrow: '33.00' });
    await rebuildRollups(t.db);
    const before = await rollupRows();
    const response = await inject('DELETE', `/api/files/${file.file_uuid}`, {
      ...t.as('superUser'),
      'if-match': '"1"',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(escFiles).where(eq(escFiles.file_id, file.file_id))).toEqual([]);
    expect(await t.db.select().from(fileAdjustments).where(eq(fileAdjustments.adj_id, adjId))).toEqual([]);
    const audit = await lastAudit('esc_files', file.file_uuid);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit?.before).toMatchObject({
      file_id: file.file_id,
      settlement_fee: '1000.00',
      adjustments: [{ adj_id: adjId, magnus_escrow: '33.00' }],
    });
    await expectRollupsRebuilt(before);
    expect((await inject('GET', `/api/files/${file.file_uuid}`, t.as('superUser'))).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/files/${file.file_uuid}`, t.as('superUser'))).statusCode).toBe(404);
  });

  it('refuses a stale delete (412) and callers other than a super within reach (403)', async () => {
    const file = await insertFile();
    const url = `/api/files/${file.file_uuid}`;
    expect((await inject('DELETE', url, { ...t.as('superUser'), 'if-match': '"7"' })).statusCode).toBe(412);
    for (const headers of [t.as('nvSuper'), t.as('admin'), as.rep, as.assistant, as.eo, as.noRole]) {
      const response = await inject('DELETE', url, headers);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await t.db.select().from(escFiles).where(eq(escFiles.file_id, file.file_id))).toHaveLength(1);
    expect((await inject('DELETE', url, as.azSuper)).statusCode).toBe(204);
  });
});
