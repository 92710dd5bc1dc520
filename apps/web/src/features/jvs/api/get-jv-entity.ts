import { ZGetJvEntityResponse } from '@hub/contract';
import { jvKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /jv-entities/{id} (jv_id or uuid): one JV with its version. */
export const useJvEntity = (id: string | null) =>
  useRecordQuery({ collection: '/jv-entities', queryKey: jvKeys.one, schema: ZGetJvEntityResponse }, id);
