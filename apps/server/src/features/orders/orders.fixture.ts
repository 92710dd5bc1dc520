// The files the order-report tests list: both states, three branches, escrow officers linked to
// another, reps with their own credit settings, a JV partner, accented client and party names,
// adjustments posted in other months, and a run of plain files for paging and sorting.
import { addDays } from '@hub/domain/time';
import type { Db } from '../../db/client.ts';
import { rebuildRollups } from '../../db/rollups.ts';
import {
  branches,
  clients,
  employees,
  escFiles,
  fileAdjustments,
  jvEntities,
} from '../../db/schema/index.ts';

type FileValues = Partial<typeof escFiles.$inferInsert>;
type EmployeeValues = Partial<typeof employees.$inferInsert>;

async function branch(db: Db, name: string, state: 'AZ' | 'NV'): Promise<number> {
  const [row] = await db.insert(branches).values({ name, state }).returning({ id: branches.branch_id });
  if (!row) throw new Error('branch not created');
  return row.id;
}

async function employee(db: Db, values: EmployeeValues): Promise<number> {
  const [row] = await db
    .insert(employees)
    .values({ first_name: 'Erin', last_name: 'Employee', ...values })
    .returning({ id: employees.employee_id });
  if (!row) throw new Error('employee not created');
  return row.id;
}

async function client(db: Db, values: Partial<typeof clients.$inferInsert>): Promise<number> {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.client_id });
  if (!row) throw new Error('client not created');
  return row.id;
}

let fileCounter = 0;
async function file(db: Db, values: FileValues): Promise<number> {
  fileCounter += 1;
  const [row] = await db
    .insert(escFiles)
    .values({
      order_number: `ORD-${String(fileCounter).padStart(4, '0')}`,
      state: 'AZ',
      transaction_type: 'PURCHASE',
      order_status: 'OPEN',
      open_date: '2026-01-15',
      src_bus: 'Referral',
      ...values,
    })
    .returning({ id: escFiles.file_id });
  if (!row) throw new Error('file not created');
  return row.id;
}

export type OrderWorld = Awaited<ReturnType<typeof buildOrderWorld>>;

