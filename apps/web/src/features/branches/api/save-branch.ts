import { ZCreateBranchBody, ZSaveBranchResponse } from '@hub/contract';
import { branchKeys, employeeKeys } from '@/lib/lookups/query-keys';
import { useSaveRecord } from '@/lib/record-api';

/** POST /branches or PUT /branches/{uuid} (the form sends every field); the employees list names branches. */
export const useSaveBranch = () =>
  useSaveRecord({
    collection: '/branches',
    request: ZCreateBranchBody,
    response: ZSaveBranchResponse,
    refresh: [branchKeys.all, employeeKeys.all],
  });
