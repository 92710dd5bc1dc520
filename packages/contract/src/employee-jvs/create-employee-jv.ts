import { z } from 'zod';
import { ZUuid } from '../common/primitives.ts';
import { ZEmployeeJvLink } from './employee-jv-link.ts';

/** POST /employees/{id}/jvs: links a JV; a primary link clears primary on the employee's others. */
export const ZCreateEmployeeJvBody = z.strictObject({
  jv_uuid: ZUuid,
  is_primary: z.boolean().default(false),
});
export type CreateEmployeeJvBody = z.input<typeof ZCreateEmployeeJvBody>;

export const ZCreateEmployeeJvResponse = ZEmployeeJvLink;
