import { z } from 'zod';
import { ZBranch } from './branch.ts';

const flag = z.enum(['true', 'True', 'false', 'False'], { error: "must be 'true' or 'false'" });

/** GET /branches (spec 000 §7: also state, fileBranches=True, active=true). */
export const ZGetBranchesQuery = z.strictObject({
  /** AZ or NV, any case. */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['AZ', 'NV'], { error: 'must be AZ or NV' }))
    .optional(),
  /** 'true': active branches only; 'false' or absent: all of them. */
  active: flag.optional(),
  /** 'True': only branches that have escrow files. */
  fileBranches: flag.optional(),
});
export type GetBranchesQuery = z.infer<typeof ZGetBranchesQuery>;

/** Active branches first, then by name (a numeric prefix counts as a number: '101 …' before '110 …'). */
export const ZGetBranchesResponse = z.array(ZBranch);
export type GetBranchesResponse = z.infer<typeof ZGetBranchesResponse>;
