import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { employeeProfit, employees } from '../../db/schema/index.ts';

/** What was saved for one officer and month. */
export type ProfitMark = Pick<typeof employeeProfit.$inferSelect, 'employee_id' | 'is_profitable' | 'notes'>;

const markColumns = {
  employee_id: employeeProfit.employee_id,
  is_profitable: employeeProfit.is_profitable,
  notes: employeeProfit.notes,
};

/**
 * The month's saved marks of the employees (by the primary key (employee_id, month_end_date)); with
 * `lock`, the rows are locked for the save's transaction.
 */
export async function profitMarks(
  db: Executor,
  monthEndDate: string,
  employeeIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<ProfitMark[]> {
  if (employeeIds.length === 0) return [];
  const query = db
    .select(markColumns)
    .from(employeeProfit)
    .where(
      and(
        eq(employeeProfit.month_end_date, monthEndDate),
        inArray(employeeProfit.employee_id, [...employeeIds]),
      ),
    )
    .orderBy(employeeProfit.employee_id);
  return lock ? query.for('update') : query;
}

/** Saves the month's marks, one statement: inserted, or updated on (employee_id, month_end_date). */
export async function upsertProfitMarks(
  db: Executor,
  monthEndDate: string,
  marks: readonly ProfitMark[],
): Promise<void> {
  if (marks.length === 0) return;
  await db
    .insert(employeeProfit)
    .values(
      marks.map((mark) => ({
        employee_id: mark.employee_id,
        month_end_date: monthEndDate,
        is_profitable: mark.is_profitable,
        notes: mark.notes,
      })),
    )
    .onConflictDoUpdate({
      target: [employeeProfit.employee_id, employeeProfit.month_end_date],
      set: {
        is_profitable: sql`excluded.is_profitable`,
        notes: sql`excluded.notes`,
        updated_at: sql`now()`,
      },
    });
}

/** The employees' states (trimmed), for telling an officer out of the user's states from an unknown one. */
export async function employeeStates(
  db: Executor,
  employeeIds: readonly number[],
): Promise<Map<number, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ employee_id: employees.employee_id, state: employees.state })
    .from(employees)
    .where(inArray(employees.employee_id, [...employeeIds]));
  return new Map(rows.map((row) => [row.employee_id, row.state.trim()]));
}
