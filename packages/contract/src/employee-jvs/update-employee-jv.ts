import { z } from 'zod';
import { ZEmployeeJvLink } from './employee-jv-link.ts';

/** PATCH /employees/{id}/jvs/{link_id}: setting primary clears primary on the employee's other links. */
export const ZUpdateEmployeeJvBody = z.strictObject({ is_primary: z.boolean() });
export type UpdateEmployeeJvBody = z.input<typeof ZUpdateEmployeeJvBody>;

export const ZUpdateEmployeeJvResponse = ZEmployeeJvLink;
