import { type FraudMatch, ZSort } from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Stack, Text } from '@mantine/core';
import { addressSort, type DataTableColumn } from '@/components/data-table';
import { NO_FRAUD_MATCHES, PageHeader } from '@/components/page';
import { orderNumberColumn, ReportTable } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { useFraudMatches } from '../api/get-fraud-matches';

const ZFraudMatchesView = ZSort(['order_number', 'open_date', 'branch', 'matches']);

/** A file's matches, each on its own line (exact ones first, as the server orders them). */
export function MatchLines({ match }: { match: FraudMatch }) {
  return (
    <Stack gap={4}>
      {match.matches.map((line, index) => (
        <Text
          // The same text can come twice only for two payees written alike; the place keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
          key={index}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {line}
        </Text>
      ))}
    </Stack>
  );
}

const columns: DataTableColumn<FraudMatch>[] = [
  orderNumberColumn(),
  {
    id: 'open_date',
    header: 'Open Date',
    accessorKey: 'open_date',
    cell: ({ row: { original } }) => formatUsDate(original.open_date),
    meta: { nowrap: true },
  },
  { id: 'branch', header: 'Branch', accessorFn: (match) => match.branch_name ?? '' },
  {
    id: 'matches',
    header: 'Matches',
    // Sorted by how many matches a file has.
    accessorFn: (match) => match.matches.length,
    cell: ({ row: { original } }) => <MatchLines match={original} />,
    meta: { width: '55%' },
  },
];

/**
 * Spec 001 /reports/fraud-matches (DOMAIN.md §7): the files opened in the last 30 days whose parties
 * match a payee of the fraud list, exactly or as a look-alike with its score. Administrators only.
 */
export function FraudMatchesReport() {
  const [view, setView] = useSearchState(ZFraudMatchesView);
  const matches = useFraudMatches();
  return (
    <Stack gap="md">
      <PageHeader
        title="Fraud Match Report"
        description="Files opened in the last 30 days whose buyer, seller, agents, agencies, lender or directing client match a fraud payee. Look-alike names show their similarity."
      />
      <ReportTable
        label="Fraud Matches"
        columns={columns}
        data={matches.data}
        getRowId={(match) => String(match.file_id)}
        status={matches}
        emptyText={NO_FRAUD_MATCHES}
        totals={false}
        {...addressSort(view, setView)}
        exportSource={{ path: '/fraud-check/export', fileName: 'fraud-matches' }}
        minWidth={760}
      />
    </Stack>
  );
}
