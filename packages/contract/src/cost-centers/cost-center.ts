import { z } from 'zod';
import { ZVersion } from '../common/primitives.ts';

/** Spec 000 §3 Cost center. */
export const ZCostCenter = z.object({
  cost_center_id: z.number().int(),
  company_name: z.string(),
  accounting_code: z.string().nullable(),
  description: z.string(),
  /** AZ or NV as saved today (older rows may hold other letters, shown as they are). */
  state: z.string(),
  /** Report order; null sorts last. */
  output_order: z.number().int().nullable(),
  version: ZVersion,
});
export type CostCenter = z.infer<typeof ZCostCenter>;

export const ZCostCenterParams = z.strictObject({
  id: z.coerce.number().int().positive('must be a cost center number'),
});
