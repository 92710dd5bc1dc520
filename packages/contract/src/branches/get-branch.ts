import type { z } from 'zod';
import { ZBranch, ZBranchParams } from './branch.ts';

/** GET /branches/{uuid or branch_id}: one branch, with its version (also the ETag). */
export const ZGetBranchParams = ZBranchParams;
export const ZGetBranchResponse = ZBranch;
export type GetBranchResponse = z.infer<typeof ZGetBranchResponse>;
