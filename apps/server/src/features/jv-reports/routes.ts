import {
  BRANCH_JV_RANGE_ENDPOINT,
  EMPLOYEE_JV_RANGE_ENDPOINT,
  JV_BREAKDOWN_REPORT,
  JV_MIX_BRANCH_REPORT,
  JV_MIX_ENDPOINT,
  JV_MIX_EO_REPORT,
  JV_SUMMARY_ENDPOINT,
  JV_SUMMARY_REPORT,
  type JvMixBranchRow,
  type JvMixEoRow,
  ZJvMixExportQuery,
} from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { ExportColumn } from '../../exports/columns.ts';
import { reportDateOrYesterday } from '../../exports/register-export.ts';
import { exportColumnsOf } from '../../exports/report-columns.ts';
import { reportRoutes } from '../../http/report-routes.ts';
import { getBranchJvRange, getEmployeeJvRange, getJvMix, getJvSummary } from './service.ts';

const RANGE_LABELS = { beg_date: 'Begin Date', end_date: 'End Date' } as const;

/** A row of a JV mix's file: an officer's or a branch's, as the table asked for. */
type JvMixRow = JvMixEoRow | JvMixBranchRow;

/** Each JV mix table's file columns; a file holds the rows of its own table only. */
const MIX_COLUMNS = {
  eo: exportColumnsOf(JV_MIX_EO_REPORT) as ExportColumn<JvMixRow>[],
  branch: exportColumnsOf(JV_MIX_BRANCH_REPORT) as ExportColumn<JvMixRow>[],
};

/**
 * The JV reports (spec 001 §2 "Employee reports", "JV screens"; §7 GET /reports/jvs,
 * /reports/employees/jv-range, /reports/branches/jv-range, /reports/jvs/mix), each with its export.
 * Every figure is a sum of the daily rollups.
 */
export const jvReportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const report = reportRoutes(app, { tags: ['jv-reports'] });

  report({
    endpoint: JV_SUMMARY_ENDPOINT,
    summary: 'JV Escrow Summary: each JV of a state on a report date and month to date',
    description:
      "state (AZ or NV, default AZ) and report_date (YYYY-MM-DD, default yesterday in Los Angeles). One row per JV of the state (its active JVs and every JV with figures there this month), sorted by name, then the TOTAL row (jv_id 0). Opens, closes and cancels from the rollups; title revenue is the JV files' title_revenue. Super User and Admin: both states; a State Super User their own (403 otherwise).",
    answer: ({ user, query }) => getJvSummary(app.db, user, query),
    export: {
      title: 'JV Escrow Summary',
      filterLabels: { state: 'State', report_date: 'Report Date' },
      rows: async ({ user, query }) => (await getJvSummary(app.db, user, query)).rows,
      fileDates: reportDateOrYesterday,
      columns: JV_SUMMARY_REPORT,
    },
  });

  report({
    endpoint: EMPLOYEE_JV_RANGE_ENDPOINT,
    summary: "Employee JV Breakdown: an employee's files per JV in a date range",
    description:
      "employee_uuid, beg_date and end_date (in order) are required. An escrow officer's credited files (linked officers roll up), a marketing rep's marketed files, per JV ('No JV' for files without one), with the TOTAL. The user's own (linked or viewed) employee, or an administrator's within their states; 403 otherwise.",
    answer: ({ user, query }) => getEmployeeJvRange(app.db, user, query),
    export: {
      title: 'Employee JV Breakdown',
      filterLabels: { employee_uuid: 'Employee', ...RANGE_LABELS },
      rows: async ({ user, query }) => (await getEmployeeJvRange(app.db, user, query)).rows,
      columns: JV_BREAKDOWN_REPORT,
    },
  });

  report({
    endpoint: BRANCH_JV_RANGE_ENDPOINT,
    summary: "Branch JV Breakdown: a branch's files per JV in a date range",
    description:
      "branch_uuid, beg_date and end_date (in order) are required. The branch's files per JV ('No JV' for files without one), with the TOTAL. Administrators within their states (403 otherwise).",
    answer: ({ user, query }) => getBranchJvRange(app.db, user, query),
    export: {
      title: 'Branch JV Breakdown',
      filterLabels: { branch_uuid: 'Branch', ...RANGE_LABELS },
      rows: async ({ user, query }) => (await getBranchJvRange(app.db, user, query)).rows,
      columns: JV_BREAKDOWN_REPORT,
    },
  });

  report({
    endpoint: JV_MIX_ENDPOINT,
    summary: "JV Mix: a JV's files by escrow officer and by branch in a date range",
    description:
      "jv_uuid, beg_date and end_date (in order) are required. Two tables, each with its TOTAL row last: by credited escrow officer ('No Escrow Officer') and by branch ('No Branch'). Administrators within their states; a JV without a state only for those who see both (403 otherwise).",
    answer: ({ user, query }) => getJvMix(app.db, user, query),
    export: {
      query: ZJvMixExportQuery,
      title: ({ query }) => (query.table === 'branch' ? 'JV Mix By Branch' : 'JV Mix By Escrow Officer'),
      filterLabels: { jv_uuid: 'JV', ...RANGE_LABELS, table: 'Table' },
      rows: async ({ user, query }): Promise<JvMixRow[]> => {
        const { table, ...filters } = query;
        const mix = await getJvMix(app.db, user, filters);
        return table === 'branch' ? mix.branch_totals : mix.eo_totals;
      },
      columns: ({ query }) => (query.table === 'branch' ? MIX_COLUMNS.branch : MIX_COLUMNS.eo),
    },
  });
};
