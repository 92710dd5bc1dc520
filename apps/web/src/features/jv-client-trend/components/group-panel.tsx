import {
  Alert,
  Button,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { errorDetail } from '@/lib/api-client';
import { useClientGroup } from '../api/get-client-group';
import { useClientGroups } from '../api/get-client-groups';
import type { GroupEditor } from '../hooks/use-group-editor';
import { GROUP_LOAD_FAILED, GROUPS_LOAD_FAILED } from '../utils/trend-texts';
import { NameForm } from './name-form';

export type GroupPanelProps = { editor: GroupEditor };

/**
 * Client Groups (spec 001 §2, §5, §8): the active groups (GET /client-groups), a new group by name,
 * the selected group's members (GET /client-groups/{id}; 'Failed to load group') each removable after
 * confirmation, and a member typed in; a client's row of the grid is added with its 'Add to group'.
 * What went wrong, or what was done, shows under the panel's fields.
 */
export function GroupPanel({ editor }: GroupPanelProps) {
  const groups = useClientGroups();
  const group = useClientGroup(editor.groupId);
  const selected = group.data;

  const groupOptions = [
    { value: '', label: 'Select a group' },
    ...(groups.data ?? []).map((g) => ({
      value: String(g.client_group_id),
      label: `${g.name} (${g.member_count})`,
    })),
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-groups-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-groups-title">
          Client Groups
        </Title>
        <NativeSelect
          label="Group"
          value={editor.groupId === null ? '' : String(editor.groupId)}
          data={groupOptions}
          onChange={(event) => {
            const value = event.currentTarget.value;
            editor.selectGroup(value === '' ? null : Number(value));
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <NameForm
          label="New group name"
          action="Create group"
          busy={editor.busy}
          onSubmit={editor.createGroup}
        />
        {groups.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorDetail(groups.error, GROUPS_LOAD_FAILED)}
          </Text>
        )}
        <NameForm label="Client name" action="Add member" busy={editor.busy} onSubmit={editor.addMember} />
        {editor.message && (
          <Alert
            color={editor.message.kind === 'error' ? 'red' : 'green'}
            role={editor.message.kind === 'error' ? 'alert' : 'status'}
            p="xs"
          >
            {editor.message.text}
          </Alert>
        )}
        {editor.groupId !== null && <Members editor={editor} group={group} />}
        {selected === undefined && editor.groupId === null && (
          <Text size="sm" c="dimmed">
            Select a group to see its members; a client's 'Add to group' adds it to the selected group.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Members({ editor, group }: { editor: GroupEditor; group: ReturnType<typeof useClientGroup> }) {
  if (group.isPending) return <Loader size="sm" aria-label="Loading the group" />;
  if (group.isError && !group.data) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {errorDetail(group.error, GROUP_LOAD_FAILED)}
      </Text>
    );
  }
  const selected = group.data;
  if (!selected) return null;
  if (selected.members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {`${selected.name} has no members yet.`}
      </Text>
    );
  }
  return (
    <Table withTableBorder striped aria-label={`Members of ${selected.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {selected.members.map((member) => (
          <Table.Tr key={member.client_group_member_id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.member_name}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-xs"
                variant="subtle"
                color="red.9"
                disabled={editor.busy}
                onClick={() => void editor.removeMember(member, selected.name)}
                aria-label={`Remove ${member.member_name}`}
              >
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
