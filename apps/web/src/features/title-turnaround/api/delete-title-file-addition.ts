import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTurnaround } from './invalidate-turnaround';

/** DELETE /title-file-additions/{added_file_uuid} (204). */
async function deleteTitleFileAddition(addedFileUuid: string): Promise<void> {
  await api.delete(`/title-file-additions/${encodeURIComponent(addedFileUuid)}`);
}

/** Reloads the turnaround, also after a failure (the list may be out of date). */
export function useDeleteTitleFileAddition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTitleFileAddition,
    onSettled: () => invalidateTurnaround(queryClient),
  });
}
