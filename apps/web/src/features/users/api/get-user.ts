import { ZGetUserResponse } from '@hub/contract';
import { userKeys } from '@/lib/lookups/query-keys';
import { useRecordQuery } from '@/lib/record-api';

/** GET /users/{uuid}: one user with its version. */
export const useUser = (uuid: string | null) =>
  useRecordQuery({ collection: '/users', queryKey: userKeys.one, schema: ZGetUserResponse }, uuid);
