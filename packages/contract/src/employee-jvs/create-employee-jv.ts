import { z } from 'zod';
import { ZEmployeeJvLink } from './employee-jv-link.ts';

/** POST /employees/{id}/jvs: links a JV; a primary link clears primary on the employee's others. */
export const ZCreateEmployeeJvBody = z.strictObject({
  /** A JV's uuid; none chosen yet reads 'choose a JV'. */
  jv_uuid: z.uuid('choose a JV'),
  is_primary: z.boolean().default(false),
});
export type CreateEmployeeJvBody = z.input<typeof ZCreateEmployeeJvBody>;

export const ZCreateEmployeeJvResponse = ZEmployeeJvLink;
