import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type RowsTableProps = {
  /** The table's accessible name. */
  label: string;
  /** The column headers; a last, unnamed column holds each row's actions. */
  headers: readonly string[];
  /** The rows: the screen's own row components (inline edits, radios, buttons). */
  children: ReactNode;
};

/** A short table of rows edited in place (an employee's guarantees and JV links); lists use DataTable. */
export function RowsTable({ label, headers, children }: RowsTableProps) {
  return (
    <Table withTableBorder striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
