import { z } from 'zod';
import { ZState, ZUuid } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';

/** GET /employees/simple: every employee in the caller's states, for pickers (user links, title officers). */
export const ZEmployeeOption = z.object({
  employee_id: z.number().int(),
  uuid: ZUuid,
  first_name: z.string(),
  last_name: z.string(),
  emp_type: z.enum(['REP', 'EO']).nullable(),
  state: ZState,
  is_active: z.boolean(),
});
export type EmployeeOption = z.infer<typeof ZEmployeeOption>;

export const ZGetEmployeesSimpleQuery = z.strictObject({
  /** 'true' lists active employees only. */
  active: ZQueryFlag.optional(),
});
export const ZGetEmployeesSimpleResponse = z.array(ZEmployeeOption);
export type GetEmployeesSimpleResponse = z.infer<typeof ZGetEmployeesSimpleResponse>;
