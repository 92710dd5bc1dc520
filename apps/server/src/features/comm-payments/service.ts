import {
  COMM_PAYMENTS_TOTAL_NAME,
  type CommPayment,
  type CommPaymentsSummaryResponse,
  type CommPaymentsSummaryRow,
  type ZCommPaymentsQuery,
  type ZCommPaymentsSummaryQuery,
  type ZSaveCommPaymentBody,
} from '@hub/contract';
import { addCents, compareCents, fromCents, sumMoneyText, toCents, ZERO_CENTS } from '@hub/domain';
import type { z } from 'zod';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { ADMINS } from '../../plugins/authorization/access-table.ts';
import {
  assertStateAccess,
  hasAnyRole,
  hasRole,
  isOwnEmployee,
  stateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { commissionRowsForPeriod } from '../commissions/service.ts';
import {
  findPayment,
  findPaymentByKey,
  findPaymentEmployee,
  insertPayment,
  isPayeeOf,
  listPayments,
  lockPayer,
  type PaymentEmployee,
  type PaymentFilter,
  type PaymentRecord,
  type PaymentValues,
  paymentsByPayer,
  updatePayment,
} from './repository.ts';

type SaveBody = z.output<typeof ZSaveCommPaymentBody>;

const ENTITY = 'comm_payments';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const PAY_OWN_ONLY_DETAIL = 'You may pay only from your own commission (the employee linked to you).';
export const VIEWER_MAY_NOT_PAY_DETAIL =
  'A user viewing another employee may not pay from that employee’s commission.';
export const PAYER_CHANGE_DETAIL = 'body.from_employee_uuid: a payment’s payer cannot change.';
export const unknownEmployeeDetail = (field: 'from_employee_uuid' | 'to_employee_uuid') =>
  `body.${field}: no such employee.`;
export const NOT_A_PAYEE_DETAIL =
  "body.to_employee_uuid: must be one of the payer's payees (share_with or opt_share_with).";
export const ONE_MONTH_DETAIL =
  'body.period_end: the period must lie within one month (a commission period).';
export const noCommissionDetail = (begin: string, end: string) =>
  `body.from_employee_uuid: the payer has no commission for ${begin} to ${end} (a REP or EO employed in it).`;
export const overCapDetail = (amount: string, available: string) =>
  `body.amount: ${amount} exceeds the available commission (${available}) for the period.`;
export const KEY_REUSED_DETAIL = 'Idempotency-Key: already used for a different payment by this payer.';
export const BAD_KEY_DETAIL = 'headers.idempotency-key: must be 1 to 200 visible characters.';

/** The answer's fields of a stored payment. */
function answerOf(record: PaymentRecord): CommPayment {
  return {
    uuid: record.uuid,
    from_employee_uuid: record.from_employee_uuid,
    to_employee_uuid: record.to_employee_uuid,
    period_begin: record.period_begin,
    period_end: record.period_end,
    amount: fromCents(toCents(record.amount)),
    to_employee_first_name: record.to_employee_first_name,
    to_employee_last_name: record.to_employee_last_name,
  };
}

/**
 * Who may pay from the payer's commission (DOMAIN.md §9): the payer themself (the user's linked
 * employee), a Super User, or a State Super User for a payer of their state. A user viewing the payer
 * (a Sales-Assistant's rep) may not; anyone else gets 403.
 */
export function assertMayPay(user: CurrentUser, payer: PaymentEmployee): void {
  if (hasRole(user, 'Super User')) return;
  if (hasRole(user, 'State Super User') && user.state && payer.state.trim() === user.state) return;
  if (user.employee_id === payer.employee_id) return;
  if (user.view_employee_id === payer.employee_id) throw forbidden(VIEWER_MAY_NOT_PAY_DETAIL);
  throw forbidden(PAY_OWN_ONLY_DETAIL);
}

/**
 * GET /comm-pmts/: the payments whose period lies in the range; administrators read their states'
 * payers (or the one asked for), anyone else only their own (linked or viewed) employee's.
 */
export async function getPayments(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof ZCommPaymentsQuery>,
): Promise<CommPayment[]> {
  let filter: PaymentFilter;
  const admin = hasAnyRole(user, ADMINS);
  if (query.from_employee_uuid !== undefined) {
    const payer = await findPaymentEmployee(db, query.from_employee_uuid);
    if (payer && isOwnEmployee(user, payer.employee_id)) filter = { payerIds: [payer.employee_id] };
    else {
      if (!admin) throw forbidden();
      if (!payer) throw notFound('Employee not found.');
      assertStateAccess(user, payer.state);
      filter = { payerIds: [payer.employee_id] };
    }
  } else if (admin) {
    filter = { scope: stateScope(user) };
  } else {
    filter = {
      payerIds: [user.employee_id, user.view_employee_id].filter((id): id is number => id !== null),
    };
  }
  const rows = await listPayments(db, query.period_begin_from, query.period_end_to, filter);
  return rows.map(answerOf);
}

async function resolve(db: Executor, uuid: string, field: 'from_employee_uuid' | 'to_employee_uuid') {
  const employee = await findPaymentEmployee(db, uuid);
  if (!employee) throw badRequest(unknownEmployeeDetail(field));
  return employee;
}

const inside = (inner: { period_begin: string; period_end: string }, outer: SaveBody) =>
  inner.period_begin >= outer.period_begin && inner.period_end <= outer.period_end;

/**
 * The checks of a payment (DOMAIN.md §4 "Payments"), in the writing transaction after the payer's
 * lock: the payee on the payer's list, no finalised period touched, and the payer's balance for
 * exactly the payment's period (the commission engine's comm_end_balance, `credit` added back: the
 * edited payment's old amount when it lies in that period) at least the amount.
 */
async function assertPayable(
  tx: Executor,
  payer: PaymentEmployee,
  payee: PaymentEmployee,
  body: SaveBody,
  credit: string,
): Promise<void> {
  if (!(await isPayeeOf(tx, payer.employee_id, payee.employee_id))) throw badRequest(NOT_A_PAYEE_DETAIL);
  const [computed] = await commissionRowsForPeriod(
    tx,
    { start: body.period_begin, end: body.period_end },
    { employeeId: payer.employee_id },
    { inTransaction: true },
  );
  if (!computed) throw badRequest(noCommissionDetail(body.period_begin, body.period_end));
  const available = addCents(toCents(computed.row.comm_end_balance), toCents(credit));
  const amount = toCents(body.amount);
  if (compareCents(amount, available) > 0) {
    throw conflict(overCapDetail(fromCents(amount), fromCents(available)));
  }
}

/** The row a payment of `body` from the payer to the payee stores. */
const paymentValues = (payer: PaymentEmployee, payee: PaymentEmployee, body: SaveBody): PaymentValues => ({
  from_employee_id: payer.employee_id,
  to_employee_id: payee.employee_id,
  period_begin: body.period_begin,
  period_end: body.period_end,
  amount: body.amount,
});

function assertOneMonth(body: SaveBody): void {
  if (body.period_begin.slice(0, 7) !== body.period_end.slice(0, 7)) throw badRequest(ONE_MONTH_DETAIL);
}

const sameValues = (record: PaymentRecord, body: SaveBody) =>
  record.to_employee_uuid === body.to_employee_uuid &&
  record.period_begin === body.period_begin &&
  record.period_end === body.period_end &&
  compareCents(toCents(record.amount), toCents(body.amount)) === 0;

/** Reads the Idempotency-Key header: absent, or 1 to 200 visible characters (400 otherwise). */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(BAD_KEY_DETAIL);
  return key;
}

