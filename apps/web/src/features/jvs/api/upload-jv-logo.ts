import { type JvEntity, ZUploadJvLogoResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jvKeys } from '@/lib/lookups/query-keys';

export type UploadJvLogoArgs = {
  id: number;
  /** The version the form holds: an upload over someone else's newer save is refused (412). */
  version: number | null;
  file: File;
};

/** PATCH /jv-entities/{id}/logo (multipart, field `file`): answers the JV with its new logo and version. */
export function uploadJvLogo({ id, version, file }: UploadJvLogoArgs): Promise<JvEntity> {
  const body = new FormData();
  body.append('file', file);
  return api.patch(`/jv-entities/${id}/logo`, body, { schema: ZUploadJvLogoResponse, ifMatch: version });
}

export function useUploadJvLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadJvLogo,
    // The list shows the thumbnail; the open form keeps the answer itself (its edits are not reloaded).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jvKeys.lists() }),
  });
}
