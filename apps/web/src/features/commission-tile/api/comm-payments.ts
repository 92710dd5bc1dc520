import {
  type CommPayment,
  type SaveCommPaymentBody,
  ZCommPayment,
  ZCommPaymentsResponse,
} from '@hub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/lookups/query-keys';
import { recordPath } from '@/lib/record-api';
import type { TilePeriod } from '../utils/tile-condition';

const paymentsQuery = (period: TilePeriod, payerUuid: string) => ({
  period_begin_from: period.start_date,
  period_end_to: period.end_date,
  from_employee_uuid: payerUuid,
});

export const payerPaymentsKey = (period: TilePeriod, payerUuid: string) =>
  reportKeys.report('comm-payments', paymentsQuery(period, payerUuid));

/**
 * GET /comm-pmts/?period_begin_from&period_end_to&from_employee_uuid: the payer's payments of the
 * period; a failure reads as an empty list (spec 000 §8 "Payments list load fails").
 */
export function usePayerPayments(period: TilePeriod, payerUuid: string, enabled: boolean) {
  return useQuery({
    queryKey: payerPaymentsKey(period, payerUuid),
    queryFn: async ({ signal }): Promise<CommPayment[]> => {
      try {
        return await api.get('/comm-pmts/', {
          query: paymentsQuery(period, payerUuid),
          schema: ZCommPaymentsResponse,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    enabled,
    staleTime: 0,
  });
}

export type PaymentSave = { uuid: string | null; body: SaveCommPaymentBody };

/** POST /comm-pmts/ for a new payment, PUT /comm-pmts/{uuid} for an existing one, one after another. */
async function savePayments(saves: readonly PaymentSave[]): Promise<CommPayment[]> {
  const saved: CommPayment[] = [];
  for (const { uuid, body } of saves) {
    saved.push(
      uuid === null
        ? await api.post('/comm-pmts/', body, { schema: ZCommPayment })
        : await api.put(recordPath('/comm-pmts', uuid), body, { schema: ZCommPayment }),
    );
  }
  return saved;
}

/** Saves the dialog's payments, then asks again for the payments and the commission row (Paid Out). */
export function useSavePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayments,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.report('comm-payments') }),
        queryClient.invalidateQueries({ queryKey: reportKeys.report('commission-tile') }),
      ]),
  });
}
