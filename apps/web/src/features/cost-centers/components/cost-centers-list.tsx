import { Anchor, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCostCenters } from '../api/get-cost-centers';
import { cleanStateFilter, matchesStateFilter, stateQuery } from './state-filter';

export const NO_COST_CENTERS = 'No cost centers found.';

export type CostCentersListProps = {
  /** The State filter, kept in the address by the page. */
  stateFilter: string;
  onStateFilterChange: (state: string) => void;
};

/** Spec 000 §2 /admin/cost-centers. */
export function CostCentersList({ stateFilter, onStateFilterChange }: CostCentersListProps) {
  // Typed text shows at once; the address follows (a router navigation, which applies later).
  const [filter, setFilter] = useState(() => cleanStateFilter(stateFilter));
  useEffect(() => setFilter(cleanStateFilter(stateFilter)), [stateFilter]);
  const changeFilter = (text: string) => {
    const cleaned = cleanStateFilter(text);
    setFilter(cleaned);
    onStateFilterChange(cleaned);
  };
  const query = useCostCenters(stateQuery(filter));

  useEffect(() => {
    // Spec 000 §8: a failed list load is only logged.
    if (query.isError) console.error('Failed to load cost centers', query.error);
  }, [query.isError, query.error]);

  const rows = (query.data ?? []).filter((c) => matchesStateFilter(c.state, filter));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Cost Centers</Title>
        <Anchor component={Link} to={paths.admin.costCenter.getHref('new')}>
          + New Cost Center
        </Anchor>
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          label="State"
          placeholder="AZ"
          w={120}
          value={filter}
          onChange={(event) => changeFilter(event.currentTarget.value)}
        />
        {filter && (
          <Anchor component="button" type="button" onClick={() => changeFilter('')} mb={8}>
            Clear
          </Anchor>
        )}
      </Group>
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading cost centers" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NO_COST_CENTERS}</Text>
      ) : (
        <Table striped highlightOnHover withTableBorder aria-label="Cost Centers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Accounting Code</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((costCenter) => (
              <Table.Tr key={costCenter.cost_center_id}>
                <Table.Td>{costCenter.output_order ?? ''}</Table.Td>
                <Table.Td>{costCenter.company_name}</Table.Td>
                <Table.Td>{costCenter.description}</Table.Td>
                <Table.Td>{costCenter.accounting_code ?? ''}</Table.Td>
                <Table.Td>{costCenter.state}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.admin.costCenter.getHref(costCenter.cost_center_id)}
                    aria-label={`Edit ${costCenter.company_name}`}
                  >
                    Edit
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
