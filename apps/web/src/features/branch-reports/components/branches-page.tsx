import { ZSort, ZState } from '@hub/contract';
import { Stack } from '@mantine/core';
import { addressSort } from '@/components/data-table';
import { ReportStatePicker } from '@/components/forms/report-state-picker';
import { NoReportState, PageHeader } from '@/components/page';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { useReportState } from '@/lib/use-report-state';
import { BRANCH_SUMMARY_SORTS, BranchEscrowSummary } from './branch-escrow-summary';

/** /reports/branches?state=&report_date=, plus the sort. */
const ZBranchesView = ZSort(BRANCH_SUMMARY_SORTS).extend({
  state: ZState.optional(),
  report_date: ZSearchText,
});

/**
 * Spec 001 /reports/branches (state default AZ): the wrapper of the Branch Escrow Summary, with the
 * state, the report date and the sort in the address.
 */
export function BranchesPage() {
  const [view, setView] = useSearchState(ZBranchesView);
  const { states, state, ready } = useReportState(view.state);
  if (!ready) return null;
  if (state === null) return <NoReportState title="Branch Escrow Summary" />;
  return (
    <Stack gap="md">
      <PageHeader
        title="Branch Escrow Summary"
        description="Opens, closes and revenue of each branch, month to date against the same days last year."
      />
      {state && (
        <>
          <ReportStatePicker
            states={states}
            state={state}
            onChange={(next) => setView({ state: next, report_date: '' })}
          />
          <BranchEscrowSummary
            state={state}
            reportDate={view.report_date}
            onReportDateChange={(report_date) => setView({ report_date })}
            {...addressSort(view, setView)}
          />
        </>
      )}
    </Stack>
  );
}
