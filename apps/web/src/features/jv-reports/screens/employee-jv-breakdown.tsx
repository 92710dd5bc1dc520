import { EMPLOYEE_JV_RANGE_ENDPOINT } from '@hub/contract';
import { JV_BREAKDOWN_FAILED } from '@/components/page';
import { useReport } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { JvBreakdownPage } from '../components/jv-breakdown-table';
import { employeeJvRequest, ZEmployeeJvBreakdownView } from '../utils/jv-report-views';

/**
 * Spec 001 Employee JV Breakdown (/reports/employee-jv-breakdown?employee_uuid&beg_date&end_date):
 * the employee's files per JV in the range (editable, in the address), sortable, with the TOTAL.
 */
export function EmployeeJvBreakdown() {
  const [view, setView] = useSearchState(ZEmployeeJvBreakdownView);
  const request = employeeJvRequest(view);
  const report = useReport(EMPLOYEE_JV_RANGE_ENDPOINT, request.kind === 'ready' ? request.query : null);
  return (
    <JvBreakdownPage
      title="Employee JV Breakdown"
      name={report.data?.employee.name}
      description="Opens, closes and revenue of the employee's files by JV."
      hasSubject={view.employee_uuid !== ''}
      request={request}
      report={report}
      errorText={JV_BREAKDOWN_FAILED}
      view={view}
      setView={setView}
      exportPath="/reports/employees/jv-range/export"
      fileName="employee-jv-breakdown"
    />
  );
}

export default EmployeeJvBreakdown;
