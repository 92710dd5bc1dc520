// What the employees import reads and writes.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { employees } from '../../../db/schema/index.ts';
import type { EmployeeRecord } from './employee-rows.ts';

export type ExistingEmployee = EmployeeRecord & { employee_id: number };

export async function loadEmployeesForUpload(db: Executor): Promise<ExistingEmployee[]> {
  return db
    .select({
      employee_id: employees.employee_id,
      payroll_id: employees.payroll_id,
      email: employees.email,
      first_name: employees.first_name,
      last_name: employees.last_name,
      state: sql<'AZ' | 'NV'>`${employees.state}`,
      emp_type: employees.emp_type,
      title: employees.title,
      start_date: employees.start_date,
      termination_date: employees.termination_date,
      is_active: employees.is_active,
      cell_phone: employees.cell_phone,
      office_phone: employees.office_phone,
      def_branch: employees.def_branch,
      alt_email: employees.alt_email,
      srch_str1: employees.srch_str1,
      srch_str2: employees.srch_str2,
      srch_str3: employees.srch_str3,
    })
    .from(employees);
}

export type EmployeeValues = Omit<EmployeeRecord, 'state' | 'is_active'> & {
  state: 'AZ' | 'NV';
  is_active: boolean;
};

export async function insertEmployee(db: Executor, values: EmployeeValues): Promise<number> {
  const rows = await db.insert(employees).values(values).returning({ id: employees.employee_id });
  const row = rows[0];
  if (!row) throw new Error('employee not inserted');
  return row.id;
}

export async function updateEmployee(db: Executor, id: number, values: EmployeeValues): Promise<void> {
  await db
    .update(employees)
    .set({ ...values, version: sql`${employees.version} + 1`, updated_at: sql`now()` })
    .where(eq(employees.employee_id, id));
}
