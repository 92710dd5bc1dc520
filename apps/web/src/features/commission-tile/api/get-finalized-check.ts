import { type FinalizedPeriodCheckQuery, ZFinalizedPeriodCheck } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';
import type { TilePeriod } from '../utils/tile-condition';

/** GET /commissions/periods/finalized/check?period_start&period_end&frequency=MONTHLY: is the month finalised? */
export function useMonthFinalized(period: TilePeriod, enabled: boolean) {
  const query: FinalizedPeriodCheckQuery = {
    period_start: period.start_date,
    period_end: period.end_date,
    frequency: 'MONTHLY',
  };
  return useQuery({
    ...getQuery(
      reportKeys.report('commission-period-finalized', query),
      '/commissions/periods/finalized/check',
      ZFinalizedPeriodCheck,
      query,
    ),
    enabled,
  });
}
