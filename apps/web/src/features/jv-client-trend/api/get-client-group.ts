import { ZClientGroup } from '@hub/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { clientGroupKeys } from './client-group-keys';

/** GET /client-groups/{id}: the selected group with its members; nothing asked while none is selected. */
export const useClientGroup = (id: number | null) =>
  useQuery({
    queryKey: id === null ? [...clientGroupKeys.all, 'none'] : clientGroupKeys.group(id),
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => api.get(recordPath('/client-groups', id), { schema: ZClientGroup, signal }),
  });
