import {
  EMPLOYEE_REPORT,
  EMPLOYEE_REPORT_ENDPOINT,
  REP_BRANCH_ENDPOINT,
  REP_BRANCH_REPORT,
  ZEmployeeReportFilter,
  ZRepBranchFilter,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { reportDateOrYesterday } from '../../exports/register-export.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getEmployeeReport, getEmployeeReportExportRows, getRepBranch } from './service.ts';

/**
 * Employee reports (spec 001 §2 Employee reports, §7 GET /reports/employees and /reports/rep-branch):
 * the Escrow Officer and Marketing Rep reports, one employee's monthly stats, and the Marketing Rep
 * Summary's branch breakdown, all read from the daily rollups.
 */
export const employeeReportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['employee-reports'] });

  report({
    endpoint: EMPLOYEE_REPORT_ENDPOINT,
    summary: "Employees' monthly figures (Escrow Officer and Marketing Rep reports)",
    description:
      "emp_type (EO or REP) lists that type's active employees of the state and any other with figures; uuid reads one employee (their own, or any within an administrator's states: 403 otherwise). monthly: by 'YYYY-MM', the 12 months ending with report_date's month (default yesterday, Los Angeles), each with figures; mtd: the first of the month through report_date. An escrow officer's figures include their linked officers' files; monthly_sub_eo lists those linked officers (active, or with figures) with their part of each month.",
    answer: ({ user, query }) => getEmployeeReport(app.db, user, query),
    export: {
      query: ZEmployeeReportFilter,
      title: ({ query }) => (query.emp_type === 'REP' ? 'Marketing Rep Report' : 'Escrow Officer Report'),
      filterLabels: {
        state: 'State',
        emp_type: 'Employee Type',
        uuid: 'Employee',
        report_date: 'Report Date',
      },
      rows: ({ user, query }) => getEmployeeReportExportRows(app.db, user, query),
      fileDates: reportDateOrYesterday,
      columns: EMPLOYEE_REPORT,
    },
  });

  report({
    endpoint: REP_BRANCH_ENDPOINT,
    summary: "A marketing rep's opens, closes and revenue by branch (Marketing Rep Summary)",
    description:
      "beg_dt and end_dt (in order) are required; rep_uuid is the user's own employee or, for an administrator, any rep within their states (403 otherwise); branch_uuid narrows to one branch; state defaults to the rep's. Rows by branch number, then 'No Branch', then TOTAL (branch_id 0, the sum of the rows). pct_comm_rev is commissionable / total revenue in percent (2 decimals), null when the total is 0.",
    answer: ({ user, query }) => getRepBranch(app.db, user, query),
    export: {
      query: ZRepBranchFilter,
      title: 'Marketing Rep Summary',
      filterLabels: {
        state: 'State',
        beg_dt: 'Begin Date',
        end_dt: 'End Date',
        rep_uuid: 'Marketing Rep',
        branch_uuid: 'Branch',
      },
      rows: ({ user, query }) => getRepBranch(app.db, user, query),
      columns: REP_BRANCH_REPORT,
    },
  });
};
