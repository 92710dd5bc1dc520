import { ZGetFileAdjustmentsResponse } from '@hub/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';

/** GET /file-adjustments?esc_file_id=: one file's adjustments with their totals (nothing asked without a file). */
export const useFileAdjustments = (fileId: number | null) =>
  useQuery({
    queryKey: fileId === null ? [...fileKeys.all, 'adjustments', 'none'] : fileKeys.adjustments(fileId),
    queryFn:
      fileId === null
        ? skipToken
        : ({ signal }) =>
            api.get('/file-adjustments', {
              query: { esc_file_id: fileId },
              schema: ZGetFileAdjustmentsResponse,
              signal,
            }),
  });
