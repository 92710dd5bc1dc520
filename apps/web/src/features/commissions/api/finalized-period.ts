import { type FinalizedPeriodCheckQuery, ZFinalizedPeriod, ZFinalizedPeriodCheck } from '@hub/contract';
import { type Frequency, periodFrequency } from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery, recordPath } from '@/lib/record-api';

export type CommissionPeriod = { start_date: string; end_date: string };

/** The period's frequency (spec 001 §4), or null when its dates are not dates in order. */
export function frequencyOf({ start_date, end_date }: CommissionPeriod): Frequency | null {
  try {
    return periodFrequency({ start: start_date, end: end_date });
  } catch {
    return null;
  }
}

const checkQuery = (period: CommissionPeriod, frequency: Frequency): FinalizedPeriodCheckQuery => ({
  period_start: period.start_date,
  period_end: period.end_date,
  frequency,
});

const checkKey = (query: FinalizedPeriodCheckQuery) =>
  reportKeys.report('commission-period-finalized', query);

/** GET /commissions/periods/finalized/check: is the period finalised (and which finalisation)? */
export function useFinalizedCheck(period: CommissionPeriod, enabled: boolean) {
  const frequency = frequencyOf(period);
  const query = checkQuery(period, frequency ?? 'MONTHLY');
  return useQuery({
    ...getQuery(checkKey(query), '/commissions/periods/finalized/check', ZFinalizedPeriodCheck, query),
    enabled: enabled && frequency !== null,
  });
}

/** POST /commissions/periods/finalized: GLOBAL, AZ, no note (spec 001 §7, §9). */
const finalizePeriod = ({ period, frequency }: { period: CommissionPeriod; frequency: Frequency }) =>
  api.post(
    '/commissions/periods/finalized',
    {
      period_start: period.start_date,
      period_end: period.end_date,
      freq: frequency,
      scope: 'GLOBAL',
      state: 'AZ',
      note: '',
    },
    { schema: ZFinalizedPeriod },
  );

/** DELETE /commissions/periods/finalized/{pf_uuid} (204). */
const unfinalizePeriod = async ({ pfUuid }: { pfUuid: string }): Promise<void> => {
  await api.delete(recordPath('/commissions/periods/finalized', pfUuid));
};

/** Finalise or unfinalise, then ask the period's state again (also after a refusal: it may be stale). */
function usePeriodChange<Args>(mutationFn: (args: Args) => Promise<unknown>, period: CommissionPeriod) {
  const queryClient = useQueryClient();
  const frequency = frequencyOf(period) ?? 'MONTHLY';
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkKey(checkQuery(period, frequency)) }),
  });
}

export const useFinalizePeriod = (period: CommissionPeriod) => usePeriodChange(finalizePeriod, period);
export const useUnfinalizePeriod = (period: CommissionPeriod) => usePeriodChange(unfinalizePeriod, period);
