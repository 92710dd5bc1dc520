import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';

/** DELETE /file-adjustments/{adj_id} (204). */
async function deleteFileAdjustment(adjId: number): Promise<void> {
  await api.delete(`/file-adjustments/${adjId}`);
}

/** Refreshes the file's adjustments and every list of files, also after a failure (the list may be out of date). */
export function useDeleteFileAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFileAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
