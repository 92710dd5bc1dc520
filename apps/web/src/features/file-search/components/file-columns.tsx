import { type FileSearchRow, fileCloseDate, personName } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { formatUsDate } from '@hub/domain/time';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table';

/** What the lists say when nothing matches. */
export const NO_FILES = 'No files found.';

/** An agent and, under it, the agency (either may be missing). */
function AgentCell({ name, agency }: { name: string | null; agency: string | null }): ReactNode {
  if (!name && !agency) return null;
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      {agency && (
        <Text size="xs" c="dimmed">
          {agency}
        </Text>
      )}
    </Stack>
  );
}

export type FileColumnsOptions = {
  /** A super user's order numbers are buttons that open the override dialog (spec 001 §2); else text. */
  onOpenFile?: ((file: FileSearchRow) => void) | undefined;
  /** The JV column (file search has it, client search not). */
  withJv?: boolean;
  /** Ids of the columns the list sorts by (the server's); the others do not sort. */
  sortable?: readonly string[] | 'all';
};

/**
 * The columns of the file and client search results (spec 001 §2): Order #, Open Date, Close Date,
 * EO, Rep, Branch, Directing Client, Listing Agent, Selling Agent, Lender, and JV for file search.
 */
export function fileColumns({
  onOpenFile,
  withJv = false,
  sortable = 'all',
}: FileColumnsOptions = {}): DataTableColumn<FileSearchRow>[] {
  const sorts = (id: string) => sortable === 'all' || sortable.includes(id);
  const columns: DataTableColumn<FileSearchRow>[] = [
    {
      id: 'order_number',
      header: 'Order #',
      accessorKey: 'order_number',
      meta: { nowrap: true },
      cell: ({ row: { original: file } }) =>
        onOpenFile ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            onClick={() => onOpenFile(file)}
            aria-haspopup="dialog"
          >
            {file.order_number}
          </Anchor>
        ) : (
          file.order_number
        ),
    },
    {
      id: 'open_date',
      header: 'Open Date',
      accessorKey: 'open_date',
      meta: { nowrap: true },
      cell: ({ row }) => formatUsDate(row.original.open_date),
    },
    {
      id: 'close_date',
      header: 'Close Date',
      accessorFn: (file) => fileCloseDate(file) ?? '',
      meta: { nowrap: true },
      cell: ({ row }) => formatUsDate(fileCloseDate(row.original)),
    },
    { id: 'eo', header: 'EO', accessorFn: (file) => personName(file.escrow_officer) },
    { id: 'rep', header: 'Rep', accessorFn: (file) => personName(file.marketing_rep) },
    {
      id: 'branch',
      header: 'Branch',
      accessorFn: (file) => (file.settlement_agency ? stripAgencySuffix(file.settlement_agency.name) : ''),
    },
    {
      id: 'directing_client',
      header: 'Directing Client',
      accessorFn: (file) => file.directing_client?.name ?? '',
    },
    {
      id: 'listing_agent',
      header: 'Listing Agent',
      accessorFn: (file) => file.listing_agent_name ?? file.listing_agency ?? '',
      cell: ({ row: { original: file } }) => (
        <AgentCell name={file.listing_agent_name} agency={file.listing_agency} />
      ),
    },
    {
      id: 'selling_agent',
      header: 'Selling Agent',
      accessorFn: (file) => file.selling_agent_name ?? file.selling_agency ?? '',
      cell: ({ row: { original: file } }) => (
        <AgentCell name={file.selling_agent_name} agency={file.selling_agency} />
      ),
    },
    { id: 'lender', header: 'Lender', accessorFn: (file) => file.lender_name ?? '' },
  ];
  if (withJv) {
    columns.push({ id: 'jv', header: 'JV', accessorFn: (file) => file.external_title_company?.name ?? '' });
  }
  return columns.map((column) => ({ ...column, enableSorting: sorts(column.id ?? '') }));
}

export const fileRowId = (file: FileSearchRow) => file.file_uuid;
