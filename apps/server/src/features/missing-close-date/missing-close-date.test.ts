import { fromCents, sumCents, toCents } from '@hub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { createNamedEmployee } from '../../../test/fixtures/employees.ts';
import { csvRecords, insertFile } from '../../../test/fixtures/file-reports.ts';
import { signedInUser, testAppForFile } from '../../../test/helper.ts';

/** GET /api/reports/files-missing-close-date: files closed in the order system with no close date. */
const t = testAppForFile();

type Row = Record<string, unknown> & {
  order_number: string;
  title_insurance_fee: string;
  settlement_fee: string;
};
type Headers = Record<string, string>;

const get = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reports/files-missing-close-date${query}`, headers });
const orders = (rows: Row[]) => rows.map((r) => r.order_number);

/** The texts of file AZ-2 (closed, every date missing, the imported text unreadable), listed as stored. */
const AZ2_TEXT = {
  order_number: 'AZ-2',
  buyer: 'Bea Buyer',
  seller: 'Sam Seller',
  posted_settlement_date_imp: '00/00/0000',
  posted_title_date_imp: 'PENDING',
};

let listed: Record<string, { file_id: number; file_uuid: string }>;

beforeAll(async () => {
  const phoenix = await createBranch(t.db, { name: '102 Phoenix - Magnus Title Agency', state: 'AZ' });
  const chandler = await createBranch(t.db, { name: '104 Chandler - Magnus Title Agency', state: 'AZ' });
  const reno = await createBranch(t.db, { name: '201 Reno - Magnus Title Agency', state: 'NV' });
  const eo = await createNamedEmployee(t.db, 'EO', 'Erin', 'Escrow', { email: 'erin.escrow@hub.test' });
  const base = { order_status: 'CLOSED' as const, branch_id: phoenix.branch_id };
  listed = {
    // Closed, every date missing, the imported text unreadable.
    'AZ-2': await insertFile(t.db, {
      ...base,
      ...AZ2_TEXT,
      settlement_fee: '1250.00',
      owners_policy: '1800.25',
      lenders_policy: '640.10',
      endorsements: '75.00',
      title_processing: '150.00',
      escrow_officer_id: eo.employee_id,
    }),
    'AZ-1': await insertFile(t.db, { ...base, order_number: 'AZ-1', settlement_fee: '900.00' }),
    // Open in this system, but the order system posted a settlement (text only).
    'AZ-3': await insertFile(t.db, {
      order_number: 'AZ-3',
      order_status: 'OPEN',
      branch_id: chandler.branch_id,
      posted_settlement_date_imp: '13/45/2030',
    }),
    // No branch: last.
    'AZ-9': await insertFile(t.db, { order_status: 'CLOSED', order_number: 'AZ-9' }),
    'NV-1': await insertFile(t.db, {
      ...base,
      state: 'NV',
      order_number: 'NV-1',
      branch_id: reno.branch_id,
      owners_policy: '10.00',
    }),
  };
  // Not listed: a close date of any kind, cancelled, open with no posted text (or blank text).
  await insertFile(t.db, { ...base, order_number: 'X-disb', disb_date: '2030-01-10' });
  await insertFile(t.db, { ...base, order_number: 'X-posted', posted_title_date: '2030-01-11' });
  await insertFile(t.db, { ...base, order_number: 'X-override', override_close_date: '2030-01-12' });
  await insertFile(t.db, {
    order_number: 'X-cancelled',
    order_status: 'CANCELLED',
    cancel_date: '2030-01-05',
  });
  await insertFile(t.db, { ...base, order_number: 'X-cancel-date', cancel_date: '2030-01-05' });
  await insertFile(t.db, { order_number: 'X-open', order_status: 'OPEN' });
  await insertFile(t.db, { order_number: 'X-blank', order_status: 'OPEN', posted_title_date_imp: '   ' });
});

describe('GET /api/reports/files-missing-close-date', () => {
  it('lists the closed files with no close date, by branch then order number, with the fees', async () => {
    const response = await get(t.as('superUser'));
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json();
    expect(orders(rows)).toEqual(['AZ-1', 'AZ-2', 'AZ-3', 'NV-1', 'AZ-9']);
    const first = rows.find((r) => r.order_number === 'AZ-2');
    expect(first).toEqual({
      file_id: listed['AZ-2']?.file_id,
      file_uuid: listed['AZ-2']?.file_uuid,
      ...AZ2_TEXT,
      settlement_fee: '1250.00',
      // The owner's and the lender's policy; endorsements and title processing are not premiums.
      title_insurance_fee: fromCents(sumCents([toCents('1800.25'), toCents('640.10')])),
      escrow_officer_name: 'Erin Escrow',
      escrow_officer_email: 'erin.escrow@hub.test',
      // Without the agency suffix, as every report names a branch.
      branch_name: '102 Phoenix',
    });
    expect(rows.find((r) => r.order_number === 'AZ-9')).toMatchObject({
      escrow_officer_name: null,
      escrow_officer_email: null,
      branch_name: null,
      settlement_fee: '0.00',
      title_insurance_fee: '0.00',
    });
    // The fees of the list add up to those entered above.
    expect(fromCents(sumCents(rows.map((r) => toCents(r.title_insurance_fee))))).toBe(
      fromCents(sumCents(['1800.25', '640.10', '10.00'].map(toCents))),
    );
    expect(fromCents(sumCents(rows.map((r) => toCents(r.settlement_fee))))).toBe('2150.00');
  });

  it('shows a State Super User their own state only; Admin and Super User both', async () => {
    expect(orders((await get(t.as('nvSuper'))).json())).toEqual(['NV-1']);
    const az = await signedInUser(t, { roles: ['State Super User'], state: 'AZ' });
    expect(orders((await get(az.headers)).json())).toEqual(['AZ-1', 'AZ-2', 'AZ-3', 'AZ-9']);
    expect(orders((await get(t.as('admin'))).json())).toHaveLength(5);
  });

  it('is for administrators only', async () => {
    for (const roles of [['Sales'], ['Sales-Assistant'], ['Escrow Officer']] as const) {
      const { headers } = await signedInUser(t, { roles });
      expect((await get(headers)).statusCode, roles[0]).toBe(403);
    }
    expect((await get({})).statusCode).toBe(401);
  });

  it('takes no parameters', async () => {
    const response = await get(t.as('admin'), '?state=AZ');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/state/);
  });

  it("exports the list's rows", async () => {
    for (const member of ['superUser', 'nvSuper'] as const) {
      const rows: Row[] = (await get(t.as(member))).json();
      const file = await t.app.inject({
        method: 'GET',
        url: '/api/reports/files-missing-close-date/export?format=csv',
        headers: t.as(member),
      });
      expect(file.statusCode).toBe(200);
      const records = csvRecords(file.body);
      expect(records.map((r) => r['Order #'])).toEqual(orders(rows));
      expect(records.map((r) => r['Title Insurance Fee'])).toEqual(rows.map((r) => r.title_insurance_fee));
      expect(records.map((r) => r['Escrow Officer Email'])).toEqual(
        rows.map((r) => (r.escrow_officer_email as string | null) ?? ''),
      );
      expect(records.map((r) => r.Branch)).toEqual(
        member === 'nvSuper' ? ['201 Reno'] : ['102 Phoenix', '102 Phoenix', '104 Chandler', '201 Reno', ''],
      );
    }
  });
});
