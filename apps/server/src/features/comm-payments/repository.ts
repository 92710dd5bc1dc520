// Commission payments (spec 001 §3, §7; DOMAIN.md §4 "Payments"): the `comm_payments` rows with
// their payer's and payee's uuids and the payee's names, the payer's lock and list, the finalised
// periods a payment would move, and the payments summary per payer. Money stays exact numeric text.
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { commPayments, employeeShareWith, employees } from '../../db/schema/index.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';

const payer = alias(employees, 'payer');
const payee = alias(employees, 'payee');

const paymentColumns = {
  payment_id: commPayments.payment_id,
  uuid: commPayments.uuid,
  from_employee_id: commPayments.from_employee_id,
  from_employee_uuid: payer.uuid,
  to_employee_uuid: payee.uuid,
  period_begin: commPayments.period_begin,
  period_end: commPayments.period_end,
  amount: commPayments.amount,
  to_employee_first_name: payee.first_name,
  to_employee_last_name: payee.last_name,
  idempotency_key: commPayments.idempotency_key,
};

export type PaymentRecord = {
  payment_id: number;
  uuid: string;
  from_employee_id: number;
  from_employee_uuid: string;
  to_employee_uuid: string;
  period_begin: string;
  period_end: string;
  amount: string;
  to_employee_first_name: string;
  to_employee_last_name: string;
  idempotency_key: string | null;
};

function selectPayments(db: Executor, where: SQL | undefined) {
  return db
    .select(paymentColumns)
    .from(commPayments)
    .innerJoin(payer, eq(payer.employee_id, commPayments.from_employee_id))
    .innerJoin(payee, eq(payee.employee_id, commPayments.to_employee_id))
    .where(where);
}

/** Who a list reads: the payers of some states, or some payers. */
export type PaymentFilter = { scope: StateScope } | { payerIds: readonly number[] };

/** The payments whose period lies in [from, to], by period, payer and id. */
export async function listPayments(
  db: Executor,
  from: string,
  to: string,
  filter: PaymentFilter,
): Promise<PaymentRecord[]> {
  const who =
    'payerIds' in filter
      ? inArray(commPayments.from_employee_id, [...filter.payerIds])
      : filter.scope === 'all'
        ? undefined
        : inArray(sql`trim(${payer.state})`, [...filter.scope]);
  if ('payerIds' in filter && filter.payerIds.length === 0) return [];
  if ('scope' in filter && filter.scope !== 'all' && filter.scope.length === 0) return [];
  return selectPayments(
    db,
    and(gte(commPayments.period_begin, from), lte(commPayments.period_end, to), who),
  ).orderBy(asc(commPayments.period_begin), asc(commPayments.from_employee_id), asc(commPayments.payment_id));
}

export async function findPayment(
  db: Executor,
  uuid: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const query = selectPayments(db, eq(commPayments.uuid, uuid)).limit(1);
  const rows = lock ? await query.for('update', { of: commPayments }) : await query;
  return rows[0];
}

export async function findPaymentByKey(
  db: Executor,
  payerId: number,
  key: string,
): Promise<PaymentRecord | undefined> {
  const rows = await selectPayments(
    db,
    and(eq(commPayments.from_employee_id, payerId), eq(commPayments.idempotency_key, key)),
  ).limit(1);
  return rows[0];
}

/** An employee a payment names: id, state and names, or undefined. */
export async function findPaymentEmployee(db: Executor, uuid: string) {
  const rows = await db
    .select({
      employee_id: employees.employee_id,
      uuid: employees.uuid,
      state: employees.state,
      first_name: employees.first_name,
      last_name: employees.last_name,
    })
    .from(employees)
    .where(eq(employees.uuid, uuid))
    .limit(1);
  return rows[0];
}
export type PaymentEmployee = NonNullable<Awaited<ReturnType<typeof findPaymentEmployee>>>;

/**
 * Locks the payer's employee row for the rest of the transaction: every write of that payer's
 * payments takes it first, so two payments racing for the same balance queue, and the second reads
 * the first's amount before it checks its own.
 */
export async function lockPayer(db: Executor, payerId: number): Promise<void> {
  await db
    .select({ employee_id: employees.employee_id })
    .from(employees)
    .where(eq(employees.employee_id, payerId))
    .for('update');
}

/** Whether the payee is on the payer's share_with or opt_share_with list. */
export async function isPayeeOf(db: Executor, payerId: number, payeeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: employeeShareWith.partner_employee_id })
    .from(employeeShareWith)
    .where(
      and(eq(employeeShareWith.employee_id, payerId), eq(employeeShareWith.partner_employee_id, payeeId)),
    )
    .limit(1);
  return rows.length > 0;
}

export type PaymentValues = {
  from_employee_id: number;
  to_employee_id: number;
  period_begin: string;
  period_end: string;
  amount: string;
};

export async function insertPayment(
  db: Executor,
  values: PaymentValues & { idempotency_key: string | null; created_by: number },
): Promise<string> {
  const [row] = await db.insert(commPayments).values(values).returning({ uuid: commPayments.uuid });
  if (!row) throw new Error('payment not stored');
  return row.uuid;
}

export async function updatePayment(db: Executor, paymentId: number, values: PaymentValues): Promise<void> {
  await db
    .update(commPayments)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(commPayments.payment_id, paymentId));
}

/** One payer's row of the payments summary. */
export type PayerSummaryRow = {
  employee_uuid: string;
  first_name: string;
  last_name: string;
  payroll_id: string | null;
  total_num_of_payments: number;
  sum_of_payments: string;
};

/** The payments whose period lies in [start, end], summed per payer of the scope's states. */
export async function paymentsByPayer(
  db: Executor,
  start: string,
  end: string,
  scope: StateScope,
): Promise<PayerSummaryRow[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  return db
    .select({
      employee_uuid: payer.uuid,
      first_name: payer.first_name,
      last_name: payer.last_name,
      payroll_id: payer.payroll_id,
      total_num_of_payments: sql<number>`count(*)::int`,
      sum_of_payments: sql<string>`sum(${commPayments.amount})::text`,
    })
    .from(commPayments)
    .innerJoin(payer, eq(payer.employee_id, commPayments.from_employee_id))
    .where(
      and(
        gte(commPayments.period_begin, start),
        lte(commPayments.period_end, end),
        scope === 'all' ? undefined : inArray(sql`trim(${payer.state})`, [...scope]),
      ),
    )
    .groupBy(payer.employee_id, payer.uuid, payer.first_name, payer.last_name, payer.payroll_id)
    .orderBy(
      asc(sql`lower(${payer.last_name})`),
      asc(sql`lower(${payer.first_name})`),
      asc(payer.employee_id),
    );
}
