import { BRANCH_JV_RANGE_ENDPOINT } from '@hub/contract';
import { BRANCH_JV_BREAKDOWN_FAILED } from '@/components/page';
import { useReport } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { JvBreakdownPage } from '../components/jv-breakdown-table';
import { branchJvRequest, ZBranchJvBreakdownView } from '../utils/jv-report-views';

/**
 * Spec 001 Branch JV Breakdown (/reports/branch-jv-breakdown?branch_uuid&beg_date&end_date): the
 * branch's files per JV in the range (editable, in the address), sortable, with the TOTAL.
 */
export function BranchJvBreakdown() {
  const [view, setView] = useSearchState(ZBranchJvBreakdownView);
  const request = branchJvRequest(view);
  const report = useReport(BRANCH_JV_RANGE_ENDPOINT, request.kind === 'ready' ? request.query : null);
  return (
    <JvBreakdownPage
      title="Branch JV Breakdown"
      name={report.data?.branch.name}
      description="Opens, closes and revenue of the branch's files by JV."
      hasSubject={view.branch_uuid !== ''}
      request={request}
      report={report}
      errorText={BRANCH_JV_BREAKDOWN_FAILED}
      view={view}
      setView={setView}
      exportPath="/reports/branches/jv-range/export"
      fileName="branch-jv-breakdown"
    />
  );
}

export default BranchJvBreakdown;
