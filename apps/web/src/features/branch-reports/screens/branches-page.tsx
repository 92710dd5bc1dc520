import { ZSort, ZState } from '@hub/contract';
import { addressSort } from '@/components/data-table';
import { ReportPage, ReportStatePicker } from '@/components/report';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { BRANCH_SUMMARY_SORTS, BranchEscrowSummary } from '../components/branch-escrow-summary';

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
  return (
    <ReportPage
      title="Branch Escrow Summary"
      description="Opens, closes and revenue of each branch, month to date against the same days last year."
      askedState={view.state}
    >
      {({ states, state }) => (
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
    </ReportPage>
  );
}

export default BranchesPage;
