import {
  type BranchJvRangeResponse,
  type EmployeeJvRangeResponse,
  JV_MIX_BRANCH_TOTAL_ID,
  JV_MIX_NOT_FOUND,
  JV_NO_JV_NAME,
  JV_RANGE_BRANCH_NOT_FOUND,
  JV_RANGE_EMPLOYEE_NOT_FOUND,
  JV_RANGE_NO_EMP_TYPE,
  JV_SUMMARY_TOTAL_ID,
  JV_TOTALS_TOTAL_ID,
  type JvMixBranchRow,
  type JvMixEoRow,
  type JvMixResponse,
  type JvSummaryResponse,
  type JvSummaryRow,
  type JvTotalsRow,
  NO_ESCROW_OFFICER,
  type State,
  TOTAL_ROW_NAME,
} from '@hub/contract';
import {
  type Cents,
  compareNames,
  firstDayOfMonth,
  fromCents,
  type IsoDate,
  percentOf,
  sortBranchRows,
  stripAgencySuffix,
  sumColumns,
  toCents,
  yesterdayInLA,
} from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { ADMINS } from '../../plugins/authorization/access-table.ts';
import {
  assertMayReadEmployee,
  assertStateAccess,
  hasAnyRole,
  type StateScope,
  stateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, notFound } from '../../plugins/errors/http-error.ts';
import { reportBranchName } from '../branches/report-branch-name.ts';
import { findBranch } from '../branches/repository.ts';
import {
  findJvReportEmployee,
  findJvReportJv,
  type JvBreakdownOwner,
  type JvGroupFigures,
  type JvMeasures,
  jvBreakdownFigures,
  jvMixByBranch,
  jvMixByEo,
  jvSummaryFigures,
} from './repository.ts';

/** The sum of rows' measures: counts added, money added in cents. */
function measureTotals(rows: readonly JvMeasures[]): JvMeasures {
  return sumColumns(rows, { counts: ['opens', 'closes'], money: ['total_revenue', 'partner_title_revenue'] });
}

// ---- GET /reports/jvs ----------------------------------------------------------------------------

export type JvSummaryQueryIn = { state: State; report_date?: IsoDate | undefined };

/**
 * Spec 001 JV Escrow Summary: one row per JV of the state (the active JVs of the state and every JV
 * with figures there this month) on the report date (default yesterday in Los Angeles) and month to
 * date, sorted by JV name, then the TOTAL row (jv_id 0), the sum of the rows. Title revenue is the
 * JV files' `title_revenue` (Magnus and partner title together). 403 for a state out of reach.
 */
export async function getJvSummary(
  db: Executor,
  user: CurrentUser,
  query: JvSummaryQueryIn,
): Promise<JvSummaryResponse> {
  assertStateAccess(user, query.state);
  const reportDate = query.report_date ?? yesterdayInLA();
  const mtdStart = firstDayOfMonth(reportDate);
  const figures = await jvSummaryFigures(db, { state: query.state, mtdStart, reportDate });
  const rows: JvSummaryRow[] = figures
    .map((f) => ({ ...f, opens_less_cancel: f.mtd_open - f.canceled_count }))
    .sort((a, b) => compareNames(a.jv_name, b.jv_name) || a.jv_id - b.jv_id);
  const total: JvSummaryRow = {
    jv_uuid: null,
    jv_id: JV_SUMMARY_TOTAL_ID,
    jv_name: TOTAL_ROW_NAME,
    ...sumColumns(rows, {
      counts: ['today_open', 'mtd_open', 'today_closed', 'mtd_closed', 'canceled_count', 'opens_less_cancel'],
      money: ['title_rev_mtd', 'title_rev_today'],
    }),
  };
  return { state: query.state, report_date: reportDate, mtd_start: mtdStart, rows: [...rows, total] };
}

// ---- JV breakdowns (employee, branch) ------------------------------------------------------------

/** The whole percent `part` is of `whole` (spec 001 §9 "JV share is a whole percent"); null of zero. */
function wholeShare(part: string, whole: Cents): number | null {
  if (whole === 0) return null;
  return percentOf(fromCents(toCents(part)), fromCents(whole), 0);
}

/**
 * The rows of a JV breakdown sorted by JV name ('No JV' last) with each row's share of the partner
 * title revenue, then the TOTAL row (jv_id 0) summing them.
 */
function jvBreakdown(figures: readonly JvGroupFigures[]): JvTotalsRow[] {
  const sums = measureTotals(figures);
  const partnerTotal = toCents(sums.partner_title_revenue);
  const rows = figures
    .map(
      (f): JvTotalsRow => ({
        jv_id: f.jv_id,
        jv_uuid: f.jv_uuid,
        jv_name: f.jv_id === null ? JV_NO_JV_NAME : (f.jv_name ?? JV_NO_JV_NAME),
        opens: f.opens,
        closes: f.closes,
        total_revenue: f.total_revenue,
        partner_title_revenue: f.partner_title_revenue,
        partner_title_share: wholeShare(f.partner_title_revenue, partnerTotal),
      }),
    )
    .sort(
      (a, b) =>
        Number(a.jv_id === null) - Number(b.jv_id === null) ||
        compareNames(a.jv_name, b.jv_name) ||
        (a.jv_id ?? 0) - (b.jv_id ?? 0),
    );
  const total: JvTotalsRow = {
    jv_id: JV_TOTALS_TOTAL_ID,
    jv_uuid: null,
    jv_name: TOTAL_ROW_NAME,
    ...sums,
    partner_title_share: partnerTotal === 0 ? null : 100,
  };
  return [...rows, total];
}

export type JvRangeQueryIn = { beg_date: IsoDate; end_date: IsoDate };

