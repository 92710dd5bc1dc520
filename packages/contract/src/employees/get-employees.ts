import { z } from 'zod';
import { ZState, ZUuid, ZVersion } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';
import { ZEmployeePartner, ZEmpType } from './employee.ts';

/** GET /employees (spec 000 §7): every employee in the caller's states, filtered. */
export const ZGetEmployeesQuery = z.strictObject({
  /** 'true' lists active employees only; 'false' (or absent) lists all. */
  active: ZQueryFlag.optional(),
  /** Exactly this activity: 'false' lists the inactive ones only. */
  is_active: ZQueryFlag.optional(),
  emp_type: ZEmpType.optional(),
  state: ZState.optional(),
});
export type GetEmployeesQuery = z.input<typeof ZGetEmployeesQuery>;

/** One row of the /admin/employees list. */
export const ZEmployeeListRow = z.object({
  uuid: ZUuid,
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  state: ZState,
  is_active: z.boolean(),
  emp_type: ZEmpType.nullable(),
  def_branch: z.number().int().nullable(),
  /** The default branch's name as stored (screens strip the agency suffix). */
  def_branch_name: z.string().nullable(),
  payroll_id: z.string().nullable(),
  share_with: z.array(ZEmployeePartner),
  /** The roles string of each user linked to this employee (users.employee_id). */
  user_roles: z.array(z.string()),
  version: ZVersion,
});
export type EmployeeListRow = z.infer<typeof ZEmployeeListRow>;

/** Sorted by last name, then first name. */
export const ZGetEmployeesResponse = z.array(ZEmployeeListRow);
export type GetEmployeesResponse = z.infer<typeof ZGetEmployeesResponse>;
