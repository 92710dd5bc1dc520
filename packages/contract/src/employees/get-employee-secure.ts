import { z } from 'zod';
import { ZEmployee } from './employee.ts';

const UUID_OR_ID = /^(\d{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * GET /employees/secure/{uuid or id}: the full employee. Administrators within their states, or the
 * user whose linked (employee_id) or viewed (view_employee_id) employee it is.
 */
export const ZGetEmployeeSecureParams = z.strictObject({
  uuid: z.string().regex(UUID_OR_ID, 'must be an employee uuid or number'),
});
export const ZGetEmployeeSecureResponse = ZEmployee;
export type GetEmployeeSecureResponse = z.infer<typeof ZGetEmployeeSecureResponse>;
