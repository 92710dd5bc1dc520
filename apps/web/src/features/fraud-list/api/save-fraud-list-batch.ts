import { type SaveFraudListBatchBody, ZSaveFraudListBatchResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { fraudListKeys } from '@/lib/lookups/query-keys';
import { useDocumentSave } from '@/lib/record-api';

/** POST /fraud-list/batch: every change in one call, saved all or nothing; answers the whole list. */
const saveFraudListBatch = (entries: SaveFraudListBatchBody) =>
  api.post('/fraud-list/batch', entries, { schema: ZSaveFraudListBatchResponse });

export const useSaveFraudListBatch = () => useDocumentSave(saveFraudListBatch, fraudListKeys.all);
