import type {
  OrderFilesFilter,
  OrderReconciliation,
  ReconciledFigure,
  ReconciledFigures,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain/time';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { DataTable, type DataTableColumn, MoneyText } from '@/components/data-table';
import { PHONE_MEDIA_QUERY } from '@/lib/notify';
import { useOrderReconciliation } from '../api/get-order-reconciliation';
import { orderMoneyHeader } from './order-columns';

/** One line of the reconciliation: what it is and its figures. */
type Line = { id: string; label: string; figures: ReconciledFigures };

/** What each line is, in words, by the dates the period is on (DOMAIN.md "Order lists and period reports"). */
export function reconciliationLabels(on: OrderReconciliation['range']['on']) {
  const verb = on === 'close_date' ? 'closed' : 'opened';
  return {
    list: 'Total of this list (each file as it stands)',
    files_outside: 'Revenue of these files not closed in the dates (closed outside them or still open)',
    adjustments_outside: 'Adjustments to these files posted outside the dates',
    files_inside: `Revenue of files closed in the dates, ${verb} outside them`,
    adjustments_inside: `Adjustments posted in the dates to files ${verb} outside them or not in this list`,
    period: 'Period figure (as the branch summary)',
  } as const;
}

/** The figures shown, the branch summary's revenue first; the others as the list's columns. */
const FIGURES: readonly ReconciledFigure[] = [
  'company_revenue',
  'escrow_revenue',
  'magnus_title_revenue',
  'title_revenue',
  'partner_title_revenue',
  'total_revenue',
];
/** On a phone: the branch summary's revenue and the total revenue, beside the lines' words. */
const PHONE_FIGURES: readonly ReconciledFigure[] = ['company_revenue', 'total_revenue'];

const header = (figure: ReconciledFigure) =>
  figure === 'company_revenue' ? 'Revenue (Escrow + Magnus Title)' : orderMoneyHeader(figure);

/** The lines shown: the list, the lines that move figures between it and the period, by the dates. */
export function reconciliationLines(reconciliation: OrderReconciliation): Line[] {
  const labels = reconciliationLabels(reconciliation.range.on);
  // On a closed list every file's own figures are dated in the range: only adjustments move.
  const moving =
    reconciliation.range.on === 'open_date'
      ? (['files_outside', 'adjustments_outside', 'files_inside', 'adjustments_inside'] as const)
      : (['adjustments_outside', 'adjustments_inside'] as const);
  return [
    { id: 'list', label: labels.list, figures: reconciliation.list },
    ...moving.map((id) => ({ id, label: labels[id], figures: reconciliation[id] })),
  ];
}

/** 'from 11/01/2026 to 11/27/2026' (either end may be open). */
function datesText({ start, end }: OrderReconciliation['range']): string {
  if (start && end) return `from ${formatUsDate(start)} to ${formatUsDate(end)}`;
  if (start) return `from ${formatUsDate(start)}`;
  return `through ${formatUsDate(end)}`;
}

export type OrderReconciliationTableProps = { reconciliation: OrderReconciliation };

/**
 * Under an order list's totals (issue 17): how its totals (files as they stand, every adjustment)
 * become the period figures of the same filter (what the branch summary and the other period reports
 * show: a file's own revenue on its close date, an adjustment on its posting date). The lines add up,
 * figure by figure, to the period row.
 */
export function OrderReconciliationTable({ reconciliation }: OrderReconciliationTableProps) {
  const titleId = useId();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const labels = reconciliationLabels(reconciliation.range.on);
  const columns: DataTableColumn<Line>[] = [
    {
      id: 'line',
      header: 'Line',
      accessorKey: 'label',
      enableSorting: false,
      meta: { width: phone ? undefined : 300 },
    },
    ...(phone ? PHONE_FIGURES : FIGURES).map(
      (figure): DataTableColumn<Line> => ({
        id: figure,
        header: header(figure),
        accessorFn: (line) => line.figures[figure],
        enableSorting: false,
        meta: {
          kind: 'money',
          nowrap: true,
          total: () => <MoneyText value={reconciliation.period[figure]} />,
        },
      }),
    ),
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        Reconciliation to the period reports
      </Title>
      <Text size="sm" c="dimmed">
        This list shows each file as it stands, with all its adjustments. The period reports count a file's
        revenue on its close date and each adjustment on its posting date: here what is dated{' '}
        {datesText(reconciliation.range)}, within the same filters.
        {phone && ' Escrow, Magnus Title, Title and Partner Title show on a wider screen.'}
      </Text>
      <DataTable
        label="Reconciliation to the period reports"
        columns={columns}
        data={reconciliationLines(reconciliation)}
        getRowId={(line) => line.id}
        emptyText=""
        totals
        totalsLabel={labels.period}
        minWidth={phone ? undefined : 1080}
      />
    </Stack>
  );
}

export type OrderReconciliationSectionProps = {
  /** The list's filter (no page, no sort): the reconciliation is asked once per filter. */
  filter: OrderFilesFilter;
  /** False asks nothing yet (the list is not asked either). */
  enabled?: boolean;
};

/**
 * Under an order list: its reconciliation, asked on its own (GET /files/reconciliation) for the list's
 * filter, so paging or sorting the list asks nothing more; nothing without a date range.
 */
export function OrderReconciliationSection({ filter, enabled = true }: OrderReconciliationSectionProps) {
  const reconciliation = useOrderReconciliation(filter, enabled).data?.reconciliation;
  return reconciliation ? <OrderReconciliationTable reconciliation={reconciliation} /> : null;
}
