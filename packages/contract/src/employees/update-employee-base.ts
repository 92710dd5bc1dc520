import { z } from 'zod';
import { ZAmountText } from '../common/primitives.ts';
import { ZEmployee } from './employee.ts';

/** PATCH /employees/{uuid}/base (super only): the monthly base and its description. */
export const ZUpdateEmployeeBaseBody = z.strictObject({
  /** A non-negative amount such as '5000.00', or null for no base. */
  base: ZAmountText({ format: 'must be an amount such as 5000.00' }).nullable(),
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
