import { ZAddClientGroupMemberResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordPath } from '@/lib/record-api';
import { refreshGroupsAndTrend } from './client-group-keys';

export type AddGroupMemberArgs = { groupId: number; memberName: string };

/** POST /client-groups/{id}/members { member_name } (201, the member). */
const addGroupMember = ({ groupId, memberName }: AddGroupMemberArgs) =>
  api.post(
    `${recordPath('/client-groups', groupId)}/members`,
    { member_name: memberName.trim() },
    { schema: ZAddClientGroupMemberResponse },
  );

/** Adds a member to a group; the group, the groups and the trend are asked again. */
export function useAddGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: () => refreshGroupsAndTrend(queryClient),
  });
}
