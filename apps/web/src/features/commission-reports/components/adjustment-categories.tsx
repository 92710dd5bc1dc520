import {
  adjustmentCategoryAmount,
  COMMISSION_ADJUSTMENT_CATEGORIES,
  type CommissionAdjustmentCategory,
  type FileAdjustment,
  NO_ADJUSTMENTS_IN_RANGE,
  type ReportColumn,
} from '@hub/contract';
import { fromCents, sumCents, toCents } from '@hub/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataTable, formatMoneyCell, reportColumns, TableEmpty } from '@/components/data-table';

/** One adjustment's line in a category's dialog: its amount in that category. */
export type AdjustmentLine = FileAdjustment & { amount: string };

/** The lines of a category: the adjustments that enter it, with their amount in it. */
export function categoryLines(
  adjustments: readonly FileAdjustment[],
  category: CommissionAdjustmentCategory,
): AdjustmentLine[] {
  return adjustments.flatMap((adjustment) => {
    const amount = adjustmentCategoryAmount(adjustment, category);
    return amount === null ? [] : [{ ...adjustment, amount }];
  });
}

type LineKey = 'order_num' | 'posting_date' | 'amount' | 'reason' | 'note';

const LINE_COLUMNS: readonly ReportColumn<AdjustmentLine, LineKey>[] = [
  { key: 'order_num', header: 'Order #', kind: 'text', total: 'none' },
  { key: 'posting_date', header: 'Posting Date', kind: 'date', total: 'none' },
  { key: 'amount', header: 'Amount', kind: 'money', total: 'sum' },
  { key: 'reason', header: 'Reason', kind: 'text', total: 'none' },
  { key: 'note', header: 'Note', kind: 'text', total: 'none' },
];

/**
 * Spec 001 §2: the adjustments posted in the period by category (escrow, mag_title, partner_title,
 * endorsements), each a button with its lines' count and sum that opens a dialog of its lines, closed
 * by the backdrop or its Close button; 'No adjustments in the selected range.' when there are none.
 */
export function AdjustmentCategories({ adjustments }: { adjustments: readonly FileAdjustment[] }) {
  const [open, setOpen] = useState(false);
  // The category last opened stays the dialog's title and body while it closes (its animation keeps
  // it on the page for a moment: a dialog without its name then is an accessibility error).
  const [last, setLast] = useState<CommissionAdjustmentCategory['key'] | null>(null);
  const categories = useMemo(
    () =>
      COMMISSION_ADJUSTMENT_CATEGORIES.map((category) => {
        const lines = categoryLines(adjustments, category);
        return { category, lines, total: fromCents(sumCents(lines.map((line) => toCents(line.amount)))) };
      }),
    [adjustments],
  );
  const columns = useMemo(() => reportColumns({ columns: LINE_COLUMNS }), []);
  if (adjustments.length === 0) return <TableEmpty>{NO_ADJUSTMENTS_IN_RANGE}</TableEmpty>;
  const shown = categories.find(({ category }) => category.key === last);
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {categories.map(({ category, lines, total }) => (
          <Button
            key={category.key}
            variant="default"
            size="sm"
            disabled={lines.length === 0}
            onClick={() => {
              setLast(category.key);
              setOpen(true);
            }}
          >
            {`${category.key} (${lines.length}): ${formatMoneyCell(total)}`}
          </Button>
        ))}
      </Group>
      <Modal
        opened={open && shown !== undefined}
        onClose={() => setOpen(false)}
        title={shown ? `${shown.category.key} adjustments` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        {shown && (
          <Stack gap="md">
            <Text size="sm">{`${shown.lines.length} adjustments, ${formatMoneyCell(shown.total)}`}</Text>
            <DataTable
              label={`${shown.category.key} adjustments`}
              columns={columns}
              data={shown.lines}
              getRowId={(line) => String(line.adj_id)}
              emptyText={NO_ADJUSTMENTS_IN_RANGE}
              totals
              totalsLabel="TOTAL"
              minWidth={560}
            />
            <Group justify="flex-end">
              <Button onClick={() => setOpen(false)}>Close</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
