import { z } from 'zod';
import { ZState, ZUuid, ZVersion } from '../common/primitives.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/branches/{uuid}`: the branch's uuid, or its numeric branch_id. */
export const ZBranchParams = z.strictObject({
  uuid: z.string().regex(/^(?:\d{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    error: 'must be a branch uuid or number',
  }),
});

/** Whether a `/branches/{uuid}` parameter is a uuid (else it is a branch_id). */
export function isBranchUuid(value: string): boolean {
  return UUID.test(value);
}
