import { type UploadFileResponse, type UploadType, ZUploadFileResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadKeys } from '@/lib/lookups/query-keys';

export type UploadFileArgs = { uploadType: UploadType; file: File };

/**
 * POST /uploads/upload-file (multipart: `upload_type`, `file`): answers 202 with the upload_id at once;
 * the rows are read in the background. A refused file answers 400 (or 413) with a `detail`.
 */
export function uploadFile({ uploadType, file }: UploadFileArgs): Promise<UploadFileResponse> {
  const body = new FormData();
  body.append('upload_type', uploadType);
  body.append('file', file, file.name);
  return api.post('/uploads/upload-file', body, { schema: ZUploadFileResponse });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.recent() }),
  });
}
