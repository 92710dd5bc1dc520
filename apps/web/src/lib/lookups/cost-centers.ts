import { ZGetCostCentersResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { costCenterKeys } from './query-keys';

/** GET /cost-centers, optionally for one state (two letters). */
export const useCostCenters = (state: string | null) =>
  useQuery(getQuery(costCenterKeys.list(state), '/cost-centers', ZGetCostCentersResponse, { state }));

/** The Cost Center pickers (branch and employee forms): every cost center, the list's own query. */
export const useCostCenterOptions = () => useCostCenters(null);
