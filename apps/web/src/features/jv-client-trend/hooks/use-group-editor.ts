import type { ClientGroupMember } from '@hub/contract';
import { useCallback, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useAddGroupMember } from '../api/add-group-member';
import { useCreateClientGroup } from '../api/create-client-group';
import { useRemoveGroupMember } from '../api/remove-group-member';
import {
  ADD_MEMBER_FAILED,
  CREATE_GROUP_FAILED,
  groupNameProblem,
  memberProblem,
  REMOVE_MEMBER_FAILED,
  REMOVE_MEMBER_QUESTION,
} from '../utils/trend-texts';

export type GroupMessage = { kind: 'success' | 'error'; text: string };

/**
 * The group management of the JV client trend (spec 001 §5, §8): the selected group, and creating a
 * group, adding a member (typed, or a client's row of the grid) and removing one after confirmation,
 * each saying what went wrong (the server's detail first). Each change asks the trend again.
 */
export function useGroupEditor() {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [message, setMessage] = useState<GroupMessage | null>(null);
  const { mutateAsync: createAsync, isPending: creating } = useCreateClientGroup();
  const { mutateAsync: addAsync, isPending: adding } = useAddGroupMember();
  const { mutateAsync: removeAsync, isPending: removing } = useRemoveGroupMember();

  const selectGroup = useCallback((id: number | null) => {
    setGroupId(id);
    setMessage(null);
  }, []);

  /** Creates a group and selects it; answers whether it was created. */
  const createGroup = useCallback(
    async (name: string): Promise<boolean> => {
      const problem = groupNameProblem(name);
      setMessage(problem ? { kind: 'error', text: problem } : null);
      if (problem) return false;
      try {
        const created = await createAsync(name);
        setGroupId(created.client_group_id);
        setMessage({ kind: 'success', text: `Group ${name.trim()} created.` });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: errorDetail(error, CREATE_GROUP_FAILED) });
        return false;
      }
    },
    [createAsync],
  );

  /** Adds `name` to the selected group ('Please select a group first.' without one); answers whether it was added. */
  const addMember = useCallback(
    async (name: string): Promise<boolean> => {
      const problem = memberProblem(groupId, name);
      if (problem || groupId === null) {
        setMessage({ kind: 'error', text: problem ?? '' });
        return false;
      }
      setMessage(null);
      try {
        const member = await addAsync({ groupId, memberName: name });
        setMessage({ kind: 'success', text: `${member.member_name} added to the group.` });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: errorDetail(error, ADD_MEMBER_FAILED) });
        return false;
      }
    },
    [addAsync, groupId],
  );

  /** Removes a member of the group `groupName` once the user confirms. */
  const removeMember = useCallback(
    async (member: ClientGroupMember, groupName: string): Promise<boolean> => {
      setMessage(null);
      if (
        !(await confirmAction(REMOVE_MEMBER_QUESTION(member.member_name, groupName), {
          confirmLabel: 'Remove',
        }))
      )
        return false;
      try {
        await removeAsync(member.client_group_member_id);
        setMessage({ kind: 'success', text: `${member.member_name} removed from the group.` });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: errorDetail(error, REMOVE_MEMBER_FAILED) });
        return false;
      }
    },
    [removeAsync],
  );

  return {
    groupId,
    selectGroup,
    message,
    createGroup,
    addMember,
    removeMember,
    busy: creating || adding || removing,
  };
}

export type GroupEditor = ReturnType<typeof useGroupEditor>;
