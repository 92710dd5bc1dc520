import {
  type BranchJvRangeQuery,
  type EmployeeJvRangeQuery,
  JV_BREAKDOWN_REPORT,
  JV_MIX_EO_REPORT,
  type JvMixQuery,
  reportKeys,
  ZBranchJvRangeQuery,
  ZEmployeeJvRangeQuery,
  ZJvMixQuery,
  ZSort,
  ZSortDirection,
} from '@hub/contract';
import { z } from 'zod';
import { ZSearchText } from '@/lib/search-params';

/** The sortable columns of a JV breakdown (the employee's and the branch's). */
export const JV_BREAKDOWN_SORTS = reportKeys(JV_BREAKDOWN_REPORT);

const range = { beg_date: ZSearchText, end_date: ZSearchText };

/** /reports/employee-jv-breakdown?employee_uuid&beg_date&end_date, plus the sort. */
export const ZEmployeeJvBreakdownView = ZSort(JV_BREAKDOWN_SORTS).extend({
  employee_uuid: ZSearchText,
  ...range,
});
export type EmployeeJvBreakdownView = z.output<typeof ZEmployeeJvBreakdownView>;

/** /reports/branch-jv-breakdown?branch_uuid&beg_date&end_date, plus the sort. */
export const ZBranchJvBreakdownView = ZSort(JV_BREAKDOWN_SORTS).extend({
  branch_uuid: ZSearchText,
  ...range,
});
export type BranchJvBreakdownView = z.output<typeof ZBranchJvBreakdownView>;

/** The sortable columns of the JV mix tables. */
export const JV_MIX_SORTS = reportKeys(JV_MIX_EO_REPORT);
const ZMixColumn = z.enum(JV_MIX_SORTS).optional();

/** /reports/jv-mix?jv_uuid&beg_date&end_date, each table's sort of its own (eo_sort, branch_sort). */
export const ZJvMixView = z.object({
  jv_uuid: ZSearchText,
  ...range,
  eo_sort: ZMixColumn,
  eo_dir: ZSortDirection.default('desc'),
  branch_sort: ZMixColumn,
  branch_dir: ZSortDirection.default('desc'),
});
export type JvMixView = z.output<typeof ZJvMixView>;

export type RangeField = 'beg_date' | 'end_date';

/**
 * A report's query from its address: 'missing' while a required parameter is absent (spec 001 §8
 * 'Missing required parameters.'), else the query or why a date is refused (said at its field).
 */
export type RangeRequest<Q> =
  | { kind: 'missing' }
  | { kind: 'ready'; query: Q }
  | { kind: 'invalid'; problems: Partial<Record<RangeField | 'uuid', string>> };

function rangeRequest<Q>(
  schema: z.ZodType<Q>,
  uuidField: string,
  uuid: string,
  view: { beg_date: string; end_date: string },
): RangeRequest<Q> {
  if (!uuid || !view.beg_date || !view.end_date) return { kind: 'missing' };
  const parsed = schema.safeParse({ [uuidField]: uuid, beg_date: view.beg_date, end_date: view.end_date });
  if (parsed.success) return { kind: 'ready', query: parsed.data };
  const problems: Partial<Record<RangeField | 'uuid', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === uuidField ? 'uuid' : issue.path[0];
    if ((key === 'beg_date' || key === 'end_date' || key === 'uuid') && !problems[key]) {
      problems[key] = issue.message;
    }
  }
  return { kind: 'invalid', problems };
}

export const employeeJvRequest = (view: EmployeeJvBreakdownView): RangeRequest<EmployeeJvRangeQuery> =>
  rangeRequest(ZEmployeeJvRangeQuery, 'employee_uuid', view.employee_uuid, view);

export const branchJvRequest = (view: BranchJvBreakdownView): RangeRequest<BranchJvRangeQuery> =>
  rangeRequest(ZBranchJvRangeQuery, 'branch_uuid', view.branch_uuid, view);

export const jvMixRequest = (view: JvMixView): RangeRequest<JvMixQuery> =>
  rangeRequest(ZJvMixQuery, 'jv_uuid', view.jv_uuid, view);

/** A JV's share of the partner title revenue: a whole percent (spec 001 §9), a dash without one. */
export const formatJvShare = (share: number | null | undefined): string =>
  share === null || share === undefined ? '—' : `${share}%`;
