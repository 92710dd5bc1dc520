import { formatUsd } from '@hub/domain/money';
import { Loader, Table, Text } from '@mantine/core';
import { Tile } from '@/components/tiles';
import type { LinkedOfficerFigures } from '../api/get-escrow-month';
import type { EscrowMonth } from '../utils/escrow-months';

export const LINKED_OFFICERS_TITLE = 'Linked Escrow Officers';
export const NO_LINKED_OFFICERS = 'No escrow officers are linked to you.';

export type LinkedOfficersTileProps = {
  month: EscrowMonth;
  officers: readonly LinkedOfficerFigures[];
  loading?: boolean;
};

/**
 * The escrow officers linked to the dashboard's officer (spec 000 §2 "a list of linked branch escrow
 * officers for the month as opens/closes/revenue"): what each one's files bring to the officer's own
 * My Open, My Closed and My Comm. Revenue in the month.
 */
export function LinkedOfficersTile({ month, officers, loading = false }: LinkedOfficersTileProps) {
  return (
    <Tile title={LINKED_OFFICERS_TITLE} description={month.name}>
      {loading ? (
        <Loader size="xs" aria-label={`Loading ${LINKED_OFFICERS_TITLE}`} />
      ) : officers.length === 0 ? (
        <Text size="sm">{NO_LINKED_OFFICERS}</Text>
      ) : (
        <Table
          fz="sm"
          verticalSpacing={4}
          horizontalSpacing="xs"
          aria-label={`${LINKED_OFFICERS_TITLE}, ${month.name}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Officer</Table.Th>
              <Table.Th ta="right">Opens</Table.Th>
              <Table.Th ta="right">Closes</Table.Th>
              <Table.Th ta="right">Comm. Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {officers.map((officer) => (
              <Table.Tr key={officer.uuid}>
                <Table.Td>{officer.name}</Table.Td>
                <Table.Td ta="right">{officer.opens.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{officer.closes.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{formatUsd(officer.commissionableRev)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Tile>
  );
}
