import { ZUploadJvLogoResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { jvKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

export type UploadJvLogoArgs = {
  id: number;
  /** The version the form holds: an upload over someone else's newer save is refused (412). */
  version: number | null;
  file: File;
};

/** PATCH /jv-entities/{id}/logo (multipart, field `file`): answers the JV with its new logo and version. */
function uploadJvLogo({ id, version, file }: UploadJvLogoArgs) {
  const body = new FormData();
  body.append('file', file);
  return api.patch(`${recordPath('/jv-entities', id)}/logo`, body, {
    schema: ZUploadJvLogoResponse,
    ifMatch: version,
  });
}

/** The list shows the thumbnail; the open form keeps the answer itself (its edits are not reloaded). */
export const useUploadJvLogo = () => useRefreshingMutation(uploadJvLogo, { refresh: () => jvKeys.lists() });
