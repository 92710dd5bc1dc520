import { z } from 'zod';
import { ZCostCenter } from './cost-center.ts';

export const ZGetCostCentersQuery = z.strictObject({
  /** Two letters; any case. */
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state such as AZ')
    .transform((s) => s.toUpperCase())
    .optional(),
});
/** Sorted by output_order (missing last), then company name ignoring case. */
export const ZGetCostCentersResponse = z.array(ZCostCenter);
export type GetCostCentersResponse = z.infer<typeof ZGetCostCentersResponse>;
