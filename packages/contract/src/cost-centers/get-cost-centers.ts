import { z } from 'zod';
import { ZStateFilter } from '../common/primitives.ts';
import { ZCostCenter } from './cost-center.ts';

export const ZGetCostCentersQuery = z.strictObject({
  /** Two letters; any case. */
  state: ZStateFilter.optional(),
});
/** Sorted by output_order (missing last), then company name ignoring case. */
export const ZGetCostCentersResponse = z.array(ZCostCenter);
export type GetCostCentersResponse = z.infer<typeof ZGetCostCentersResponse>;
