import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { employees, finalizedPeriods, monthlyCharges } from '../../db/schema/index.ts';
import type { StateScope } from '../../plugins/authorization/policies.ts';

/** The columns of a charge line as the API answers it (spec 001 §3), with its employee's uuid. */
const lineColumns = {
  charge_id: monthlyCharges.charge_id,
  uuid: monthlyCharges.uuid,
  employee_id: monthlyCharges.employee_id,
  employee_uuid: employees.uuid,
  month_end_date: monthlyCharges.month_end_date,
  loss_total: monthlyCharges.loss_total,
  other_against_rev: monthlyCharges.other_against_rev,
  other_against_commission: monthlyCharges.other_against_commission,
  notes: monthlyCharges.notes,
};

const employeeColumns = {
  employee_id: employees.employee_id,
  employee_uuid: employees.uuid,
  first_name: employees.first_name,
  last_name: employees.last_name,
  state: employees.state,
  is_active: employees.is_active,
};

export type ChargeLineRow = {
  charge_id: number;
  uuid: string;
  employee_id: number;
  employee_uuid: string;
  month_end_date: string;
  loss_total: string;
  other_against_rev: string;
  other_against_commission: string;
  notes: string;
};
export type ChargeEmployeeRow = {
  employee_id: number;
  employee_uuid: string;
  first_name: string | null;
  last_name: string | null;
  state: string;
  is_active: boolean;
};
export type ChargeValues = Pick<
  ChargeLineRow,
  'loss_total' | 'other_against_rev' | 'other_against_commission' | 'notes'
>;

const byName = [asc(employees.last_name), asc(employees.first_name), asc(employees.employee_id)];

/** The active escrow officers of the states in scope, by name. */
export async function activeOfficers(db: Executor, scope: StateScope): Promise<ChargeEmployeeRow[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  return db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        eq(employees.emp_type, 'EO'),
        eq(employees.is_active, true),
        scope === 'all' ? undefined : inArray(employees.state, [...scope]),
      ),
    )
    .orderBy(...byName);
}

export async function employeeByUuid(db: Executor, uuid: string): Promise<ChargeEmployeeRow | undefined> {
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .where(eq(employees.uuid, uuid.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** The employees a save names, by id, each row locked so that saves for one employee queue. */
export async function employeesByIds(db: Executor, ids: readonly number[]): Promise<ChargeEmployeeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(employeeColumns)
    .from(employees)
    .where(inArray(employees.employee_id, [...ids]))
    .orderBy(asc(employees.employee_id))
    .for('update');
}

/** Charge lines with their employee's uuid. */
function selectLines(db: Executor) {
  return db
    .select(lineColumns)
    .from(monthlyCharges)
    .innerJoin(employees, eq(employees.employee_id, monthlyCharges.employee_id));
}

/** The saved lines of a date for these employees, by employee name, then the order they were saved. */
export async function chargeLines(
  db: Executor,
  monthEndDate: string,
  employeeIds: readonly number[],
): Promise<ChargeLineRow[]> {
  if (employeeIds.length === 0) return [];
  return selectLines(db)
    .where(
      and(
        eq(monthlyCharges.month_end_date, monthEndDate),
        inArray(monthlyCharges.employee_id, [...employeeIds]),
      ),
    )
    .orderBy(...byName, asc(monthlyCharges.charge_id));
}

/** The stored lines with these uuids (any date, any employee), locked for the save. */
export async function linesByUuids(db: Executor, uuids: readonly string[]): Promise<ChargeLineRow[]> {
  if (uuids.length === 0) return [];
  return selectLines(db)
    .where(
      inArray(
        monthlyCharges.uuid,
        uuids.map((u) => u.toLowerCase()),
      ),
    )
    .orderBy(asc(monthlyCharges.charge_id))
    .for('update', { of: monthlyCharges });
}

/** A finalised period containing the date, if any (its bounds, for the refusal's words). */
export async function finalizedPeriodContaining(
  db: Executor,
  date: string,
): Promise<{ period_start: string; period_end: string } | undefined> {
  const rows = await db
    .select({ period_start: finalizedPeriods.period_start, period_end: finalizedPeriods.period_end })
    .from(finalizedPeriods)
    .where(and(lte(finalizedPeriods.period_start, date), gte(finalizedPeriods.period_end, date)))
    .orderBy(asc(finalizedPeriods.period_start))
    .limit(1);
  return rows[0];
}

export async function insertLine(
  db: Executor,
  line: ChargeValues & { uuid: string; employee_id: number; month_end_date: string },
): Promise<{ charge_id: number }> {
  const rows = await db
    .insert(monthlyCharges)
    .values(line)
    .returning({ charge_id: monthlyCharges.charge_id });
  const row = rows[0];
  if (!row) throw new Error('charge line not inserted');
  return row;
}

export async function updateLine(db: Executor, chargeId: number, values: ChargeValues): Promise<void> {
  await db
    .update(monthlyCharges)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(monthlyCharges.charge_id, chargeId));
}
