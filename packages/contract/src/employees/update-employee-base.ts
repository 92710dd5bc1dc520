import { z } from 'zod';
import { ZEmployee } from './employee.ts';

/** PATCH /employees/{uuid}/base (super only): the monthly base and its description. */
export const ZUpdateEmployeeBaseBody = z.strictObject({
  /** A non-negative amount such as '5000.00', or null for no base. */
  base: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 5000.00')
    .nullable(),
  /** Absent keeps the stored description; '' or null clears it. */
  base_desc: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});
export type UpdateEmployeeBaseBody = z.input<typeof ZUpdateEmployeeBaseBody>;
export const ZUpdateEmployeeBaseResponse = ZEmployee;
