import {
  EO_DASHBOARD_TOTAL_ID,
  EO_DASHBOARD_TOTAL_NAME,
  type EoDashboardFigures,
  type EoDashboardResponse,
  type EoDashboardRow,
  type EoDashboardSectionId,
  eoDashboardSection,
  eoDashboardSectionTable,
  NO_ESCROW_OFFICER,
  type State,
} from '@hub/contract';
import {
  compareNames,
  divideCents,
  firstDayOfMonth,
  fromCents,
  type IsoDate,
  percentOf,
  sortBranchRows,
  sumColumns,
  toCents,
  todayInLA,
} from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { narrowScope, type StateScope } from '../../plugins/authorization/policies.ts';
import { reportBranchName } from '../branches/report-branch-name.ts';
import {
  EO_DASHBOARD_COUNT_FIELDS,
  EO_DASHBOARD_MONEY_FIELDS,
  type EoDashboardPeriod,
  type EoDashboardSums,
  eoDashboardSums,
} from './repository.ts';

export type EoDashboardQuery = { date_to?: string | undefined; state?: State | undefined };

/** MTD (the first of date_to's month) and YTD (January 1 of its year) through date_to. */
export function eoDashboardPeriod(dateTo: IsoDate): EoDashboardPeriod {
  return { mtdFrom: firstDayOfMonth(dateTo), ytdFrom: `${dateTo.slice(0, 4)}-01-01`, to: dateTo };
}

/**
 * The percentages and average tickets of a row's sums (spec 001 §9): purchase and refi closings of
 * the closings, their revenue of the revenue, their opens of the opens (2 decimals, null over 0);
 * average tickets to the cent (half away from zero), null without closings; cancellation rate of YTD opens.
 */
export function eoDashboardFigures(sums: EoDashboardSums): EoDashboardFigures {
  const ticket = (revenue: string) =>
    sums.ytd_closed === 0 ? null : fromCents(divideCents(toCents(revenue), sums.ytd_closed));
  return {
    ...sums,
    purchase_mtd_pct: percentOf(sums.purchase_mtd, sums.mtd_closed),
    purchase_ytd_pct: percentOf(sums.purchase_ytd, sums.ytd_closed),
    refi_mtd_pct: percentOf(sums.refi_mtd, sums.mtd_closed),
    refi_ytd_pct: percentOf(sums.refi_ytd, sums.ytd_closed),
    purchase_mtd_rev_pct: percentOf(sums.purchase_mtd_revenue, sums.mtd_revenue),
    purchase_ytd_rev_pct: percentOf(sums.purchase_ytd_revenue, sums.ytd_revenue),
    refi_mtd_rev_pct: percentOf(sums.refi_mtd_revenue, sums.mtd_revenue),
    refi_ytd_rev_pct: percentOf(sums.refi_ytd_revenue, sums.ytd_revenue),
    purch_open_pct_mtd: percentOf(sums.purch_open_mtd, sums.mtd_open),
    purch_open_pct_ytd: percentOf(sums.purch_open_ytd, sums.ytd_open),
    refi_open_pct_mtd: percentOf(sums.refi_open_mtd, sums.mtd_open),
    refi_open_pct_ytd: percentOf(sums.refi_open_ytd, sums.ytd_open),
    avg_ticket_total: ticket(sums.ytd_revenue),
    avg_ticket_mag_only: ticket(sums.ytd_mag_revenue),
    cancelled_file_pct: percentOf(sums.cancelled_file_cnt, sums.ytd_open),
  };
}

/** The sums of several rows: counts added, money added in cents. */
export function addEoDashboardSums(rows: readonly EoDashboardSums[]): EoDashboardSums {
  return sumColumns(rows, { counts: EO_DASHBOARD_COUNT_FIELDS, money: EO_DASHBOARD_MONEY_FIELDS });
}

function sumsOf(row: EoDashboardSums): EoDashboardSums {
  const sums = {} as Record<keyof EoDashboardSums, number | string>;
  for (const field of [...EO_DASHBOARD_COUNT_FIELDS, ...EO_DASHBOARD_MONEY_FIELDS]) sums[field] = row[field];
  return sums as EoDashboardSums;
}

/** The states the dashboard reads: the caller's reach, narrowed to the state asked for (403 outside it). */
export function eoDashboardScope(user: CurrentUser, state: State | undefined): StateScope {
  return narrowScope(user, state);
}

/**
 * Spec 001 EO Dashboard (GET /reports/dashboard): per escrow officer and per branch, MTD and YTD
 * closings, revenue (total_revenue), opens and cancels through date_to (today in Los Angeles when
 * absent), of the state asked for or every state the caller may see, read from the daily rollups
 * ('eo' and 'branch' grains) only. Totals from the branch rows only.
 */
export async function getEoDashboard(
  db: Executor,
  user: CurrentUser,
  query: EoDashboardQuery,
  now: Date = new Date(),
): Promise<EoDashboardResponse> {
  const scope = eoDashboardScope(user, query.state);
  const dateTo = query.date_to ?? todayInLA(now);
  const period = eoDashboardPeriod(dateTo);
  // Both at once: on PostgreSQL they run on two connections of the pool.
  const [officers, branches] = await Promise.all([
    eoDashboardSums(db, 'eo', scope, period),
    eoDashboardSums(db, 'branch', scope, period),
  ]);

  const officerRows: EoDashboardRow[] = officers
    .map((row) => ({
      ...eoDashboardFigures(sumsOf(row)),
      branch_id: null,
      branch_name: null,
      escrow_officer_id: row.id,
      escrow_officer_name: row.id === null ? NO_ESCROW_OFFICER : (row.name ?? `Employee ${row.id}`),
    }))
    .sort(
      (a, b) =>
        Number(a.escrow_officer_id === null) - Number(b.escrow_officer_id === null) ||
        compareNames(a.escrow_officer_name, b.escrow_officer_name) ||
        (a.escrow_officer_id ?? 0) - (b.escrow_officer_id ?? 0),
    );
  const branchRows: EoDashboardRow[] = sortBranchRows(
    branches.map((row) => ({
      ...eoDashboardFigures(sumsOf(row)),
      branch_id: row.id,
      branch_name: reportBranchName(row.id, row.name),
      escrow_officer_id: null,
      escrow_officer_name: null,
    })),
  );

  return {
    generatedAt: now.toISOString(),
    params: { date_to: dateTo, state: query.state ?? null },
    reportClosedBreakdown: {
      data: {
        rows: [
          ...officerRows,
          ...branchRows,
          {
            ...eoDashboardFigures(addEoDashboardSums(branchRows)),
            branch_id: EO_DASHBOARD_TOTAL_ID,
            branch_name: EO_DASHBOARD_TOTAL_NAME,
            escrow_officer_id: null,
            escrow_officer_name: null,
          },
        ],
      },
    },
  };
}

/** The rows of one section as the screen shows them, then its totals row (GET /reports/dashboard/export). */
export async function getEoDashboardSection(
  db: Executor,
  user: CurrentUser,
  query: EoDashboardQuery & { section: EoDashboardSectionId },
): Promise<EoDashboardRow[]> {
  const answer = await getEoDashboard(db, user, query);
  const { rows, total } = eoDashboardSectionTable(
    answer.reportClosedBreakdown.data,
    eoDashboardSection(query.section).by,
  );
  return total ? [...rows, total] : rows;
}
