import type { JvEntity } from '@hub/contract';
import { fractionToPercent } from '@hub/domain/percent';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorDetail } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useJvEntities } from '../api/get-jv-entities';
import { groupJvsByState } from './jv-values';

export const NO_JVS = 'No JVs found.';
export const JVS_LOAD_FAILED = 'Could not load JV entities.';

export type JvsListProps = {
  /** Inactive JVs are hidden by default (spec 000 §4). */
  showInactive: boolean;
  onShowInactiveChange: (show: boolean) => void;
};

/** Spec 000 §2 /admin/jvs: JVs grouped by state ('Unassigned' without one), an inactive toggle, Add JV. */
export function JvsList({ showInactive, onShowInactiveChange }: JvsListProps) {
  // The switch answers at once; the address follows (a router navigation, which applies later).
  const [show, setShow] = useState(showInactive);
  useEffect(() => setShow(showInactive), [showInactive]);
  const handleShowChange = (checked: boolean) => {
    setShow(checked);
    onShowInactiveChange(checked);
  };
  const query = useJvEntities(!show);
  const groups = groupJvsByState(query.data ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>JV Entities</Title>
        <Button component={Link} to={paths.admin.jvNew.getHref()}>
          Add JV
        </Button>
      </Group>
      <Switch
        label="Show Inactive"
        checked={show}
        onChange={(event) => handleShowChange(event.currentTarget.checked)}
      />
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading JVs" />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorDetail(query.error, JVS_LOAD_FAILED)}
        </Alert>
      ) : groups.length === 0 ? (
        <Text c="dimmed">{NO_JVS}</Text>
      ) : (
        groups.map((group) => (
          <section key={group.state} aria-labelledby={`jv-group-${group.state}`}>
            <Title order={3} id={`jv-group-${group.state}`} mb="xs">
              {group.state}
            </Title>
            <JvTable label={`JVs ${group.state}`} jvs={group.jvs} />
          </section>
        ))
      )}
    </Stack>
  );
}

function JvTable({ label, jvs }: { label: string; jvs: readonly JvEntity[] }) {
  return (
    <Table striped highlightOnHover withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={72}>Logo</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Alias</Table.Th>
          <Table.Th>City</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Magnus %</Table.Th>
          <Table.Th>Report Order</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jvs.map((jv) => {
          const pct = fractionToPercent(jv.magnus_title_pct);
          return (
            <Table.Tr key={jv.jv_id}>
              <Table.Td>
                {jv.logo_url ? (
                  <Image src={jv.logo_url} alt={`${jv.name} logo`} h={32} w="auto" maw={64} fit="contain" />
                ) : null}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.jv.getHref(jv.jv_id)}>
                  {jv.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{jv.alias ?? ''}</Table.Td>
              <Table.Td>{jv.city ?? ''}</Table.Td>
              <Table.Td>{formatPhone(jv.phone_number)}</Table.Td>
              <Table.Td>{pct === null ? '' : `${pct}%`}</Table.Td>
              <Table.Td>{jv.sort_order}</Table.Td>
              <Table.Td>
                {jv.is_active ? (
                  'Active'
                ) : (
                  <Badge color="gray" variant="light">
                    Inactive
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
