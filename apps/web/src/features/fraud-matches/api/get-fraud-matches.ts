import { ZGetFraudMatchesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { fileReportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /fraud-check: asked again each time the screen opens (the fraud list and the files change). */
export const useFraudMatches = () =>
  useQuery({
    ...getQuery(fileReportKeys.fraudMatches(), '/fraud-check', ZGetFraudMatchesResponse),
    staleTime: 0,
  });
