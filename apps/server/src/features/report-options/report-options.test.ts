import { type PutReportOptionsBody, SESSION_DETAILS } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setReportOptions, storedReportOptions } from '../../../test/fixtures/report-options.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';
import { auditLog, reportOptions } from '../../db/schema/index.ts';
import { STALE_RECORD_DETAIL } from '../../http/etag.ts';

const t = testAppForFile();

// Each test starts from the same two rows and an empty audit trail for them.
beforeEach(async () => {
  await t.db.delete(reportOptions);
  await t.db.delete(auditLog).where(eq(auditLog.entity, 'report_options'));
  await setReportOptions(t.db, 'AZ', {
    reports_send_to: ['az-one@hub.test', 'az-two@hub.test'],
    projected_openings: 400,
    projected_revenue: '1500000.00',
    version: 3,
  });
  await setReportOptions(t.db, 'NV', {
    reports_send_to: ['nv@hub.test'],
    projected_openings: 120,
    projected_revenue: '450000.00',
    version: 2,
  });
});

const STORED = {
  az_reports_send_to: ['az-one@hub.test', 'az-two@hub.test'],
  az_projected_openings: 400,
  az_projected_revenue: '1500000.00',
  nv_reports_send_to: ['nv@hub.test'],
  nv_projected_openings: 120,
  nv_projected_revenue: '450000.00',
};
const { version: _v, ...UNCHANGED_BODY } = { ...STORED, version: 5 };
/** What a Nevada State Super User reads of Arizona, and sends back. */
const AZ_HIDDEN = { az_reports_send_to: null, az_projected_openings: null, az_projected_revenue: null };
const NV_HIDDEN = { nv_reports_send_to: null, nv_projected_openings: null, nv_projected_revenue: null };

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/report-options', headers });
const save = (headers: Record<string, string>, payload: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/report-options',
    headers: ifMatch === undefined ? headers : { ...headers, 'if-match': ifMatch },
    payload,
  });
const auditRows = () =>
  t.db
    .select({
      user_id: auditLog.user_id,
      action: auditLog.action,
      entity_id: auditLog.entity_id,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entity, 'report_options'))
    .orderBy(auditLog.id);

