import { z } from 'zod';
import { ZEmployeeJvLink } from './employee-jv-link.ts';

/** GET /employees/{uuid}/jvs: the employee's JV links, by JV name. */
export const ZGetEmployeeJvsResponse = z.array(ZEmployeeJvLink);
export type GetEmployeeJvsResponse = z.infer<typeof ZGetEmployeeJvsResponse>;
