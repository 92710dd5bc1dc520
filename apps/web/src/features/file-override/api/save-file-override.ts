import { type SaveFileOverrideInput, ZSaveFileOverrideResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';
import { recordPath } from '@/lib/record-api';

export type SaveFileOverrideArgs = { fileUuid: string; version: number; body: SaveFileOverrideInput };

/** PUT /files/{file_uuid} with If-Match: the version the dialog loaded (a stale save is refused, 412). */
const saveFileOverride = ({ fileUuid, version, body }: SaveFileOverrideArgs) =>
  api.put(recordPath('/files', fileUuid), body, { schema: ZSaveFileOverrideResponse, ifMatch: version });

/** The save refreshes every list of files (order lists, searches): their figures moved with it. */
export function useSaveFileOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFileOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
