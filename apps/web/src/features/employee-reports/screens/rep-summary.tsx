import {
  type GetRepBranchQuery,
  REP_BRANCH_ENDPOINT,
  REP_BRANCH_REPORT,
  type RepBranchRow,
  reportRows,
  type State,
  ZGetRepBranchQuery,
} from '@hub/contract';
import { formatPercent } from '@hub/domain';
import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { addressSort, reportColumns } from '@/components/data-table';
import { DateField } from '@/components/forms/date-field';
import { LookupSelect } from '@/components/forms/lookup-select';
import {
  AddressReportPage,
  type AddressReportScope,
  AddressStatePicker,
  ReportFilters,
  ReportTable,
  useReport,
} from '@/components/report';
import { useStateReps } from '../api/get-state-reps';
import {
  defaultRepSummaryRange,
  REP_SUMMARY_FAILED,
  type RepSummaryView,
  ZRepSummaryView,
} from '../utils/employee-report-views';

export const REP_SUMMARY_TITLE = 'Marketing Rep Summary';
export const PICK_A_REP = 'Choose a marketing rep to see their files by branch.';

/** A percent commissionable as the summary writes it: two decimals, none as a dash. */
const percentText = (pct: number | null) => (pct === null ? '—' : formatPercent(pct));
const cells = { pct_comm_rev: (row: RepBranchRow) => percentText(row.pct_comm_rev) };

type Field = 'beg_dt' | 'end_dt' | 'rep_uuid';

/** The server's query for the view, or the problems of its fields (in the contract's words). */
export function repSummaryRequest(
  view: RepSummaryView,
  state: State,
): { query: GetRepBranchQuery | null; problems: Partial<Record<Field, string>> } {
  const parsed = ZGetRepBranchQuery.safeParse({
    state,
    beg_dt: view.beg_dt || undefined,
    end_dt: view.end_dt || undefined,
    rep_uuid: view.rep_uuid || undefined,
  });
  if (parsed.success) return { query: parsed.data, problems: {} };
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'beg_dt' || key === 'end_dt' || key === 'rep_uuid') && !problems[key])
      problems[key] = issue.message;
  }
  return { query: null, problems };
}

/**
 * Spec 001 Marketing Rep Summary (/reports/rep-summary?state=&rep_uuid=&beg_dt=&end_dt=): a rep of
 * the state, a date range (this month to date by default) and the rep's opens, closes, total and
 * commissionable revenue by branch, with the TOTAL row.
 */
export function RepSummary() {
  return (
    <AddressReportPage
      title={REP_SUMMARY_TITLE}
      description="A marketing rep's opens, closes and revenue by branch."
      schema={ZRepSummaryView}
    >
      {(scope) => <RepSummaryScreen {...scope} />}
    </AddressReportPage>
  );
}

/** The report for a state the user may see (`ReportPage`: the address's, else AZ, else their own). */
function RepSummaryScreen(scope: AddressReportScope<RepSummaryView>) {
  const { state, view, setView } = scope;
  const reps = useStateReps(state);

  // The default range is written into the address once, so the link says what it shows.
  const [filled, setFilled] = useState(() => Boolean(view.beg_dt && view.end_dt));
  useEffect(() => {
    if (filled) return;
    const range = defaultRepSummaryRange();
    setView({ beg_dt: view.beg_dt || range.beg_dt, end_dt: view.end_dt || range.end_dt });
    setFilled(true);
  }, [filled, view.beg_dt, view.end_dt, setView]);

  const repOptions = useMemo(
    () =>
      (reps.data ?? [])
        .map((rep) => ({ value: rep.uuid, label: `${rep.last_name}, ${rep.first_name}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [reps.data],
  );
  const request = repSummaryRequest(view, state);
  const breakdown = useReport(REP_BRANCH_ENDPOINT, request.query);
  // The TOTAL row is the server's (branch_id 0), its percent that of the sums.
  const split = useMemo(
    () => breakdown.data && reportRows(REP_BRANCH_REPORT, breakdown.data),
    [breakdown.data],
  );
  const columns = useMemo(
    () => reportColumns(REP_BRANCH_REPORT, { total: split?.total ?? null, cells }),
    [split],
  );
  const rangeProblem = (field: 'beg_dt' | 'end_dt') => (filled ? request.problems[field] : undefined);

  return (
    <>
      <ReportFilters>
        <AddressStatePicker variant="select" scope={scope} reset={{ rep_uuid: '' }} />
        <LookupSelect
          label="Marketing Rep"
          placeholder="Choose a rep"
          lookup={reps}
          what="marketing reps"
          data={repOptions}
          value={view.rep_uuid || null}
          onChange={(uuid) => setView({ rep_uuid: uuid ?? '' })}
          w={{ base: '100%', xs: 260 }}
          nothingFoundMessage="No rep by that name"
        />
        <DateField
          label="Begin Date"
          value={view.beg_dt}
          onChange={(beg_dt) => setView({ beg_dt })}
          error={rangeProblem('beg_dt')}
          w={{ base: '100%', xs: 180 }}
        />
        <DateField
          label="End Date"
          value={view.end_dt}
          onChange={(end_dt) => setView({ end_dt })}
          error={rangeProblem('end_dt')}
          w={{ base: '100%', xs: 180 }}
        />
      </ReportFilters>
      {!view.rep_uuid ? (
        <Text c="dimmed">{PICK_A_REP}</Text>
      ) : (
        request.query && (
          <ReportTable
            label={REP_SUMMARY_TITLE}
            columns={columns}
            data={split?.rows}
            getRowId={(row) => String(row.branch_id ?? 'none')}
            status={breakdown}
            errorText={REP_SUMMARY_FAILED}
            {...addressSort(view, setView)}
            exportSource={{
              path: '/reports/rep-branch/export',
              query: request.query,
              fileName: `rep-summary-${request.query.beg_dt}-to-${request.query.end_dt}`,
            }}
            minWidth={720}
          />
        )
      )}
    </>
  );
}

export default RepSummary;
