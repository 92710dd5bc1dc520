import { z } from 'zod';
import { ZState, ZUuid, ZVersion } from '../common/primitives.ts';
import { ZUuidOrId } from '../common/record-key.ts';

/** Spec 000 §3 Branch; the cost center's description and accounting code come joined from cost_centers. */
export const ZBranch = z.object({
  uuid: ZUuid,
  branch_id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  alias: z.string().nullable(),
  add1: z.string().nullable(),
  add2: z.string().nullable(),
  city: z.string().nullable(),
  state: ZState,
  zip: z.string().nullable(),
  /** Digits only, e.g. '6025550100'. */
  phone_number: z.string().nullable(),
  active: z.boolean(),
  escrow_employee_count_override: z.number().int().nullable(),
  cost_center_id: z.number().int().nullable(),
  cost_center_desc: z.string().nullable(),
  cost_center_code: z.string().nullable(),
  version: ZVersion,
});
export type Branch = z.infer<typeof ZBranch>;

/** `/branches/{uuid}`: the branch's uuid, or its numeric branch_id. */
export const ZBranchParams = z.strictObject({ uuid: ZUuidOrId('must be a branch uuid or number') });
