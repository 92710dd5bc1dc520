import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commGuarantees } from '../../db/schema/index.ts';

/** The columns every answer carries (spec 000 §3 Commission guarantee, plus its version). */
const guaranteeColumns = {
  comm_guarantee_id: commGuarantees.comm_guarantee_id,
  period_beg_dt: commGuarantees.period_beg_dt,
  period_end_dt: commGuarantees.period_end_dt,
  guarantee_amount: commGuarantees.guarantee_amount,
  override_if_comm_greater: commGuarantees.override_if_comm_greater,
  version: commGuarantees.version,
};

export type GuaranteeRow = Pick<typeof commGuarantees.$inferSelect, keyof typeof guaranteeColumns>;

export type GuaranteeValues = Omit<GuaranteeRow, 'comm_guarantee_id' | 'version'>;

/** The employee's guarantees by period: begin date, then end date, then the order they were added. */
export async function listGuarantees(db: Executor, employeeId: number): Promise<GuaranteeRow[]> {
  return db
    .select(guaranteeColumns)
    .from(commGuarantees)
    .where(eq(commGuarantees.employee_id, employeeId))
    .orderBy(
      asc(commGuarantees.period_beg_dt),
      asc(commGuarantees.period_end_dt),
      asc(commGuarantees.comm_guarantee_id),
    );
}

/** One guarantee of this employee (a guarantee of someone else is not found). */
export async function findGuarantee(
  db: Executor,
  employeeId: number,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<GuaranteeRow | undefined> {
  const query = db
    .select(guaranteeColumns)
    .from(commGuarantees)
    .where(and(eq(commGuarantees.employee_id, employeeId), eq(commGuarantees.comm_guarantee_id, id)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0];
}

/** Another guarantee of the employee with exactly this period, if any. */
export async function findSamePeriod(
  db: Executor,
  employeeId: number,
  period: { period_beg_dt: string; period_end_dt: string },
  exceptId?: number,
): Promise<GuaranteeRow | undefined> {
  const rows = await db
    .select(guaranteeColumns)
    .from(commGuarantees)
    .where(
      and(
        eq(commGuarantees.employee_id, employeeId),
        eq(commGuarantees.period_beg_dt, period.period_beg_dt),
        eq(commGuarantees.period_end_dt, period.period_end_dt),
        exceptId === undefined ? undefined : ne(commGuarantees.comm_guarantee_id, exceptId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertGuarantee(
  db: Executor,
  employeeId: number,
  values: GuaranteeValues,
): Promise<GuaranteeRow> {
  const rows = await db
    .insert(commGuarantees)
    .values({ employee_id: employeeId, ...values })
    .returning(guaranteeColumns);
  const row = rows[0];
  if (!row) throw new Error('guarantee not inserted');
  return row;
}

export async function updateGuarantee(
  db: Executor,
  id: number,
  values: GuaranteeValues,
): Promise<GuaranteeRow> {
  const rows = await db
    .update(commGuarantees)
    .set({ ...values, version: sql`${commGuarantees.version} + 1` })
    .where(eq(commGuarantees.comm_guarantee_id, id))
    .returning(guaranteeColumns);
  const row = rows[0];
  if (!row) throw new Error(`guarantee ${id} vanished while it was locked`);
  return row;
}

export async function deleteGuarantee(db: Executor, id: number): Promise<void> {
  await db.delete(commGuarantees).where(eq(commGuarantees.comm_guarantee_id, id));
}
