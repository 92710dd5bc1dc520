import { ZOverrideTitleCommResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTurnaround } from './invalidate-turnaround';

/** PUT /title-file-additions/override-title-comm: the file becomes commission-eligible, one way. */
const overrideTitleComm = (fileUuid: string) =>
  api.put(
    '/title-file-additions/override-title-comm',
    { file_uuid: fileUuid, override: true },
    { schema: ZOverrideTitleCommResponse },
  );

/** Reloads the turnaround once the override is saved. */
export function useOverrideTitleComm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideTitleComm,
    onSuccess: () => invalidateTurnaround(queryClient),
  });
}