/** Everything the tests need, by name. Opens fall in January to March 2026; NV's too. */
export async function buildOrderWorld(db: Db) {
  const phoenix = await branch(db, '101 Phoenix - Magnus Title Agency', 'AZ');
  const tucson = await branch(db, '102 Tucson - Magnus Title Agency', 'AZ');
  const reno = await branch(db, '201 Reno - Magnus Title Agency', 'NV');

  const [jv] = await db
    .insert(jvEntities)
    .values({ name: 'Desert Partners Title', st: 'AZ', magnus_title_pct: '0.400000' })
    .returning({ id: jvEntities.jv_id });
  if (!jv) throw new Error('JV not created');

  const eoBoss = await employee(db, {
    first_name: 'Olivia',
    last_name: 'Boss',
    emp_type: 'EO',
    state: 'AZ',
    uw_split_pct: '0.100000',
  });
  const eoLinked = await employee(db, {
    first_name: 'Liam',
    last_name: 'Linked',
    emp_type: 'EO',
    state: 'AZ',
    link_to_emp_id: eoBoss,
  });
  const eoOther = await employee(db, { first_name: 'Otto', last_name: 'Other', emp_type: 'EO', state: 'AZ' });
  const rep1 = await employee(db, {
    first_name: 'Rita',
    last_name: 'Rep',
    emp_type: 'REP',
    state: 'AZ',
    uw_split_pct: '0.125000',
    rep_gets_full_jv_title: true,
  });
  const rep2 = await employee(db, { first_name: 'Sam', last_name: 'Seller', emp_type: 'REP', state: 'AZ' });
  const nvEo = await employee(db, { first_name: 'Nora', last_name: 'Nevada', emp_type: 'EO', state: 'NV' });

  const jose = await client(db, {
    individual_name: 'José Núñez',
    company_name: 'Casa Realty',
    email: 'jn@casa.test',
  });
  const acme = await client(db, { company_name: 'Acme Lending', contact_name: 'Ann Acme' });

  // The named files: what each filter finds.
  const jvFile = await file(db, {
    open_date: '2026-01-05',
    order_status: 'CLOSED',
    disb_date: '2026-02-10',
    posted_settlement_date: '2026-02-10',
    posted_title_date: '2026-02-10',
    branch_id: phoenix,
    escrow_officer_id: eoBoss,
    marketing_rep_id: rep1,
    jv_id: jv.id,
    directing_client_id: acme,
    sales_price: '450000.00',
    loan_amt: '360000.00',
    settlement_fee: '1250.00',
    title_processing: '150.00',
    owners_policy: '1333.33',
    lenders_policy: '777.77',
    endorsements: '95.55',
    misc_fees: '42.00',
    property_address: '1 Main St',
    property_city: 'Phoenix',
    property_state: 'AZ',
    property_zip: '85001',
    listing_agent_name: 'Lena Lister',
    listing_agent_email: 'lena@list.test',
    listing_agent_phone: '6025550101',
  });
  const linkedFile = await file(db, {
    open_date: '2026-01-10',
    order_status: 'CLOSED',
    // The title posted a day after the settlement: calc_close_date is the earlier, the badge 'T'.
    posted_settlement_date: '2026-02-12',
    posted_title_date: '2026-02-13',
    branch_id: tucson,
    escrow_officer_id: eoLinked,
    marketing_rep_id: rep2,
    settlement_fee: '900.00',
    owners_policy: '1000.00',
    sales_price: '300000.00',
  });
  const settlementBadgeFile = await file(db, {
    open_date: '2026-01-12',
    order_status: 'CLOSED',
    // Disbursed on the day the title posted, the settlement posted later: the badge 'S'.
    disb_date: '2026-02-14',
    posted_settlement_date: '2026-02-16',
    posted_title_date: '2026-02-14',
    branch_id: phoenix,
    escrow_officer_id: eoOther,
    marketing_rep_id: rep2,
    settlement_fee: '700.00',
    lenders_policy: '500.00',
    loan_amt: '200000.00',
  });
  const noSourceFile = await file(db, {
    open_date: '2026-02-03',
    src_bus: null,
    branch_id: phoenix,
    escrow_officer_id: eoOther,
    buyer: 'Hans MÜLLER',
    settlement_fee: '650.00',
  });
  const blankSourceFile = await file(db, {
    open_date: '2026-02-04',
    src_bus: '   ',
    branch_id: tucson,
    escrow_officer_id: eoBoss,
    directing_client_id: jose,
    settlement_fee: '610.00',
  });
  const cancelledFile = await file(db, {
    open_date: '2026-02-05',
    order_status: 'CANCELLED',
    cancel_date: '2026-02-20',
    branch_id: tucson,
    escrow_officer_id: eoLinked,
    marketing_rep_id: rep1,
    seller: 'Percent_100% Trust',
  });
  const nvFile = await file(db, {
    state: 'NV',
    open_date: '2026-01-20',
    order_status: 'CLOSED',
    disb_date: '2026-02-11',
    branch_id: reno,
    escrow_officer_id: nvEo,
    settlement_fee: '800.00',
    owners_policy: '900.00',
    buyer: 'Nevada Müller',
  });
  const nvOpenFile = await file(db, {
    state: 'NV',
    open_date: '2026-03-02',
    branch_id: reno,
    escrow_officer_id: nvEo,
    settlement_fee: '300.00',
  });

  // Adjustments of the JV file, posted after its close month (the list shows the file as it stands).
  await db.insert(fileAdjustments).values([
    {
      esc_file_id: jvFile,
      posting_date: '2026-03-15',
      magnus_escrow: '125.25',
      partner_title: '40.00',
      title_processsing: '33.33',
      reason: 'fee corrected',
    },
    {
      esc_file_id: jvFile,
      posting_date: '2026-04-01',
      endorsements: '-12.10',
      magnus_title: '7.77',
      bundled_escrow: '50.00',
      reason: 'refund',
    },
    { esc_file_id: linkedFile, posting_date: '2026-02-28', magnus_escrow: '-100.00', reason: 'discount' },
  ]);

  // A run of plain AZ files, one opened each day from March 1st, for paging and sorting: prices and
  // fees that repeat (ties), some closed in March.
  const runFiles: number[] = [];
  for (let i = 0; i < 23; i += 1) {
    const closed = i % 3 === 0;
    runFiles.push(
      await file(db, {
        open_date: addDays('2026-03-01', i % 12),
        order_status: closed ? 'CLOSED' : 'OPEN',
        disb_date: closed ? addDays('2026-03-10', i % 5) : null,
        branch_id: i % 2 === 0 ? phoenix : tucson,
        escrow_officer_id: i % 4 === 0 ? eoBoss : eoOther,
        marketing_rep_id: i % 5 === 0 ? rep1 : rep2,
        sales_price: i % 7 === 0 ? null : `${100000 + (i % 6) * 25000}.00`,
        loan_amt: `${80000 + (i % 4) * 10000}.50`,
        settlement_fee: `${500 + (i % 9) * 10}.25`,
        owners_policy: `${(i % 5) * 100}.10`,
      }),
    );
  }

  // The rows above were written straight to the tables, not through the writes that keep the daily
  // rollups and the order lists' day totals: recompute them, as the demo seed does.
  await rebuildRollups(db);

  return {
    branches: { phoenix, tucson, reno },
    jv: jv.id,
    employees: { eoBoss, eoLinked, eoOther, rep1, rep2, nvEo },
    clients: { jose, acme },
    files: {
      jvFile,
      linkedFile,
      settlementBadgeFile,
      noSourceFile,
      blankSourceFile,
      cancelledFile,
      nvFile,
      nvOpenFile,
    },
    runFiles,
  };
}
