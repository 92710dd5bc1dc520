import { ZCreateClientGroupResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshGroupsAndTrend } from './client-group-keys';

/** POST /client-groups { name, is_active: true } (201 { client_group_id }). */
const createClientGroup = (name: string) =>
  api.post('/client-groups', { name: name.trim(), is_active: true }, { schema: ZCreateClientGroupResponse });

/** Creates a group; the groups and the trend are asked again. */
export function useCreateClientGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientGroup,
    onSuccess: () => refreshGroupsAndTrend(queryClient),
  });
}
