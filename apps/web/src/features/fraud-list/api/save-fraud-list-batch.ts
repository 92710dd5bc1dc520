import {
  type SaveFraudListBatchBody,
  type SaveFraudListBatchResponse,
  ZSaveFraudListBatchResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fraudListKeys } from '@/lib/lookups/query-keys';

/** POST /fraud-list/batch: every change in one call, saved all or nothing; answers the whole list. */
export function saveFraudListBatch(entries: SaveFraudListBatchBody): Promise<SaveFraudListBatchResponse> {
  return api.post('/fraud-list/batch', entries, { schema: ZSaveFraudListBatchResponse });
}

export function useSaveFraudListBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFraudListBatch,
    onSuccess: (list) => queryClient.setQueryData(fraudListKeys.all, list),
  });
}