/** A JV breakdown's answer but its owner: the range, the owner's state, the rows per JV and their TOTAL. */
async function jvRangeBreakdown(
  db: Executor,
  owner: JvBreakdownOwner,
  scope: StateScope,
  query: JvRangeQueryIn,
  state: string,
) {
  const figures = await jvBreakdownFigures(db, { owner, scope, from: query.beg_date, to: query.end_date });
  return {
    range_start: query.beg_date,
    range_end: query.end_date,
    state: state as State,
    rows: jvBreakdown(figures),
  };
}

/** The states whose rollups a breakdown reads: an administrator's reach; anyone else's own employee's every state. */
const figureScope = (user: CurrentUser): StateScope => (hasAnyRole(user, ADMINS) ? stateScope(user) : 'all');

/**
 * Spec 001 Employee JV Breakdown: the employee's files per JV in the range. An escrow officer (emp_type
 * EO) is credited the files of the officers linked to them (rollup grain 'eo'); a marketing rep (REP)
 * the files they marketed (grain 'rep'). The user's own (linked or viewed) employee, or an
 * administrator's employee within their states (whose figures are those of their states); 403 otherwise.
 */
export async function getEmployeeJvRange(
  db: Executor,
  user: CurrentUser,
  query: JvRangeQueryIn & { employee_uuid: string },
): Promise<EmployeeJvRangeResponse> {
  const employee = await findJvReportEmployee(db, query.employee_uuid);
  assertMayReadEmployee(user, employee, JV_RANGE_EMPLOYEE_NOT_FOUND);
  const empType = employee.emp_type;
  if (empType !== 'EO' && empType !== 'REP') throw badRequest(JV_RANGE_NO_EMP_TYPE);
  const owner: JvBreakdownOwner =
    empType === 'EO'
      ? { grain: 'eo', column: 'credited_eo_id', id: employee.employee_id }
      : { grain: 'rep', column: 'marketing_rep_id', id: employee.employee_id };
  return {
    employee: {
      uuid: employee.uuid,
      name: `${employee.first_name} ${employee.last_name}`,
      first_name: employee.first_name,
      last_name: employee.last_name,
      emp_type: empType,
    },
    ...(await jvRangeBreakdown(db, owner, figureScope(user), query, employee.state)),
  };
}

/**
 * Spec 001 Branch JV Breakdown: the branch's files per JV in the range (grain 'branch'). 404 for an
 * unknown branch, 403 for a branch of a state out of the administrator's reach.
 */
export async function getBranchJvRange(
  db: Executor,
  user: CurrentUser,
  query: JvRangeQueryIn & { branch_uuid: string },
): Promise<BranchJvRangeResponse> {
  const branch = await findBranch(db, { uuid: query.branch_uuid });
  if (!branch) throw notFound(JV_RANGE_BRANCH_NOT_FOUND);
  assertStateAccess(user, branch.state);
  const owner: JvBreakdownOwner = { grain: 'branch', column: 'branch_id', id: branch.branch_id };
  return {
    branch: { uuid: branch.uuid, branch_id: branch.branch_id, name: stripAgencySuffix(branch.name) },
    ...(await jvRangeBreakdown(db, owner, stateScope(user), query, branch.state)),
  };
}

// ---- GET /reports/jvs/mix ------------------------------------------------------------------------

/**
 * Spec 001 JV Mix: one JV's files in the range by credited escrow officer (grain 'eo') and by branch
 * (grain 'branch'), each table with its TOTAL row last, over the administrator's states. 404 for an unknown
 * JV; 403 for a JV of a state out of reach (a JV without a state only for those who see both).
 */
export async function getJvMix(
  db: Executor,
  user: CurrentUser,
  query: JvRangeQueryIn & { jv_uuid: string },
): Promise<JvMixResponse> {
  const jv = await findJvReportJv(db, query.jv_uuid);
  if (!jv) throw notFound(JV_MIX_NOT_FOUND);
  assertStateAccess(user, jv.st);
  const filter = { jvId: jv.jv_id, scope: stateScope(user), from: query.beg_date, to: query.end_date };
  const [eoFigures, branchFigures] = await Promise.all([jvMixByEo(db, filter), jvMixByBranch(db, filter)]);

  const eoTotals = eoFigures
    .map(
      (f): JvMixEoRow => ({
        ...f,
        employee_name:
          f.employee_uuid === null ? NO_ESCROW_OFFICER : `${f.last_name ?? ''}, ${f.first_name ?? ''}`,
      }),
    )
    .sort(
      (a, b) =>
        Number(a.employee_uuid === null) - Number(b.employee_uuid === null) ||
        compareNames(a.last_name ?? '', b.last_name ?? '') ||
        compareNames(a.first_name ?? '', b.first_name ?? ''),
    );

  const branchTotals: JvMixBranchRow[] = sortBranchRows(
    branchFigures.map((f) => ({
      ...f,
      branch_name: reportBranchName(f.branch_id, f.branch_name),
    })),
  );

  const st = jv.st?.trim();
  return {
    jv_uuid: jv.uuid,
    jv_name: jv.name,
    state: st === 'AZ' || st === 'NV' ? st : null,
    range_start: query.beg_date,
    range_end: query.end_date,
    eo_totals: [
      ...eoTotals,
      {
        employee_uuid: null,
        first_name: null,
        last_name: null,
        employee_name: TOTAL_ROW_NAME,
        ...measureTotals(eoTotals),
      },
    ],
    branch_totals: [
      ...branchTotals,
      {
        branch_id: JV_MIX_BRANCH_TOTAL_ID,
        branch_uuid: null,
        branch_name: TOTAL_ROW_NAME,
        ...measureTotals(branchTotals),
      },
    ],
  };
}
