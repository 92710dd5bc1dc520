// Issue 21: every role against every call the sales and escrow dashboards make (spec 000 §2, §4, §7;
// the web app's features/dashboards, escrow-dashboard and commission-tile, and the pages under
// app/routes that put them together). The access matrix (access-matrix.test.ts) asks each route for
// the caller's own employee and for an employee of the other state; this file asks for another
// employee of the caller's own state too (a rep asking for the rep at the next desk), for the rep an
// assistant does not view, and pays from someone else's commission. The rules are modelled here from
// DOMAIN.md §9 and docs/domain.md "Commission payments", apart from the policy module.
import type { RoleName, State } from '@hub/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commPayments, employeeShareWith, outbox } from '../src/db/schema/index.ts';
import { createJv, insertGuaranteeRow, insertJvLinkRow } from './fixtures/employee-links.ts';
import { createNamedEmployee } from './fixtures/employees.ts';
import { insertRolledFile } from './fixtures/report-files.ts';
import { signedInUser, testAppForFile } from './helper.ts';

const t = testAppForFile();

/** The month every call asks about: the commission tile's "previous month", fixed so the test runs any day. */
const MONTH = { start: '2041-03-01', end: '2041-03-31' };
/** The dashboards' three months end with the last day of "next month". */
const REPORT_DATE = '2041-04-30';

type TargetKey = 'repA' | 'repB' | 'eoA' | 'eoB';
type EmpType = 'REP' | 'EO';

/** The employees whose dashboards are asked for: two reps of AZ, an escrow officer of each state. */
type Target = { key: TargetKey; label: string; empType: EmpType; state: State };
const TARGETS: readonly Target[] = [
  { key: 'repA', label: 'rep A (AZ)', empType: 'REP', state: 'AZ' },
  { key: 'repB', label: 'rep B (AZ)', empType: 'REP', state: 'AZ' },
  { key: 'eoA', label: 'escrow officer A (AZ)', empType: 'EO', state: 'AZ' },
  { key: 'eoB', label: 'escrow officer B (NV)', empType: 'EO', state: 'NV' },
];

/** Who asks: `linked` is the user's employee_id, `viewed` their view_employee_id. */
type Caller = {
  label: string;
  roles: readonly RoleName[];
  state: State;
  linked?: TargetKey;
  viewed?: TargetKey;
};
const CALLERS: readonly Caller[] = [
  { label: 'Sales rep A', roles: ['Sales'], state: 'AZ', linked: 'repA' },
  { label: 'Sales rep B', roles: ['Sales'], state: 'AZ', linked: 'repB' },
  { label: 'Sales-Assistant of rep A', roles: ['Sales-Assistant'], state: 'AZ', viewed: 'repA' },
  { label: 'Sales-Assistant of rep B', roles: ['Sales-Assistant'], state: 'AZ', viewed: 'repB' },
  { label: 'Escrow Officer A (AZ)', roles: ['Escrow Officer'], state: 'AZ', linked: 'eoA' },
  { label: 'Escrow Officer B (NV)', roles: ['Escrow Officer'], state: 'NV', linked: 'eoB' },
  { label: 'Admin', roles: ['Admin'], state: 'AZ' },
  { label: 'State Super User of AZ', roles: ['State Super User'], state: 'AZ' },
  { label: 'State Super User of NV', roles: ['State Super User'], state: 'NV' },
  { label: 'Super User', roles: ['Super User'], state: 'AZ' },
];

// ---- The rules (DOMAIN.md §9), written here --------------------------------------------------------

const has = (caller: Caller, role: RoleName) => caller.roles.includes(role);
const isOwn = (caller: Caller, target: Target) =>
  caller.linked === target.key || caller.viewed === target.key;
/** Administration's reach: Super User and Admin every state, a State Super User their own. */
const adminReaches = (caller: Caller, state: State) =>
  has(caller, 'Super User') ||
  has(caller, 'Admin') ||
  (has(caller, 'State Super User') && caller.state === state);
/** A dashboard's reads: the user's own (linked or viewed) employee, or an administrator within reach. */
const mayRead = (caller: Caller, target: Target) =>
  isOwn(caller, target) || adminReaches(caller, target.state);
/** Paying from the target's commission: the payer themself (not a viewer), a Super User, a State Super User of the payer's state. */
const mayPay = (caller: Caller, target: Target) =>
  caller.linked === target.key ||
  has(caller, 'Super User') ||
  (has(caller, 'State Super User') && caller.state === target.state);
/** The escrow dashboard's compact branch summary: administrators within reach, escrow users their own state. */
const mayReadBranches = (caller: Caller, state: State) =>
  adminReaches(caller, state) ||
  ((has(caller, 'Escrow Officer') || has(caller, 'Escrow')) && caller.state === state);

