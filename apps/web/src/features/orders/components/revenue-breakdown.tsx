import type { CommRevComponent, OrderFile } from '@hub/contract';
import { fractionToPercent } from '@hub/domain/percent';
import { formatUsDate } from '@hub/domain/time';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, MoneyText } from '@/components/data-table';
import { personName } from './order-columns';

/** A label and its value, one line of a details block (nothing when the value is empty). */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function Figures({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <Stack gap={2}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {lines.map(([label, value]) => (
        <FigureLine key={label} label={label} value={value} />
      ))}
    </Stack>
  );
}

function FigureLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ display: 'flex', justifyContent: 'space-between', gap: 12, maxWidth: 320 }}>
      <Text span c="dimmed" size="sm">
        {label}
      </Text>
      <MoneyText value={value} />
    </Text>
  );
}

const ROLE_LABELS = { REP: 'Rep', EO: 'EO' } as const;
const CATEGORY_LABELS = { escrow: 'Escrow', title: 'Title' } as const;

/** 'File' or 'Adjustment #12', for a component's ledger row. */
const sourceLabel = (c: CommRevComponent) => (c.source === 'file' ? 'File' : `Adjustment #${c.adj_id}`);

/** A share such as '0.4' as '40%'; '1' as '100%'. */
const sharePercent = (value: string) => `${fractionToPercent(value) ?? value}%`;

const componentId = (c: CommRevComponent) => `${c.role}-${c.source}-${c.adj_id ?? 'file'}-${c.category}`;

const COMPONENT_COLUMNS: DataTableColumn<CommRevComponent>[] = [
  { id: 'role', header: 'For', accessorFn: (c) => ROLE_LABELS[c.role] },
  { id: 'source', header: 'Source', accessorFn: sourceLabel, meta: { nowrap: true } },
  {
    id: 'date',
    header: 'Counts On',
    accessorKey: 'date',
    meta: { nowrap: true },
    cell: ({ row }) => formatUsDate(row.original.date),
  },
  { id: 'category', header: 'Category', accessorFn: (c) => CATEGORY_LABELS[c.category] },
  { id: 'raw_amount', header: 'Raw Amount', accessorKey: 'raw_amount', meta: { kind: 'money' } },
  { id: 'value', header: 'Share', accessorFn: (c) => sharePercent(c.value), meta: { kind: 'number' } },
  { id: 'amount', header: 'Credited', accessorKey: 'amount', meta: { kind: 'money' } },
  { id: 'final_amount', header: 'After Underwriter', accessorKey: 'final_amount', meta: { kind: 'money' } },
];

/**
 * A file's revenue under its row: the breakdown (`calc.revenue_breakdown`, the file as it stands:
 * its own components and every adjustment), what its rep and escrow officer are credited, the
 * components that explain those figures ledger row by ledger row, and the file's other details.
 */
export function RevenueBreakdown({ file }: { file: OrderFile }) {
  const r = file.calc.revenue_breakdown;
  return (
    <Stack gap="sm" maw="calc(100vw - 64px)">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="sm">
        <Figures
          title="Revenue"
          lines={[
            ['Escrow', r.escrow_revenue],
            ['Title', r.title_revenue],
            ['Magnus Title', r.magnus_title_revenue],
            ['Partner Title', r.partner_title_revenue],
            ['Misc Fees', r.misc_fees],
            ['Total Revenue', file.calc.total_revenue],
          ]}
        />
        <Figures
          title={`Rep${file.marketing_rep ? `: ${personName(file.marketing_rep)}` : ''}`}
          lines={[
            ['Escrow', file.rep_esc_rev],
            ['Title', file.rep_title_rev],
            ['Commissionable', file.rep_commable_rev],
          ]}
        />
        <Figures
          title={`EO${file.escrow_officer ? `: ${personName(file.escrow_officer)}` : ''}`}
          lines={[
            ['Escrow', file.eo_esc_rev],
            ['Title', file.eo_title_rev],
            ['Commissionable', file.eo_commable_rev],
          ]}
        />
      </SimpleGrid>
      <DataTable
        label={`Revenue components of order ${file.order_number}`}
        columns={COMPONENT_COLUMNS}
        data={file.comm_rev_components}
        getRowId={componentId}
        emptyText="No revenue components."
        sortDescFirst={false}
        maxHeight={320}
        minWidth={720}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing={2}>
        <Detail label="Property">
          {[file.property.address, file.property.city, file.property.state, file.property.zip]
            .filter(Boolean)
            .join(', ')}
        </Detail>
        <Detail label="Type">{file.transaction_type === 'REFI' ? 'Refinance' : 'Purchase'}</Detail>
        <Detail label="JV">{file.external_title_company?.name}</Detail>
        <Detail label="Buyer">{file.buyer}</Detail>
        <Detail label="Seller">{file.seller}</Detail>
        <Detail label="Lender">{file.lender_name}</Detail>
        <Detail label="Source of Business">{file.src_bus?.trim()}</Detail>
        <Detail label="Client Contact">
          {[file.directing_client?.contact_name, file.directing_client?.email].filter(Boolean).join(', ')}
        </Detail>
        <Detail label="Listing Agent">
          {[file.listing_agent_name, file.listing_agent_email, file.listing_agent_phone]
            .filter(Boolean)
            .join(', ')}
        </Detail>
        <Detail label="Selling Agent">
          {[file.selling_agent_name, file.selling_agent_email, file.selling_agent_phone]
            .filter(Boolean)
            .join(', ')}
        </Detail>
        <Detail label="Disbursed">{formatUsDate(file.disb_date)}</Detail>
        <Detail label="Posted Settlement">
          {formatUsDate(file.posted_settlement_date) || file.posted_settlement_date_imp}
        </Detail>
        <Detail label="Posted Title">
          {formatUsDate(file.posted_title_date) || file.posted_title_date_imp}
        </Detail>
        <Detail label="Cancelled">{formatUsDate(file.cancel_date)}</Detail>
      </SimpleGrid>
    </Stack>
  );
}
