import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { refreshGroupsAndTrend } from './client-group-keys';

/** DELETE /client-groups/members/{member_id} (204). */
async function removeGroupMember(memberId: number): Promise<void> {
  await api.delete(recordPath('/client-groups/members', memberId));
}

/** Removes a member; the groups and the trend are asked again, also after a failure (it may be gone). */
export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSettled: () => refreshGroupsAndTrend(queryClient),
  });
}
