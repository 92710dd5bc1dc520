import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZState, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';
import { TOTAL_ROW_NAME } from '../common/row-names.ts';
import { JV_MEASURE_COLUMNS, jvReportUuid } from './jv-totals.ts';

/** GET /reports/jvs/mix (spec 001 §7): one JV's files in the range by escrow officer and by branch. */
export const ZJvMixQuery = ZDateRange('beg_date', 'end_date').safeExtend({
  jv_uuid: jvReportUuid('must be the uuid of a JV'),
});
export type JvMixQuery = z.input<typeof ZJvMixQuery>;

/** Its export: one table at a time, 'eo' (By Escrow Officer, the default) or 'branch' (By Branch). */
export const JV_MIX_TABLES = ['eo', 'branch'] as const;
export const ZJvMixExportQuery = ZJvMixQuery.safeExtend({
  table: z.enum(JV_MIX_TABLES, 'must be eo or branch').default('eo'),
});

export const JV_MIX_NOT_FOUND = 'JV not found.';

const measures = {
  opens: z.number().int(),
  closes: z.number().int(),
  total_revenue: ZMoney,
  partner_title_revenue: ZMoney,
};

/**
 * Spec 001 §3 JV mix, by escrow officer: the credited officer (linked officers roll up);
 * `employee_name` is 'Last, First', or 'No Escrow Officer' for files without one (uuid and names null);
 * the TOTAL row (last) has no uuid or names and the name 'TOTAL'.
 */
export const ZJvMixEoRow = z.object({
  employee_uuid: ZUuid.nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  employee_name: z.string(),
  ...measures,
});
export type JvMixEoRow = z.infer<typeof ZJvMixEoRow>;

/** By branch: the name without the company suffix, or 'No Branch' (id and uuid null); TOTAL has id 0. */
export const ZJvMixBranchRow = z.object({
  branch_id: z.number().int().nullable(),
  branch_uuid: ZUuid.nullable(),
  branch_name: z.string(),
  ...measures,
});
export type JvMixBranchRow = z.infer<typeof ZJvMixBranchRow>;

/** The `branch_id` of the By Branch table's TOTAL row. */
export const JV_MIX_BRANCH_TOTAL_ID = 0;

/**
 * Officers by last then first name, branches by the leading number of their name; the rows without
 * an officer or branch, then each table's TOTAL row: the sum of its rows (both the JV's figures).
 */
export const ZJvMixResponse = z.object({
  jv_uuid: ZUuid,
  jv_name: z.string(),
  /** The JV's state (`st`); null when it has none. */
  state: ZState.nullable(),
  range_start: ZIsoDate,
  range_end: ZIsoDate,
  eo_totals: z.array(ZJvMixEoRow),
  branch_totals: z.array(ZJvMixBranchRow),
});
export type JvMixResponse = z.infer<typeof ZJvMixResponse>;

/**
 * The JV Mix's two tables (spec 001 §2 "JV screens"), for the screen and the export (one table a
 * file, its names under 'Name'), each with its TOTAL row last.
 */
export const JV_MIX_EO_REPORT = defineReport({
  title: 'JV Mix By Escrow Officer',
  row: ZJvMixEoRow,
  isTotal: (row) => row.employee_uuid === null && row.employee_name === TOTAL_ROW_NAME,
  columns: [
    {
      key: 'name',
      header: 'Escrow Officer',
      fileHeader: 'Name',
      kind: 'link',
      value: (row) => row.employee_name,
      total: 'none',
    },
    ...JV_MEASURE_COLUMNS,
  ],
});

export const JV_MIX_BRANCH_REPORT = defineReport({
  title: 'JV Mix By Branch',
  row: ZJvMixBranchRow,
  isTotal: (row) => row.branch_id === JV_MIX_BRANCH_TOTAL_ID,
  columns: [
    {
      key: 'name',
      header: 'Branch',
      fileHeader: 'Name',
      kind: 'link',
      value: (row) => row.branch_name,
      total: 'none',
    },
    ...JV_MEASURE_COLUMNS,
  ],
});

/** GET /reports/jvs/mix: one JV's files by escrow officer and by branch. */
export const JV_MIX_ENDPOINT = reportEndpoint({
  name: 'jv-mix',
  path: '/reports/jvs/mix',
  query: ZJvMixQuery,
  response: ZJvMixResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/jv-mix', roles: 'admin', page: 'jv-reports/jv-mix' },
});
