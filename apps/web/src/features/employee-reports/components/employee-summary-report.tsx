import {
  EMPLOYEE_REPORT,
  EMPLOYEE_REPORT_ENDPOINT,
  type EmployeeReportLine,
  type EmpType,
  EO_REPORT_HIDDEN_COLUMNS,
  employeeReportLines,
  REP_REPORT_HIDDEN_COLUMNS,
  type State,
  withoutColumns,
} from '@hub/contract';
import { formatUsDate } from '@hub/domain';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  addressSort,
  type DataTableColumn,
  RecordLink,
  reportColumns,
  SmallLink,
} from '@/components/data-table';
import {
  AddressReportPage,
  type AddressReportScope,
  AddressStatePicker,
  OrderListLink,
  ReportDatePicker,
  ReportFilters,
  ReportTable,
  useReport,
  useReportDates,
} from '@/components/report';
import { paths } from '@/config/paths';
import {
  type AllEscrowView,
  EO_REPORT_DATES,
  monthToDate,
  REP_REPORT_MONTHS,
  reportTitle,
  ZAllEscrowView,
} from '../utils/employee-report-views';

type Row = EmployeeReportLine;
type Range = { state: State; start: string; end: string };

/** The two screens' forms of the report's one declaration. */
const EO_REPORT = withoutColumns(EMPLOYEE_REPORT, EO_REPORT_HIDDEN_COLUMNS);
const REP_REPORT = withoutColumns(EMPLOYEE_REPORT, REP_REPORT_HIDDEN_COLUMNS);

/** The employee's name, linking to their commission report. */
const nameCell = (hrefOf: (row: Row) => string) => (row: Row) => (
  <RecordLink to={hrefOf(row)} inactive={!row.is_active}>
    {row.employee}
  </RecordLink>
);

/** The employee's monthly stats page (spec 001 /reports/employee/{uuid}). */
function monthlyColumn(empType: EmpType, state: State): DataTableColumn<Row> {
  return {
    id: 'monthly',
    header: 'Monthly',
    enableSorting: false,
    cell: ({ row: { original } }) => (
      <SmallLink
        to={paths.reports.employee.getHref(original.uuid, { state, emp_type: empType })}
        label={`Monthly stats of ${original.employee}`}
      >
        Monthly stats
      </SmallLink>
    ),
    meta: { nowrap: true },
  };
}

/** Escrow Officer Report: names open the EO commission report, 'JVs' the employee's JV breakdown. */
function eoColumns({ state, start, end }: Range): DataTableColumn<Row>[] {
  const employee = nameCell((row) =>
    paths.reports.eoCommReport.getHref({ employee_uuid: row.uuid, start_date: start, end_date: end }),
  );
  return [
    ...reportColumns(EO_REPORT, { cells: { employee } }),
    {
      id: 'jvs',
      header: 'JVs',
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <SmallLink
          to={paths.reports.employeeJvBreakdown.getHref({
            employee_uuid: original.uuid,
            beg_date: start,
            end_date: end,
          })}
          label={`JV breakdown of ${original.employee}`}
        >
          JV Breakdown
        </SmallLink>
      ),
      meta: { nowrap: true },
    },
    monthlyColumn('EO', state),
  ];
}

/** Marketing Rep Report: names open the rep commission report, counts the open and closed orders. */
function repColumns({ state, start, end }: Range): DataTableColumn<Row>[] {
  const employee = nameCell((row) =>
    paths.reports.repCommReport.getHref({ employee_uuid: row.uuid, start_date: start, end_date: end }),
  );
  const orders = (id: 'opens' | 'closes') => (row: Row) => (
    <OrderListLink
      kind={id === 'opens' ? 'open' : 'closed'}
      query={{ state, marketing_rep_id: row.employee_id, start, end }}
      count={row[id]}
      label={`${row[id]} ${id} of ${row.employee}`}
    />
  );
  return [
    ...reportColumns(REP_REPORT, { cells: { employee, opens: orders('opens'), closes: orders('closes') } }),
    monthlyColumn('REP', state),
  ];
}

/**
 * Spec 001 /reports/all-escrow?state=&emp_type=&report_date=: the Escrow Officer Report (a report
 * date of the last 60 days, yesterday by default) or, with emp_type=REP, the Marketing Rep Report (a
 * month of the last 12). Each employee's month to date, sortable, with a TOTAL row and the exports.
 */
export function EmployeeSummaryReport() {
  return (
    <AddressReportPage
      title={(view) => reportTitle(view.emp_type)}
      description="Each employee's figures for the month to date."
      schema={ZAllEscrowView}
    >
      {(scope) => <EmployeeSummaryReportScreen {...scope} />}
    </AddressReportPage>
  );
}

/** The report for a state the user may see (`ReportPage`: the address's, else AZ, else their own). */
function EmployeeSummaryReportScreen(scope: AddressReportScope<AllEscrowView>) {
  const { state, view, setView } = scope;
  const empType = view.emp_type;
  const dates = useReportDates(empType === 'REP' ? REP_REPORT_MONTHS : EO_REPORT_DATES, { state });
  const reportDate = view.report_date || dates.dates[0] || '';
  // The report shows the month to date only: one month of the rollups is read.
  const query = { state, emp_type: empType, report_date: reportDate, months: 1 };
  const report = useReport(EMPLOYEE_REPORT_ENDPOINT, query);
  const range = monthToDate(reportDate);
  const lines = useMemo(
    () =>
      report.data && employeeReportLines(report.data, { month_start: range.start, report_date: range.end }),
    [report.data, range.start, range.end],
  );
  const columns = useMemo(
    () =>
      empType === 'REP'
        ? repColumns({ state, start: range.start, end: range.end })
        : eoColumns({ state, start: range.start, end: range.end }),
    [empType, state, range.start, range.end],
  );
  const title = reportTitle(empType);

  return (
    <>
      <ReportFilters>
        <AddressStatePicker variant="select" scope={scope} />
        <ReportDatePicker
          dates={dates}
          label={empType === 'REP' ? 'Month' : 'Report Date'}
          value={reportDate}
          onChange={(report_date) => setView({ report_date })}
        />
      </ReportFilters>
      <Text size="sm" c="dimmed">
        {`${formatUsDate(range.start)} – ${formatUsDate(range.end)}`}
      </Text>
      <ReportTable
        label={title}
        columns={columns}
        data={lines}
        getRowId={(row) => row.uuid}
        status={report}
        {...addressSort(view, setView)}
        exportSource={{
          path: '/reports/employees/export',
          query,
          fileName: `${empType === 'REP' ? 'marketing-rep' : 'escrow-officer'}-report-${state}-${reportDate}`,
        }}
        minWidth={empType === 'REP' ? 760 : 1080}
      />
    </>
  );
}
