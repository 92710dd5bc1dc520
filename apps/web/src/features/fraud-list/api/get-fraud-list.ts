import { ZGetFraudListResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { fraudListKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /fraud-list: every payee, sorted by name; the editor starts from what the server has now. */
export const useFraudList = () =>
  useQuery({ ...getQuery(fraudListKeys.all, '/fraud-list', ZGetFraudListResponse), staleTime: 0 });
