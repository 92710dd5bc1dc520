import { type JvMixQuery, ZJvMixResponse } from '@hub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /reports/jvs/mix: one JV's files by escrow officer and by branch (nothing asked while null). */
export const useJvMix = (query: JvMixQuery | null) =>
  useQuery({
    ...getQuery(reportKeys.report('jv-mix', query ?? {}), '/reports/jvs/mix', ZJvMixResponse, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