/**
 * POST /comm-pmts/: a payment from the payer to a payee. With an Idempotency-Key already used by this
 * payer, the payment it made is answered again (409 when the body differs) and nothing is stored.
 */
export async function createPayment(
  db: Db,
  user: CurrentUser,
  body: SaveBody,
  key: string | null,
): Promise<CommPayment> {
  assertOneMonth(body);
  const payer = await resolve(db, body.from_employee_uuid, 'from_employee_uuid');
  assertMayPay(user, payer);
  return db.transaction(async (tx) => {
    await lockPayer(tx, payer.employee_id);
    if (key !== null) {
      const earlier = await findPaymentByKey(tx, payer.employee_id, key);
      if (earlier) {
        if (!sameValues(earlier, body)) throw conflict(KEY_REUSED_DETAIL);
        return answerOf(earlier);
      }
    }
    const payee = await resolve(tx, body.to_employee_uuid, 'to_employee_uuid');
    await assertPayable(tx, payer, payee, body, '0');
    const values = paymentValues(payer, payee, body);
    const uuid = await insertPayment(tx, { ...values, idempotency_key: key, created_by: user.id });
    const created = await findPayment(tx, uuid);
    if (!created) throw new Error('payment not read back');
    await auditTrail(tx, user, ENTITY).created(uuid, { ...values, idempotency_key: key });
    return answerOf(created);
  });
}

