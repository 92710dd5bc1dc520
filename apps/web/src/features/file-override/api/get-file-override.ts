import { ZFileOverride } from '@hub/contract';
import { fileKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /files/{file_uuid}: the override dialog's prefill, with the file's version (asked again on each open). */
export const useFileOverride = (fileUuid: string | null) =>
  useRecordQuery({ collection: '/files', queryKey: fileKeys.override, schema: ZFileOverride }, fileUuid);
