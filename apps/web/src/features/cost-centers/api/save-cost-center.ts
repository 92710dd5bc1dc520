import { ZCostCenter, ZSaveCostCenterBody } from '@hub/contract';
import { branchKeys, costCenterKeys } from '@/lib/lookups/query-keys';
import { useSaveRecord } from '@/lib/record-api';

/** POST /cost-centers or PUT /cost-centers/{id}; the branches list shows each branch's cost center. */
export const useSaveCostCenter = () =>
  useSaveRecord({
    collection: '/cost-centers',
    request: ZSaveCostCenterBody,
    response: ZCostCenter,
    refresh: [costCenterKeys.all, branchKeys.all],
  });
