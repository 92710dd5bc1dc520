import { EMPLOYEE_MONTHLY_REPORT, EMPLOYEE_REPORT_ENDPOINT, type EmployeeMonthlyReport } from '@hub/contract';
import { formatUsDate, yesterdayInLA } from '@hub/domain';
import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, reportColumns } from '@/components/data-table';
import { NO_DATA, PageHeader, REPORT_DATA_FAILED } from '@/components/page';
import { useReport } from '@/components/report';
import { useSearchState } from '@/lib/search-params';
import { type MonthRow, monthRows, reportTitle, ZEmployeePageView } from '../utils/employee-report-views';

/** The report's declared columns; the month is the row's name: not sorted, on one line. */
const columns: DataTableColumn<MonthRow>[] = reportColumns(EMPLOYEE_MONTHLY_REPORT).map((column) =>
  column.id === 'month'
    ? { ...column, enableSorting: false, meta: { ...column.meta, nowrap: true } }
    : column,
);

/** The page's rows: month to date first, then each month with figures, newest first; none without figures. */
export function employeeMonthRows(
  employee: EmployeeMonthlyReport | undefined,
  reportDate: string,
): MonthRow[] {
  if (!employee || Object.keys(employee.monthly).length === 0) return [];
  return [
    { key: 'mtd', label: `Month to date (through ${formatUsDate(reportDate)})`, ...employee.mtd },
    ...monthRows(employee.monthly),
  ];
}

/**
 * Spec 001 /reports/employee/{uuid}?state=&emp_type=: one employee's monthly stats over the last 12
 * months and month to date (through yesterday). Titled 'Escrow Officer Report', or 'Marketing Rep
 * Report' for a rep. The server refuses another's employee to anyone but an administrator; its
 * detail is shown.
 */
export function EmployeeMonthlyReportPage({ uuid }: { uuid: string }) {
  const [view] = useSearchState(ZEmployeePageView);
  const reportDate = useMemo(() => yesterdayInLA(), []);
  const query = {
    uuid,
    report_date: reportDate,
    ...(view.state ? { state: view.state } : {}),
    ...(view.emp_type ? { emp_type: view.emp_type } : {}),
  };
  const report = useReport(EMPLOYEE_REPORT_ENDPOINT, query);
  const employee = report.data?.[0];
  const empType = view.emp_type ?? employee?.emp_type ?? 'EO';
  const rows = useMemo(
    () => (report.data ? employeeMonthRows(employee, reportDate) : undefined),
    [report.data, employee, reportDate],
  );
  const name = employee ? `${employee.first_name} ${employee.last_name}` : '';

  return (
    <Stack gap="md">
      <PageHeader title={reportTitle(empType)} description="Monthly figures over the last 12 months." />
      {employee && (
        <Title order={2} size="h3">
          {name}
        </Title>
      )}
      <DataTable
        label={name ? `Monthly figures of ${name}` : 'Monthly figures'}
        columns={columns}
        data={rows}
        getRowId={(row) => row.key}
        status={report}
        errorText={REPORT_DATA_FAILED}
        emptyText={NO_DATA}
        exportSource={{
          path: '/reports/employees/export',
          query,
          fileName: `employee-report-${reportDate}`,
        }}
        minWidth={1280}
      />
    </Stack>
  );
}
