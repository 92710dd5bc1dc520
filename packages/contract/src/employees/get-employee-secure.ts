import { z } from 'zod';
import { ZUuidOrId } from '../common/record-key.ts';
import { ZEmployee } from './employee.ts';

/**
 * GET /employees/secure/{uuid or id}: the full employee. Administrators within their states, or the
 * user whose linked (employee_id) or viewed (view_employee_id) employee it is.
 */
export const ZGetEmployeeSecureParams = z.strictObject({
  uuid: ZUuidOrId('must be an employee uuid or number'),
});
export const ZGetEmployeeSecureResponse = ZEmployee;
export type GetEmployeeSecureResponse = z.infer<typeof ZGetEmployeeSecureResponse>;
