import {
  COMMISSION_ENDPOINT,
  COMMISSION_REPORT,
  type CommissionRow,
  commissionEmployeeName,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Anchor, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  type DataTableColumn,
  formatMoneyCell,
  MoneyText,
  RecordLink,
  reportColumns,
  SmallLink,
} from '@/components/data-table';
import { PageHeader } from '@/components/page';
import { ReportTable, useReport } from '@/components/report';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { isSuper } from '@/lib/roles';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useFinalizedCheck } from '../api/finalized-period';
import { CommissionTraceDrawer } from '../components/commission-trace-drawer';
import { EditBaseDialog } from '../components/edit-base-dialog';
import { EmailSpreadsheets } from '../components/email-spreadsheets';
import { PeriodFinalization } from '../components/period-finalization';
import { type CommissionHighlight, commissionHighlights, HIGHLIGHT_TEXT } from '../utils/commission-period';

/** Spec 001 §8: the summary's address lacks its dates. */
export const MISSING_DATES = 'Please provide a start and end date in the query string.';

/** /reports/commissions?start_date=&end_date= */
const ZCommissionView = z.object({ start_date: ZSearchText, end_date: ZSearchText });

/** The highlights' colours (light enough for the table's text, red negatives included). */
const HIGHLIGHT_BG: Record<CommissionHighlight, string> = {
  guarantee: 'var(--mantine-color-violet-1)',
  partial: 'var(--mantine-color-yellow-1)',
};

type Period = { start_date: string; end_date: string };

type ColumnOptions = {
  period: Period;
  /** The Base is a button opening the Edit Base dialog (else text): not while the period is finalised. */
  editBase: ((row: CommissionRow) => void) | null;
  /** The Commission opens the row's trace drawer ("why is my number X"). */
  trace: (row: CommissionRow) => void;
};

/** A money figure that opens one of the month's charge reports for the employee. */
function chargeLink(to: string, value: string, what: string, row: CommissionRow): ReactNode {
  return (
    <SmallLink to={to} label={`${formatMoneyCell(value)} ${what} of ${commissionEmployeeName(row)}`}>
      <MoneyText value={value} />
    </SmallLink>
  );
}

/**
 * The declared columns: the employee's name opens their page (with the row's highlights said in
 * words), the Base opens the Edit Base dialog, the charges their reports for the period's month end.
 */
export function commissionColumns({
  period,
  editBase,
  trace,
}: ColumnOptions): DataTableColumn<CommissionRow>[] {
  const charges = { month_end_date: period.end_date, period_start: period.start_date };
  return reportColumns(COMMISSION_REPORT, {
    cells: {
      employee: (row) => (
        <>
          <RecordLink to={paths.admin.employee.getHref(row.uuid)}>{commissionEmployeeName(row)}</RecordLink>
          {commissionHighlights(row, period.start_date).map((highlight) => (
            <VisuallyHidden key={highlight}>{` (${HIGHLIGHT_TEXT[highlight]})`}</VisuallyHidden>
          ))}
        </>
      ),
      base_amt: (row) =>
        editBase ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-label={`Edit base of ${commissionEmployeeName(row)}: ${formatMoneyCell(row.base_amt)}`}
            onClick={() => editBase(row)}
          >
            <MoneyText value={row.base_amt} />
          </Anchor>
        ) : (
          <MoneyText value={row.base_amt} />
        ),
      comm_amt: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={`Trace of ${commissionEmployeeName(row)}: ${formatMoneyCell(row.comm_amt)}`}
          onClick={() => trace(row)}
        >
          <MoneyText value={row.comm_amt} />
        </Anchor>
      ),
      other_against_rev: (row) =>
        chargeLink(
          paths.reports.otherRev.getHref({ ...charges, employee_uuid: row.uuid }),
          row.other_against_rev,
          'other against revenue',
          row,
        ),
      loss_tot: (row) =>
        chargeLink(
          paths.reports.losses.getHref({ ...charges, employee_uuid: row.uuid }),
          row.loss_tot,
          'losses',
          row,
        ),
      other_charges: (row) =>
        chargeLink(
          paths.reports.otherComm.getHref({ ...charges, employee_uuid: row.uuid }),
          row.other_charges,
          'other charges',
          row,
        ),
    },
  });
}

/** The highlights' key above the table: each colour with its meaning in words. */
function HighlightLegend() {
  return (
    <Group gap="md" wrap="wrap">
      {(Object.keys(HIGHLIGHT_TEXT) as CommissionHighlight[]).map((highlight) => (
        <Group key={highlight} gap={6} wrap="nowrap">
          <Box
            aria-hidden="true"
            w={14}
            h={14}
            style={{ background: HIGHLIGHT_BG[highlight], border: '1px solid var(--mantine-color-gray-5)' }}
          />
          <Text size="sm">{HIGHLIGHT_TEXT[highlight]}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * Spec 001 §2 Commission Summary (/reports/commissions?start_date&end_date): one row per employee of
 * the pay period with the TOTAL row; purple rows where the guarantee exceeds the commission before
 * guarantee, yellow where the commission starts after the period's start. Super users finalise and
 * unfinalise the period; while it is open the Base opens the Edit Base dialog.
 */
export function CommissionSummary() {
  const [view] = useSearchState(ZCommissionView);
  const period = view.start_date && view.end_date ? view : null;
  return (
    <Stack gap="md">
      <PageHeader
        title="Commission Summary"
        description={
          period ? `${formatUsDate(period.start_date)} – ${formatUsDate(period.end_date)}` : undefined
        }
        actions={
          <>
            <SmallLink to={paths.admin.chargesLauncher.getHref()}>Monthly Charges</SmallLink>
            <SmallLink to={paths.reports.employeeProfit.getHref()}>EO Profitability</SmallLink>
          </>
        }
      />
      {period ? (
        <CommissionTable start_date={period.start_date} end_date={period.end_date} />
      ) : (
        <Text>{MISSING_DATES}</Text>
      )}
    </Stack>
  );
}

function CommissionTable({ start_date, end_date }: Period) {
  const period = useMemo(() => ({ start_date, end_date }), [start_date, end_date]);
  const session = useSession();
  const superUser = isSuper(session?.claims.roles);
  const summary = useReport(COMMISSION_ENDPOINT, period, { keepPrevious: false });
  const finalized = useFinalizedCheck(period, superUser);
  const [editing, setEditing] = useState<CommissionRow | null>(null);
  const [tracing, setTracing] = useState<CommissionRow | null>(null);

  // The Base is a button for super users (the base's route is theirs) while the period is open.
  const mayEditBase = superUser && finalized.data?.finalized === false;
  const columns = useMemo(
    () => commissionColumns({ period, editBase: mayEditBase ? setEditing : null, trace: setTracing }),
    [period, mayEditBase],
  );

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {superUser && <PeriodFinalization period={period} status={finalized} />}
        <EmailSpreadsheets period={period} />
      </Group>
      <HighlightLegend />
      <ReportTable
        label="Commission Summary"
        columns={columns}
        data={summary.data?.rows}
        getRowId={(row) => row.uuid}
        status={summary}
        rowProps={(row) => {
          const [first] = commissionHighlights(row, period.start_date);
          return {
            'data-highlight': first,
            style: first ? { background: HIGHLIGHT_BG[first] } : undefined,
          };
        }}
        minWidth={2200}
      />
      <CommissionTraceDrawer row={tracing} period={period} onClose={() => setTracing(null)} />
      <EditBaseDialog row={editing} period={period} onClose={() => setEditing(null)} />
    </>
  );
}

export default CommissionSummary;
