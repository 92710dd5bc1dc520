import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';
import { recordPath } from '@/lib/record-api';

export type DeleteFileArgs = { fileUuid: string; version: number };

/** DELETE /files/{file_uuid} (204) with If-Match: the file and its adjustments. */
async function deleteFile({ fileUuid, version }: DeleteFileArgs): Promise<void> {
  await api.delete(recordPath('/files', fileUuid), { ifMatch: version });
}

/** The deleted file's own queries are dropped (nothing asks for it again); every list of files refreshes. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_, { fileUuid }) => {
      queryClient.removeQueries({ queryKey: fileKeys.override(fileUuid) });
      return queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
  });
}
