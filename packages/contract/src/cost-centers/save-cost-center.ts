import { z } from 'zod';
import { ZStateCode } from '../common/primitives.ts';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** POST /cost-centers and PUT /cost-centers/{id} (spec 000 §5 Cost center form). */
export const ZSaveCostCenterBody = z.strictObject({
  company_name: required('Company Name').max(200),
  accounting_code: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** AZ or NV, any case (spec 000 §9). */
  state: ZStateCode,
  output_order: z.number().int('must be a whole number').min(0).max(1_000_000),
  description: required('Description').max(500),
});
export type SaveCostCenterBody = z.infer<typeof ZSaveCostCenterBody>;
/** What a screen sends, before the server trims and upper-cases it. */
export type SaveCostCenterInput = z.input<typeof ZSaveCostCenterBody>;