/** PUT /comm-pmts/{uuid}: the payee, period and amount of a payment (its payer stays). */
export async function changePayment(
  db: Db,
  user: CurrentUser,
  uuid: string,
  body: SaveBody,
): Promise<CommPayment> {
  const found = await findPayment(db, uuid);
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const payer = await resolve(db, found.from_employee_uuid, 'from_employee_uuid');
  assertMayPay(user, payer);
  if (body.from_employee_uuid !== found.from_employee_uuid) throw badRequest(PAYER_CHANGE_DETAIL);
  assertOneMonth(body);
  return db.transaction(async (tx) => {
    await lockPayer(tx, payer.employee_id);
    const before = await findPayment(tx, uuid, { lock: true });
    if (!before) throw notFound(PAYMENT_NOT_FOUND);
    const payee = await resolve(tx, body.to_employee_uuid, 'to_employee_uuid');
    await assertPayable(tx, payer, payee, body, inside(before, body) ? before.amount : '0');
    const values = paymentValues(payer, payee, body);
    await updatePayment(tx, before.payment_id, values);
    const after = await findPayment(tx, uuid);
    if (!after) throw new Error('payment not read back');
    await auditTrail(tx, user, ENTITY).updated(uuid, auditValues(before), auditValues(after));
    return answerOf(after);
  });
}

const auditValues = (record: PaymentRecord) => ({
  from_employee_uuid: record.from_employee_uuid,
  to_employee_uuid: record.to_employee_uuid,
  period_begin: record.period_begin,
  period_end: record.period_end,
  amount: record.amount,
});

/**
 * GET /reports/comm-payments: per payer of the user's states, the number and sum of the payments
 * whose period lies in [period_start, period_end], by last then first name; then the TOTAL row
 * (no employee_uuid), the sums of the payer rows.
 */
export async function getPaymentsSummary(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof ZCommPaymentsSummaryQuery>,
): Promise<CommPaymentsSummaryResponse> {
  const payers = await paymentsByPayer(db, query.period_start, query.period_end, stateScope(user));
  const rows: CommPaymentsSummaryRow[] = payers.map((row) => ({
    ...row,
    sum_of_payments: fromCents(toCents(row.sum_of_payments)),
  }));
  const total: CommPaymentsSummaryRow = {
    employee_uuid: null,
    first_name: COMM_PAYMENTS_TOTAL_NAME,
    last_name: '',
    payroll_id: null,
    total_num_of_payments: rows.reduce((count, row) => count + row.total_num_of_payments, 0),
    sum_of_payments:
      rows.length === 0 ? fromCents(ZERO_CENTS) : sumMoneyText(rows.map((r) => r.sum_of_payments)),
  };
  return { period_start: query.period_start, period_end: query.period_end, rows: [...rows, total] };
}
