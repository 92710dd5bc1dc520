import { type MissingCloseDateFile, ZSort } from '@hub/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { addressSort, type DataTableColumn } from '@/components/data-table';
import { MISSING_CLOSE_DATE_LOADING, NO_FILES_MISSING_CLOSE_DATE, PageHeader } from '@/components/page';
import { orderNumberColumn, ReportTable } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { useFilesMissingCloseDate } from '../api/get-files-missing-close-date';

const SORTS = [
  'order_number',
  'buyer',
  'seller',
  'posted_settlement',
  'posted_title',
  'settlement_fee',
  'title_insurance_fee',
  'escrow_officer',
  'branch',
] as const;
const ZMissingCloseDateView = ZSort(SORTS);

/** An address that may break onto a second line after its @ only. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The escrow officer's name and, when there is one, a link that writes to them. */
export function EscrowOfficerCell({ file }: { file: MissingCloseDateFile }) {
  const { escrow_officer_name: name, escrow_officer_email: email } = file;
  if (!name && !email) return null;
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      {email && (
        <Anchor
          href={`mailto:${email}?subject=${encodeURIComponent(`Order ${file.order_number}: close date missing`)}`}
          size="sm"
        >
          <EmailText email={email} />
        </Anchor>
      )}
    </Stack>
  );
}

const text = (value: string | null) => value ?? '';

const columns: DataTableColumn<MissingCloseDateFile>[] = [
  orderNumberColumn(),
  { id: 'buyer', header: 'Buyer', accessorFn: (f) => text(f.buyer) },
  { id: 'seller', header: 'Seller', accessorFn: (f) => text(f.seller) },
  {
    id: 'posted_settlement',
    header: 'Posted Settlement',
    accessorFn: (f) => text(f.posted_settlement_date_imp),
    meta: { nowrap: true },
  },
  {
    id: 'posted_title',
    header: 'Posted Title',
    accessorFn: (f) => text(f.posted_title_date_imp),
    meta: { nowrap: true },
  },
  {
    id: 'settlement_fee',
    header: 'Settlement Fee',
    accessorKey: 'settlement_fee',
    meta: { kind: 'money', total: 'sum' },
  },
  {
    id: 'title_insurance_fee',
    header: 'Title Insurance Fee',
    accessorKey: 'title_insurance_fee',
    meta: { kind: 'money', total: 'sum' },
  },
  {
    id: 'escrow_officer',
    header: 'Escrow Officer',
    accessorFn: (f) => text(f.escrow_officer_name),
    cell: ({ row: { original } }) => <EscrowOfficerCell file={original} />,
  },
  { id: 'branch', header: 'Branch', accessorFn: (f) => text(f.branch_name) },
];

/**
 * Spec 001 /reports/missing-close-date: the files the order system closed that have no close date,
 * so no closed-order report, revenue or commission counts them (docs/domain.md). Administrators only.
 */
export function FilesMissingCloseDate() {
  const [view, setView] = useSearchState(ZMissingCloseDateView);
  const files = useFilesMissingCloseDate();
  return (
    <Stack gap="md">
      <PageHeader
        title="Files Missing Close Date"
        description="Closed in the order system, but with no closing, disbursement or posted date to count them by."
      />
      <ReportTable
        label="Files Missing Close Date"
        columns={columns}
        data={files.data}
        getRowId={(file) => String(file.file_id)}
        status={files}
        loadingLabel={MISSING_CLOSE_DATE_LOADING}
        emptyText={NO_FILES_MISSING_CLOSE_DATE}
        totalsLabel="Total"
        {...addressSort(view, setView)}
        exportSource={{
          path: '/reports/files-missing-close-date/export',
          fileName: 'files-missing-close-date',
        }}
        minWidth={1100}
      />
    </Stack>
  );
}
