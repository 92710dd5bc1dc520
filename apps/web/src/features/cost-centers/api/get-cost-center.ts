import { ZCostCenter } from '@hub/contract';
import { costCenterKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /cost-centers/{id}: one cost center with its version. */
export const useCostCenter = (id: number | null) =>
  useRecordQuery({ collection: '/cost-centers', queryKey: costCenterKeys.one, schema: ZCostCenter }, id);
