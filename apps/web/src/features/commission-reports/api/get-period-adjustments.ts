import { type State, ZGetFileAdjustmentsResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';

/**
 * The adjustments asked for: those posted in the period in the state, narrowed to an escrow officer's
 * files (theirs and their linked employees') when `escrow_officer_id` is given. GET /file-adjustments
 * has no marketing rep filter: the rep's report narrows the state's adjustments itself.
 */
export type PeriodAdjustmentsQuery = {
  state: State;
  start_date: string;
  end_date: string;
  escrow_officer_id?: number;
};

/** GET /file-adjustments for the period (under `fileKeys.all`: an adjustment added or deleted asks again). */
export function usePeriodAdjustments(query: PeriodAdjustmentsQuery | null) {
  return useQuery({
    queryKey: [...fileKeys.all, 'commission-detail-adjustments', query],
    enabled: query !== null,
    queryFn: ({ signal }) =>
      api.get('/file-adjustments', {
        query: { ...query },
        schema: ZGetFileAdjustmentsResponse,
        signal,
      }),
  });
}