describe('GET /api/admin/report-options', () => {
  it('answers both states with the sum of the row versions, also as the ETag', async () => {
    const response = await read(t.as('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...STORED, version: 5 });
    expect(response.headers.etag).toBe('"5"');
  });

  it('reads a missing row as nulls', async () => {
    await t.db.delete(reportOptions).where(eq(reportOptions.state, 'NV'));
    expect((await read(t.as('admin'))).json()).toEqual({
      ...STORED,
      nv_reports_send_to: null,
      nv_projected_openings: null,
      nv_projected_revenue: null,
      version: 3,
    });
    await t.db.delete(reportOptions);
    const empty = await read(t.as('admin'));
    expect(empty.json()).toEqual({
      az_reports_send_to: null,
      az_projected_openings: null,
      az_projected_revenue: null,
      nv_reports_send_to: null,
      nv_projected_openings: null,
      nv_projected_revenue: null,
      version: 0,
    });
    expect(empty.headers.etag).toBe('"0"');
  });

  it("gives a State Super User their own state's section only: the other reads as null", async () => {
    const response = await read(t.as('nvSuper'));
    expect(response.statusCode).toBe(200);
    // The version is their own row's, so a change in the other state tells them nothing either.
    expect(response.json()).toEqual({ ...STORED, ...AZ_HIDDEN, version: 2 });
    expect(response.headers.etag).toBe('"2"');
    expect(response.body).not.toContain('az-one@hub.test');
    expect(response.body).not.toContain('1500000');
  });

  it('is refused to roles outside administration', async () => {
    const response = await read(t.as('sales'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: SESSION_DETAILS.forbidden });
  });
});

describe('PUT /api/admin/report-options', () => {
  it('saves both states, raises the version and answers the document with its ETag', async () => {
    const body: PutReportOptionsBody = {
      az_reports_send_to: ['a@x.com', ' b@x.com ', 'c@x.com'],
      az_projected_openings: 12,
      az_projected_revenue: '1250000',
      nv_reports_send_to: [],
      nv_projected_openings: null,
      nv_projected_revenue: '0099.5',
    };
    const response = await save(t.as('admin'), body, '"5"');
    expect(response.statusCode).toBe(200);
    const expected = {
      az_reports_send_to: ['a@x.com', 'b@x.com', 'c@x.com'],
      az_projected_openings: 12,
      az_projected_revenue: '1250000.00',
      nv_reports_send_to: null,
      nv_projected_openings: null,
      nv_projected_revenue: '99.50',
      version: 7,
    };
    expect(response.json()).toEqual(expected);
    expect(response.headers.etag).toBe('"7"');
    expect((await read(t.as('admin'))).json()).toEqual(expected);

    expect(await auditRows()).toEqual([
      {
        user_id: t.user('admin').id,
        action: 'update',
        entity_id: 'AZ',
        before: {
          reports_send_to: STORED.az_reports_send_to,
          projected_openings: 400,
          projected_revenue: '1500000.00',
        },
        after: {
          reports_send_to: ['a@x.com', 'b@x.com', 'c@x.com'],
          projected_openings: 12,
          projected_revenue: '1250000.00',
        },
      },
      {
        user_id: t.user('admin').id,
        action: 'update',
        entity_id: 'NV',
        before: { reports_send_to: ['nv@hub.test'], projected_openings: 120, projected_revenue: '450000.00' },
        after: { reports_send_to: null, projected_openings: null, projected_revenue: '99.50' },
      },
    ]);
  });

  it('writes only the state that changed', async () => {
    const response = await save(t.as('admin'), { ...UNCHANGED_BODY, nv_projected_openings: 125 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...STORED, nv_projected_openings: 125, version: 6 });
    expect(await storedReportOptions(t.db)).toEqual([
      expect.objectContaining({ state: 'AZ', version: 3 }),
      expect.objectContaining({ state: 'NV', projected_openings: 125, version: 3 }),
    ]);
    expect((await auditRows()).map((row) => row.entity_id)).toEqual(['NV']);

    // Nothing different: nothing written, the version stays.
    const same = await save(t.as('admin'), { ...UNCHANGED_BODY, nv_projected_openings: 125 });
    expect(same.json().version).toBe(6);
    expect(await auditRows()).toHaveLength(1);
  });

  it('creates a missing row (audited as a create)', async () => {
    await t.db.delete(reportOptions).where(eq(reportOptions.state, 'AZ'));
    const response = await save(
      t.as('admin'),
      {
        ...UNCHANGED_BODY,
        az_reports_send_to: ['new@hub.test'],
        az_projected_openings: null,
        az_projected_revenue: null,
      },
      '"2"',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ az_reports_send_to: ['new@hub.test'], version: 3 });
    expect(await auditRows()).toEqual([
      expect.objectContaining({ action: 'create', entity_id: 'AZ', before: null }),
    ]);
  });

  it('refuses bad input with the field and the reason, and changes nothing', async () => {
    const before = await storedReportOptions(t.db);
    const cases: [object, string | RegExp][] = [
      [
        { ...UNCHANGED_BODY, az_reports_send_to: ['a@x.com', 'not an e-mail'] },
        'body.az_reports_send_to.1: must be an e-mail address',
      ],
      [{ ...UNCHANGED_BODY, nv_reports_send_to: 'a@x.com' }, /^body\.nv_reports_send_to: /],
      [{ ...UNCHANGED_BODY, az_projected_openings: -1 }, 'body.az_projected_openings: must not be negative'],
      [
        { ...UNCHANGED_BODY, nv_projected_openings: 12.7 },
        'body.nv_projected_openings: must be a whole number',
      ],
      [{ ...UNCHANGED_BODY, nv_projected_openings: '12' }, /^body\.nv_projected_openings: /],
      [
        { ...UNCHANGED_BODY, az_projected_revenue: '$1,250,000' },
        'body.az_projected_revenue: must be a non-negative amount such as 1250000.00',
      ],
      [
        { ...UNCHANGED_BODY, az_projected_revenue: '-5' },
        /^body\.az_projected_revenue: must be a non-negative/,
      ],
      [{ ...UNCHANGED_BODY, nv_projected_revenue: '1.234' }, /^body\.nv_projected_revenue: /],
      [{ ...UNCHANGED_BODY, nv_projected_revenue: 1250000 }, /^body\.nv_projected_revenue: /],
      [{ ...UNCHANGED_BODY, nv_projected_revenue: undefined }, 'body.nv_projected_revenue: is required'],
      [{ ...UNCHANGED_BODY, version: 5 }, 'body.version: unknown field'],
      [{ ...UNCHANGED_BODY, tx_projected_openings: 1 }, 'body.tx_projected_openings: unknown field'],
    ];
    for (const [payload, detail] of cases) {
      const response = await save(t.as('admin'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (typeof detail === 'string') expect(response.json()).toMatchObject({ detail });
      else expect(response.json().detail).toMatch(detail);
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => `r${i}@hub.test`);
    expect((await save(t.as('admin'), { ...UNCHANGED_BODY, az_reports_send_to: tooMany })).statusCode).toBe(
      400,
    );
    expect(
      (await save(t.as('admin'), { ...UNCHANGED_BODY, az_projected_openings: 1_000_001 })).statusCode,
    ).toBe(400);

    expect(await storedReportOptions(t.db)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('is refused to roles outside administration, and changes nothing', async () => {
    const before = await storedReportOptions(t.db);
    const response = await save(t.as('sales'), { ...UNCHANGED_BODY, az_projected_openings: 1 });
    expect(response.statusCode).toBe(403);
    expect(await storedReportOptions(t.db)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("lets a State Super User change their own state's options only", async () => {
    const before = await storedReportOptions(t.db);
    // Any value in Arizona's section (even Arizona's stored one, even with Nevada) writes nothing at all.
    const attempts: [object, string][] = [
      [{ ...UNCHANGED_BODY, az_projected_openings: 1, nv_projected_openings: 2 }, 'az_reports_send_to'],
      [{ ...UNCHANGED_BODY, ...AZ_HIDDEN, az_projected_openings: 400 }, 'az_projected_openings'],
      [{ ...UNCHANGED_BODY, ...AZ_HIDDEN, az_reports_send_to: ['spy@x.com'] }, 'az_reports_send_to'],
      [{ ...UNCHANGED_BODY, ...AZ_HIDDEN, az_projected_revenue: '1' }, 'az_projected_revenue'],
    ];
    for (const [body, field] of attempts) {
      const other = await save(t.as('nvSuper'), body);
      expect(other.statusCode, JSON.stringify(body)).toBe(403);
      expect(other.json()).toMatchObject({
        detail: `body.${field}: you may read and change only the report options of NV; send it as null.`,
      });
    }
    expect(await storedReportOptions(t.db)).toEqual(before);
    expect(await auditRows()).toEqual([]);

    // Sending Arizona back as read (null) leaves it as it is.
    const own = await save(
      t.as('nvSuper'),
      { ...UNCHANGED_BODY, ...AZ_HIDDEN, nv_reports_send_to: ['nv-new@hub.test'] },
      '"2"',
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      ...STORED,
      ...AZ_HIDDEN,
      nv_reports_send_to: ['nv-new@hub.test'],
      version: 3,
    });
    expect(own.headers.etag).toBe('"3"');
    expect(await storedReportOptions(t.db)).toEqual([
      before[0],
      expect.objectContaining({ state: 'NV', reports_send_to: ['nv-new@hub.test'], version: 3 }),
    ]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ user_id: t.user('nvSuper').id, action: 'update', entity_id: 'NV' }),
    ]);
  });

  it('lets an Arizona State Super User change Arizona but not Nevada', async () => {
    const azSuper = await signedInUser(t, { roles: ['State Super User'], state: 'AZ' });
    expect((await save(azSuper.headers, { ...UNCHANGED_BODY, nv_projected_revenue: null })).statusCode).toBe(
      403,
    );
    const own = await save(azSuper.headers, { ...UNCHANGED_BODY, ...NV_HIDDEN, az_projected_revenue: null });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ ...STORED, ...NV_HIDDEN, az_projected_revenue: null, version: 4 });
    expect(await storedReportOptions(t.db)).toEqual([
      expect.objectContaining({ state: 'AZ', projected_revenue: null }),
      expect.objectContaining({ state: 'NV', reports_send_to: ['nv@hub.test'], version: 2 }),
    ]);
  });

  it('refuses a save based on an older version (412) and changes nothing', async () => {
    const first = await save(t.as('admin'), { ...UNCHANGED_BODY, az_projected_openings: 401 }, '"5"');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"6"');
    const before = await storedReportOptions(t.db);

    const stale = await save(t.as('admin'), { ...UNCHANGED_BODY, nv_projected_openings: 1 }, '"5"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: STALE_RECORD_DETAIL });
    expect(await storedReportOptions(t.db)).toEqual(before);
    expect(await auditRows()).toHaveLength(1);

    const badHeader = await save(t.as('admin'), UNCHANGED_BODY, 'yesterday');
    expect(badHeader.statusCode).toBe(400);

    // With the current version, or without If-Match (the spec's callers), the save goes through.
    expect((await save(t.as('admin'), { ...STORED, nv_projected_openings: 1 }, 'W/"6"')).statusCode).toBe(
      200,
    );
    expect((await save(t.as('admin'), { ...STORED, nv_projected_openings: 2 })).statusCode).toBe(200);
  });
});
