import { type CreateFileAdjustmentInput, ZCreateFileAdjustmentResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';

/** POST /file-adjustments (201, the row as listed). */
const createFileAdjustment = (body: CreateFileAdjustmentInput) =>
  api.post('/file-adjustments', body, { schema: ZCreateFileAdjustmentResponse });

/** Refreshes the file's adjustments and every list of files (their figures moved). */
export function useCreateFileAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFileAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
