import {
  COMMISSION_ENDPOINT,
  type CommissionRow,
  type CommissionTrace,
  commissionEmployeeName,
} from '@hub/contract';
import { formatUsDate, fromCents } from '@hub/domain';
import { Drawer, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoneyCell, MoneyText, QueryState, sumMoney } from '@/components/data-table';
import { useReport } from '@/components/report';

/** The base's source (the trace's `base_source`) in words. */
export const BASE_SOURCE_TEXT: Readonly<Record<CommissionTrace['base_source'], string>> = {
  override: 'set for this period (Edit Base)',
  monthly: "the employee's monthly base",
  half_monthly: "half the employee's monthly base (a half-month period)",
  commission_only: 'commission only: no base',
  none: 'no base',
};

type Figures = Pick<
  CommissionTrace['files'][number],
  'esc_rev' | 'title_rev' | 'underwriter_amt' | 'commable_rev'
>;
const FIGURES = ['esc_rev', 'title_rev', 'underwriter_amt', 'commable_rev'] as const;
const FIGURE_HEADERS = ['Escrow', 'Title', 'Underwriter', 'Comm. Revenue'] as const;

/** The entries' sum of one figure, exact to the cent, as money text for MoneyText. */
const totalOf = (entries: readonly Figures[], figure: (typeof FIGURES)[number]): string =>
  fromCents(sumMoney(entries.map((entry) => entry[figure])));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A money cell; `total`: a cell of the TOTAL row (a header cell, as the report tables' totals). */
function MoneyCell({ value, total = false }: { value: string | number; total?: boolean }) {
  const Cell = total ? Table.Th : Table.Td;
  return (
    <Cell ta="right" style={{ whiteSpace: 'nowrap' }}>
      <MoneyText value={value} />
    </Cell>
  );
}

/** Credited files or adjustments: order number, date, the four figures, and their TOTAL. */
function EntriesTable({
  caption,
  dateHeader,
  entries,
}: {
  caption: string;
  dateHeader: string;
  entries: readonly (Figures & { key: string; order_number: string; date: string })[];
}) {
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order #</Table.Th>
            <Table.Th>{dateHeader}</Table.Th>
            {FIGURE_HEADERS.map((header) => (
              <Table.Th key={header} ta="right">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key}>
              <Table.Td>{entry.order_number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsDate(entry.date)}</Table.Td>
              {FIGURES.map((figure) => (
                <MoneyCell key={figure} value={entry[figure]} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">TOTAL</Table.Th>
            <Table.Th>{entries.length}</Table.Th>
            {FIGURES.map((figure) => (
              <MoneyCell key={figure} value={totalOf(entries, figure)} total />
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}

/** The trace's parts (DOMAIN.md §4): steps, files, adjustments, charges, guarantee, base. */
export function TraceDetails({ row, trace }: { row: CommissionRow; trace: CommissionTrace }) {
  const files = trace.files.map((f) => ({ ...f, key: f.file_uuid, date: f.calc_close_date }));
  const adjustments = trace.adjustments.map((a) => ({ ...a, key: String(a.adj_id), date: a.posting_date }));
  const commRevenue = totalOf([...trace.files, ...trace.adjustments], 'commable_rev');
  return (
    <Stack gap="lg">
      <Text size="sm">
        Commission <MoneyText value={row.comm_amt} />, Comm. Revenue <MoneyText value={row.comable_rev} />{' '}
        (files and adjustments: <MoneyText value={commRevenue} />
        ).
      </Text>
      <Section title="Steps">
        <ScrollArea type="auto">
          <Table striped withTableBorder fz="sm" aria-label="Steps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th>Rule</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trace.steps.map((step, index) => (
                // Steps may name a field twice (a value, then its adjustment): the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list in order.
                <Table.Tr key={`${step.field}-${index}`}>
                  <Table.Td>{step.field}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {step.value}
                  </Table.Td>
                  <Table.Td>{step.rule}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Section>
      <Section title="Credited files">
        <EntriesTable caption="Credited files" dateHeader="Close Date" entries={files} />
      </Section>
      <Section title="Adjustments">
        {adjustments.length > 0 ? (
          <EntriesTable caption="Adjustments" dateHeader="Posting Date" entries={adjustments} />
        ) : (
          <Text size="sm" c="dimmed">
            No adjustments in the period.
          </Text>
        )}
      </Section>
      <Section title="Charges">
        {trace.charges.length > 0 ? (
          <ScrollArea type="auto">
            <Table striped withTableBorder fz="sm" aria-label="Charges">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month End</Table.Th>
                  <Table.Th ta="right">Loss Total</Table.Th>
                  <Table.Th ta="right">Other Against Rev</Table.Th>
                  <Table.Th ta="right">Other Against Commission</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trace.charges.map((charge, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a month may have several lines, in order.
                  <Table.Tr key={`${charge.month_end_date}-${index}`}>
                    <Table.Td>{formatUsDate(charge.month_end_date)}</Table.Td>
                    <MoneyCell value={charge.loss_total} />
                    <MoneyCell value={charge.other_against_rev} />
                    <MoneyCell value={charge.other_against_commission} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ) : (
          <Text size="sm" c="dimmed">
            No charge lines in the period.
          </Text>
        )}
      </Section>
      <Section title="Guarantee">
        <Text size="sm">
          {trace.guarantee
            ? `${formatMoneyCell(trace.guarantee.guarantee_amount)} for ${formatUsDate(trace.guarantee.period_beg_dt)} – ${formatUsDate(trace.guarantee.period_end_dt)}; override if commission greater: ${trace.guarantee.override_if_comm_greater ? 'Yes' : 'No'}.`
            : 'No guarantee covers the period.'}
        </Text>
      </Section>
      <Section title="Base">
        <Text size="sm">
          {`${formatMoneyCell(trace.base_amt)}: ${BASE_SOURCE_TEXT[trace.base_source]}`}
          {trace.base_desc ? ` (${trace.base_desc})` : ''}.
        </Text>
        {trace.rep_combo_revenue !== null && (
          <Text size="sm">Rep combo revenue: {formatMoneyCell(trace.rep_combo_revenue)}.</Text>
        )}
      </Section>
    </Stack>
  );
}

function TraceBody({
  row,
  period,
}: {
  row: CommissionRow;
  period: { start_date: string; end_date: string };
}) {
  const answer = useReport(
    COMMISSION_ENDPOINT,
    { ...period, employee_uuid: row.uuid, trace: '1' },
    { keepPrevious: false },
  );
  const trace = answer.data?.trace;
  return (
    <QueryState status={answer} loadingLabel="Loading the trace" errorText="Failed to load the trace.">
      {trace ? <TraceDetails row={answer.data?.rows[0] ?? row} trace={trace} /> : null}
    </QueryState>
  );
}

export type CommissionTraceDrawerProps = {
  /** The row whose trace is shown; null: closed. */
  row: CommissionRow | null;
  period: { start_date: string; end_date: string };
  onClose: () => void;
};

/** "Why is my number X" (issue 19): the employee's trace of the period in a drawer; Escape closes it. */
export function CommissionTraceDrawer({ row, period, onClose }: CommissionTraceDrawerProps) {
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={row ? `Trace: ${commissionEmployeeName(row)}` : 'Trace'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {row && <TraceBody row={row} period={period} />}
    </Drawer>
  );
}
