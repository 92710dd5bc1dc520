import { z } from 'zod';
import { ZStateCode } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';
import { ZBranch } from './branch.ts';

/** GET /branches (spec 000 §7: also state, fileBranches=True, active=true). */
export const ZGetBranchesQuery = z.strictObject({
  /** AZ or NV, any case. */
  state: ZStateCode.optional(),
  /** 'true': active branches only; 'false' or absent: all of them. */
  active: ZQueryFlag.optional(),
  /** 'True': only branches that have escrow files. */
  fileBranches: ZQueryFlag.optional(),
});
export type GetBranchesQuery = z.infer<typeof ZGetBranchesQuery>;

/** Active branches first, then by name (a numeric prefix counts as a number: '101 …' before '110 …'). */
export const ZGetBranchesResponse = z.array(ZBranch);
export type GetBranchesResponse = z.infer<typeof ZGetBranchesResponse>;
