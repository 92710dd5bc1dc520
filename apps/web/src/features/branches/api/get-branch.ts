import { ZGetBranchResponse } from '@hub/contract';
import { branchKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /branches/{uuid}: one branch with its version. */
export const useBranch = (uuid: string | null) =>
  useRecordQuery({ collection: '/branches', queryKey: branchKeys.one, schema: ZGetBranchResponse }, uuid);