// ---- The world -------------------------------------------------------------------------------------

/** What each target has: a JV link, a closed file of the month, a guarantee, a payee and a payment. */
type Seeded = {
  uuid: string;
  employeeId: number;
  jvId: number;
  jvUuid: string;
  orderNumber: string;
  payeeUuid: string;
  paymentUuid: string;
};
const seeded = new Map<TargetKey, Seeded>();
const signedIn = new Map<string, Record<string, string>>();

const seedOf = (target: Target): Seeded => {
  const found = seeded.get(target.key);
  if (!found) throw new Error(`${target.key} is seeded before the first test`);
  return found;
};
const headersOf = (caller: Caller): Record<string, string> => {
  const found = signedIn.get(caller.label);
  if (!found) throw new Error(`${caller.label} is signed in before the first test`);
  return found;
};

async function seedTarget(target: Target): Promise<Seeded> {
  const name = target.label.split(' (')[0] ?? target.key;
  const employee = await createNamedEmployee(t.db, target.empType, name, 'Dashboard', {
    state: target.state,
  });
  const payee = await createNamedEmployee(t.db, target.empType, `Payee of ${name}`, 'Dashboard', {
    state: target.state,
  });
  await t.db
    .insert(employeeShareWith)
    .values({ employee_id: employee.employee_id, partner_employee_id: payee.employee_id });
  await insertGuaranteeRow(t.db, employee.employee_id, {
    period_beg_dt: MONTH.start,
    period_end_dt: MONTH.end,
    guarantee_amount: '1000000.00',
  });
  const jv = await createJv(t.db, { st: target.state });
  await insertJvLinkRow(t.db, employee.employee_id, jv.jv_id, true);
  const file = await insertRolledFile(t.db, {
    state: target.state,
    jv_id: jv.jv_id,
    marketing_rep_id: target.empType === 'REP' ? employee.employee_id : null,
    escrow_officer_id: target.empType === 'EO' ? employee.employee_id : null,
    open_date: '2041-03-10',
    disb_date: '2041-03-12',
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  const [payment] = await t.db
    .insert(commPayments)
    .values({
      from_employee_id: employee.employee_id,
      to_employee_id: payee.employee_id,
      period_begin: MONTH.start,
      period_end: MONTH.end,
      amount: '1.00',
    })
    .returning({ uuid: commPayments.uuid });
  if (!payment) throw new Error('payment not stored');
  return {
    uuid: employee.uuid,
    employeeId: employee.employee_id,
    jvId: jv.jv_id,
    jvUuid: jv.uuid,
    orderNumber: file.order_number,
    payeeUuid: payee.uuid,
    paymentUuid: payment.uuid,
  };
}

beforeAll(async () => {
  for (const target of TARGETS) seeded.set(target.key, await seedTarget(target));
  for (const caller of CALLERS) {
    const employeeOf = (key: TargetKey | undefined) =>
      key === undefined ? null : (seeded.get(key)?.employeeId ?? null);
    const user = await signedInUser(t, {
      roles: caller.roles,
      state: caller.state,
      employeeId: employeeOf(caller.linked),
      viewEmployeeId: employeeOf(caller.viewed),
    });
    signedIn.set(caller.label, user.headers);
  }
}, 60_000);

const rowCount = async (table: typeof auditLog | typeof commPayments | typeof outbox) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

async function paymentAmount(uuid: string): Promise<string | undefined> {
  const [row] = await t.db
    .select({ amount: commPayments.amount })
    .from(commPayments)
    .where(eq(commPayments.uuid, uuid));
  return row?.amount;
}

// ---- The calls of the dashboards about one employee ----------------------------------------------

type Request = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
type Answer = { statusCode: number; body: string; json: () => unknown };

type EmployeeCall = {
  name: string;
  /** Which dashboards' employees it is asked for (the escrow dashboard's branch summary: escrow officers). */
  for?: EmpType;
  request: (target: Target, seed: Seeded) => Request;
  /** Whether the caller gets `success`; otherwise 403. */
  allowed: (caller: Caller, target: Target) => boolean;
  success: number;
  /** What an allowed answer says about the target. */
  answers?: (answer: Answer, target: Target, seed: Seeded) => void;
};

/** The month's key in a monthly report ('2041-03'). */
const MONTH_KEY = MONTH.start.slice(0, 7);

const EMPLOYEE_CALLS: readonly EmployeeCall[] = [
  {
    name: 'GET /reports/employees (the monthly tiles)',
    request: (target, seed) => ({
      method: 'GET',
      url: `/api/reports/employees?uuid=${seed.uuid}&emp_type=${target.empType}&report_date=${REPORT_DATE}&months=3`,
    }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) => {
      const [row] = answer.json() as { uuid: string; monthly: Record<string, { closes: number }> }[];
      expect(row?.uuid).toBe(seed.uuid);
      expect(row?.monthly[MONTH_KEY]?.closes).toBe(1);
    },
  },
  {
    name: 'GET /reports/employees/jv-range (the JV tiles)',
    request: (_target, seed) => ({
      method: 'GET',
      url: `/api/reports/employees/jv-range?employee_uuid=${seed.uuid}&beg_date=${MONTH.start}&end_date=${MONTH.end}`,
    }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) =>
      expect((answer.json() as { employee: { uuid: string } }).employee.uuid).toBe(seed.uuid),
  },
  {
    name: 'GET /employees/{uuid}/jvs',
    request: (_target, seed) => ({ method: 'GET', url: `/api/employees/${seed.uuid}/jvs` }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) => expect(answer.body).toContain(seed.jvUuid),
  },
  {
    name: 'GET /employees/secure/{uuid} (the banner, the payer)',
    request: (_target, seed) => ({ method: 'GET', url: `/api/employees/secure/${seed.uuid}` }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) => expect((answer.json() as { uuid: string }).uuid).toBe(seed.uuid),
  },
  {
    name: 'GET /commission (the commission tile)',
    request: (_target, seed) => ({
      method: 'GET',
      url: `/api/commission?start_date=${MONTH.start}&end_date=${MONTH.end}&employee_uuid=${seed.uuid}`,
    }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) => {
      const { rows } = answer.json() as { rows: { uuid: string }[] };
      expect(rows.map((row) => row.uuid)).toEqual([seed.uuid]);
    },
  },
  {
    name: 'GET /commission/xls?email=true (the spreadsheet e-mail)',
    request: (_target, seed) => ({
      method: 'GET',
      url: `/api/commission/xls?start_date=${MONTH.start}&end_date=${MONTH.end}&employee_uuid=${seed.uuid}&email=true`,
    }),
    allowed: mayRead,
    success: 202,
    answers: (answer) => expect(answer.json()).toMatchObject({ queued: true, workbooks: 1 }),
  },
  {
    name: 'GET /comm-pmts/ (the payer’s payments)',
    request: (_target, seed) => ({
      method: 'GET',
      url: `/api/comm-pmts/?period_begin_from=${MONTH.start}&period_end_to=${MONTH.end}&from_employee_uuid=${seed.uuid}`,
    }),
    allowed: mayRead,
    success: 200,
    answers: (answer, _target, seed) => {
      const rows = answer.json() as { uuid: string; from_employee_uuid: string }[];
      expect(rows.map((row) => row.uuid)).toContain(seed.paymentUuid);
      expect(rows.every((row) => row.from_employee_uuid === seed.uuid)).toBe(true);
    },
  },
  {
    name: 'POST /comm-pmts/ (a payment from their commission)',
    request: (_target, seed) => ({
      method: 'POST',
      url: '/api/comm-pmts/',
      payload: {
        from_employee_uuid: seed.uuid,
        to_employee_uuid: seed.payeeUuid,
        period_begin: MONTH.start,
        period_end: MONTH.end,
        amount: '1.00',
      },
    }),
    allowed: mayPay,
    success: 201,
  },
  {
    name: 'PUT /comm-pmts/{uuid} (their payment changed)',
    request: (_target, seed) => ({
      method: 'PUT',
      url: `/api/comm-pmts/${seed.paymentUuid}`,
      payload: {
        from_employee_uuid: seed.uuid,
        to_employee_uuid: seed.payeeUuid,
        period_begin: MONTH.start,
        period_end: MONTH.end,
        amount: '2.00',
      },
    }),
    allowed: mayPay,
    success: 200,
  },
  {
    name: 'GET /reports/branches (the compact branch escrow summary of their state)',
    for: 'EO',
    request: (target) => ({
      method: 'GET',
      url: `/api/reports/branches?state=${target.state}&report_date=${MONTH.end}`,
    }),
    allowed: (caller, target) => mayReadBranches(caller, target.state),
    success: 200,
  },
];

/** How the caller stands to the target, for a test's name. */
function relation(caller: Caller, target: Target): string {
  if (caller.linked === target.key) return `${target.label}, their own`;
  if (caller.viewed === target.key) return `${target.label}, the rep they view`;
  return target.label;
}

describe.each(EMPLOYEE_CALLS)('$name', (call) => {
  const cases = CALLERS.flatMap((caller) =>
    TARGETS.filter((target) => call.for === undefined || call.for === target.empType).map((target) => {
      const status = call.allowed(caller, target) ? call.success : 403;
      return {
        caller,
        target,
        status,
        name: `${caller.label} asking for ${relation(caller, target)} -> ${status}`,
      };
    }),
  );

  it.each(cases)('$name', async ({ caller, target, status }) => {
    const seed = seedOf(target);
    const request = call.request(target, seed);
    const before = {
      audit: await rowCount(auditLog),
      payments: await rowCount(commPayments),
      mail: await rowCount(outbox),
      amount: await paymentAmount(seed.paymentUuid),
    };
    const answer = await t.app.inject({ ...request, headers: headersOf(caller) });
    expect(answer.statusCode, answer.body).toBe(status);
    if (status === call.success) {
      call.answers?.(answer, target, seed);
      return;
    }
    // A refusal says why and changes nothing: no payment, no changed amount, no e-mail, no audit entry.
    expect(typeof (answer.json() as { detail?: unknown }).detail).toBe('string');
    expect(await rowCount(commPayments)).toBe(before.payments);
    expect(await paymentAmount(seed.paymentUuid)).toBe(before.amount);
    expect(await rowCount(outbox)).toBe(before.mail);
    expect(await rowCount(auditLog)).toBe(before.audit);
  });
});

// ---- The order lists the tiles link to (GET /files) ----------------------------------------------
// No filter widens what a user may see (DOMAIN.md §9, docs/domain.md "Open and closed orders"): a
// list filtered by another employee or their JV answers 200 without that employee's files.

type FileFilter = { name: string; query: (target: Target, seed: Seeded) => string };
const FILE_FILTERS: readonly FileFilter[] = [
  {
    name: 'GET /files?marketing_rep_id|escrow_officer_id (a monthly tile’s order list)',
    query: (target, seed) =>
      `${target.empType === 'REP' ? 'marketing_rep_id' : 'escrow_officer_id'}=${seed.employeeId}`,
  },
  {
    name: 'GET /files?jv_entity_id (a JV tile’s order list)',
    query: (_target, seed) => `jv_entity_id=${seed.jvId}`,
  },
];

describe.each(FILE_FILTERS)('$name', (filter) => {
  const cases = CALLERS.flatMap((caller) =>
    TARGETS.map((target) => {
      const sees = mayRead(caller, target);
      return {
        caller,
        target,
        sees,
        name: `${caller.label} asking for ${relation(caller, target)} -> 200 ${sees ? 'with' : 'without'} their file`,
      };
    }),
  );

  it.each(cases)('$name', async ({ caller, target, sees }) => {
    const seed = seedOf(target);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/files?open_start=${MONTH.start}&open_end=${MONTH.end}&${filter.query(target, seed)}`,
      headers: headersOf(caller),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = answer.json() as { rows: { order_number: string }[] };
    expect(rows.map((row) => row.order_number)).toEqual(sees ? [seed.orderNumber] : []);
  });
});

// ---- The calls about no employee ----------------------------------------------------------------

type PlainCall = { name: string; url: (caller: Caller) => string; allowed: (caller: Caller) => boolean };
const everyone = () => true;
const PLAIN_CALLS: readonly PlainCall[] = [
  {
    name: 'GET /users/roles/live (the root’s role check)',
    url: () => '/api/users/roles/live',
    allowed: everyone,
  },
  {
    name: 'GET /commissions/periods/finalized/check (the commission tile)',
    url: () =>
      `/api/commissions/periods/finalized/check?period_start=${MONTH.start}&period_end=${MONTH.end}&frequency=MONTHLY`,
    allowed: everyone,
  },
  {
    name: 'GET /calendar/all-days (the branch summary’s dates)',
    url: (caller) => `/api/calendar/all-days?count=1&state=${caller.state}`,
    allowed: everyone,
  },
  {
    name: 'GET /calendar/last-eom (the branch summary’s dates)',
    url: (caller) => `/api/calendar/last-eom?state=${caller.state}`,
    allowed: everyone,
  },
  {
    // The rep picker, shown to super roles only; the list is the administrators'.
    name: 'GET /employees/simple (the rep picker)',
    url: () => '/api/employees/simple',
    allowed: (caller) => has(caller, 'Super User') || has(caller, 'State Super User') || has(caller, 'Admin'),
  },
];

describe.each(PLAIN_CALLS)('$name', (call) => {
  const cases = CALLERS.map((caller) => {
    const status = call.allowed(caller) ? 200 : 403;
    return { caller, status, name: `${caller.label} -> ${status}` };
  });

  it.each(cases)('$name', async ({ caller, status }) => {
    const answer = await t.app.inject({ method: 'GET', url: call.url(caller), headers: headersOf(caller) });
    expect(answer.statusCode, answer.body).toBe(status);
  });
});
