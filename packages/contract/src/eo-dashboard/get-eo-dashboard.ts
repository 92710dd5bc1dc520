import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZStateCode } from '../common/primitives.ts';
import {
  defineReport,
  type ReportColumnKind,
  type ReportDeclaration,
  reportEndpoint,
} from '../common/report-kit.ts';

/**
 * The filters of GET /reports/dashboard (spec 001 §2 EO Dashboard, §7): the end date (today in Los
 * Angeles when absent) and a state (absent: every state the caller may see; a State Super User naming
 * the other state gets 403). The screen sends `state` only when one is chosen (spec 001 §5).
 */
export const ZEoDashboardQuery = z.strictObject({
  date_to: ZIsoDate.optional(),
  state: ZStateCode.optional(),
});
export type EoDashboardQuery = z.input<typeof ZEoDashboardQuery>;

/** The eight sections of the dashboard, in the order the screen shows them. */
export const EO_DASHBOARD_SECTION_IDS = [
  'closed_eo',
  'closed_branch',
  'revenue_eo',
  'revenue_branch',
  'snapshot_eo',
  'snapshot_branch',
  'open_eo',
  'open_branch',
] as const;
export type EoDashboardSectionId = (typeof EO_DASHBOARD_SECTION_IDS)[number];

/** GET /reports/dashboard/export: the filters of the dashboard and the section the file holds. */
export const ZEoDashboardExportQuery = ZEoDashboardQuery.extend({
  section: z.enum(EO_DASHBOARD_SECTION_IDS, 'must be one of the dashboard sections'),
});

const count = z.number().int();
const percent = z.number().nullable();

/**
 * The figures of a row (or of the totals), all over the states asked for, MTD = the first of
 * date_to's month to date_to, YTD = January 1 of its year to date_to, read from the daily rollups:
 * - closes on calc_close_date (`*_closed`, `purchase_*`, `refi_*` by transaction type), opens on
 *   open_date, cancelled files included (`*_open`, `purch_open_*`, `refi_open_*`), YTD cancels on
 *   cancel_date (`cancelled_file_cnt`);
 * - **revenue on this dashboard is total_revenue** (escrow + all title, DOMAIN.md §3) by ledger date
 *   (a file's own on its close date, an adjustment on its posting date), so that
 *   `ytd_mag_revenue` (company revenue: escrow + Magnus title) + `ytd_part_revenue` (partner title
 *   revenue) = `ytd_revenue`;
 * - percentages (2 decimals, null when the denominator is 0): purchase and refi closings of the
 *   row's closings, their revenue of its revenue, their opens of its opens;
 *   `cancelled_file_pct` = cancelled_file_cnt / ytd_open;
 * - average tickets: ytd_revenue / ytd_closed and ytd_mag_revenue / ytd_closed, rounded half away
 *   from zero to the cent, null without closings.
 */
export const ZEoDashboardFigures = z.object({
  mtd_closed: count,
  ytd_closed: count,
  purchase_mtd: count,
  purchase_ytd: count,
  refi_mtd: count,
  refi_ytd: count,
  mtd_revenue: ZMoney,
  ytd_revenue: ZMoney,
  purchase_mtd_revenue: ZMoney,
  purchase_ytd_revenue: ZMoney,
  refi_mtd_revenue: ZMoney,
  refi_ytd_revenue: ZMoney,
  mtd_open: count,
  ytd_open: count,
  purch_open_mtd: count,
  purch_open_ytd: count,
  refi_open_mtd: count,
  refi_open_ytd: count,
  ytd_mag_revenue: ZMoney,
  ytd_part_revenue: ZMoney,
  cancelled_file_cnt: count,
  purchase_mtd_pct: percent,
  purchase_ytd_pct: percent,
  refi_mtd_pct: percent,
  refi_ytd_pct: percent,
  purchase_mtd_rev_pct: percent,
  purchase_ytd_rev_pct: percent,
  refi_mtd_rev_pct: percent,
  refi_ytd_rev_pct: percent,
  purch_open_pct_mtd: percent,
  purch_open_pct_ytd: percent,
  refi_open_pct_mtd: percent,
  refi_open_pct_ytd: percent,
  avg_ticket_total: ZMoney.nullable(),
  avg_ticket_mag_only: ZMoney.nullable(),
  cancelled_file_pct: percent,
});
export type EoDashboardFigures = z.infer<typeof ZEoDashboardFigures>;

/**
 * One row of the dashboard (spec 001 §3 EO dashboard response). An escrow officer's row (the files
 * credited to them: their own and those of the officers linked to them) has `escrow_officer_name`
 * and no branch; a branch's row has `branch_name` and no escrow officer. The files of no officer
 * are the row 'No Escrow Officer' (id null), those of no branch the row 'No Branch', so the
 * officers' rows and the branches' rows each add up to the same totals.
 */
export const ZEoDashboardRow = ZEoDashboardFigures.extend({
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  escrow_officer_id: z.number().int().nullable(),
  escrow_officer_name: z.string().nullable(),
});
export type EoDashboardRow = z.infer<typeof ZEoDashboardRow>;

/** The name of the totals row (the file writes it under the section's first column). */
export const EO_DASHBOARD_TOTAL_NAME = 'Total';

/** The totals row's `branch_id` (it has no escrow officer). */
export const EO_DASHBOARD_TOTAL_ID = 0;

/** Whether a row is the dashboard's totals row. */
export const isEoDashboardTotal = (row: EoDashboardRow): boolean =>
  row.branch_id === EO_DASHBOARD_TOTAL_ID && row.escrow_officer_id === null;

/**
 * The dashboard: officers' rows first (by name, 'No Escrow Officer' last), then the branches' (in
 * the branch report order, 'No Branch' last), then the totals row (branch_id 0, named 'Total'),
 * computed from the branch rows only (spec 001 §9), with the same percentage rules.
 */
export const ZEoDashboardResponse = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  params: z.object({ date_to: ZIsoDate, state: z.enum(['AZ', 'NV']).nullable() }),
  reportClosedBreakdown: z.object({
    data: z.object({ rows: z.array(ZEoDashboardRow) }),
  }),
});
export type EoDashboardResponse = z.infer<typeof ZEoDashboardResponse>;

/** A figure of the dashboard, and how a table or a file shows it. */
export type EoDashboardColumn = {
  key: keyof EoDashboardFigures;
  header: string;
  kind: 'integer' | 'money' | 'percent';
};

export type EoDashboardSection = {
  id: EoDashboardSectionId;
  title: string;
  /** Whose rows: the escrow officers' or the branches'. */
  by: 'eo' | 'branch';
  columns: readonly EoDashboardColumn[];
  /** The section as a report of the kit: the name, then its figures (the screen's table, the file). */
  report: ReportDeclaration<EoDashboardRow>;
};

const FIGURE_KIND: Record<EoDashboardColumn['kind'], ReportColumnKind> = {
  integer: 'count',
  money: 'money',
  percent: 'percent',
};

/**
 * A section declared for the kit: the officer's or branch's name, then its figures, each totalled by
 * the answer's totals row (from the branch rows only, spec 001 §9: never the sum of an officers' section).
 */
function section(
  id: EoDashboardSectionId,
  title: string,
  by: 'eo' | 'branch',
  columns: readonly EoDashboardColumn[],
): EoDashboardSection {
  const report = defineReport<EoDashboardRow, string>({
    title,
    row: ZEoDashboardRow,
    isTotal: isEoDashboardTotal,
    columns: [
      {
        key: 'name',
        header: by === 'eo' ? 'Escrow Officer' : 'Branch',
        kind: 'text',
        value: eoDashboardRowName,
        total: 'none',
      },
      ...columns.map(({ key, header, kind }) => ({
        key,
        header,
        kind: FIGURE_KIND[kind],
        value: (row: EoDashboardRow) => row[key],
        total: 'answer' as const,
      })),
    ],
  });
  return { id, title, by, columns, report };
}

const closedColumns: readonly EoDashboardColumn[] = [
  { key: 'mtd_closed', header: 'MTD Closed', kind: 'integer' },
  { key: 'purchase_mtd', header: 'Purchase MTD', kind: 'integer' },
  { key: 'purchase_mtd_pct', header: 'Purchase MTD %', kind: 'percent' },
  { key: 'refi_mtd', header: 'Refi MTD', kind: 'integer' },
  { key: 'refi_mtd_pct', header: 'Refi MTD %', kind: 'percent' },
  { key: 'ytd_closed', header: 'YTD Closed', kind: 'integer' },
  { key: 'purchase_ytd', header: 'Purchase YTD', kind: 'integer' },
  { key: 'purchase_ytd_pct', header: 'Purchase YTD %', kind: 'percent' },
  { key: 'refi_ytd', header: 'Refi YTD', kind: 'integer' },
  { key: 'refi_ytd_pct', header: 'Refi YTD %', kind: 'percent' },
];

const revenueColumns: readonly EoDashboardColumn[] = [
  { key: 'mtd_revenue', header: figureHeader('total_revenue', 'MTD'), kind: 'money' },
  { key: 'purchase_mtd_revenue', header: figureHeader('total_revenue', 'Purchase MTD'), kind: 'money' },
  {
    key: 'purchase_mtd_rev_pct',
    header: `${figureHeader('total_revenue', 'Purchase MTD')} %`,
    kind: 'percent',
  },
  { key: 'refi_mtd_revenue', header: figureHeader('total_revenue', 'Refi MTD'), kind: 'money' },
  { key: 'refi_mtd_rev_pct', header: `${figureHeader('total_revenue', 'Refi MTD')} %`, kind: 'percent' },
  { key: 'ytd_revenue', header: figureHeader('total_revenue', 'YTD'), kind: 'money' },
  { key: 'purchase_ytd_revenue', header: figureHeader('total_revenue', 'Purchase YTD'), kind: 'money' },
  {
    key: 'purchase_ytd_rev_pct',
    header: `${figureHeader('total_revenue', 'Purchase YTD')} %`,
    kind: 'percent',
  },
  { key: 'refi_ytd_revenue', header: figureHeader('total_revenue', 'Refi YTD'), kind: 'money' },
  { key: 'refi_ytd_rev_pct', header: `${figureHeader('total_revenue', 'Refi YTD')} %`, kind: 'percent' },
];

const snapshotColumns: readonly EoDashboardColumn[] = [
  { key: 'ytd_closed', header: 'YTD Closed', kind: 'integer' },
  { key: 'ytd_revenue', header: figureHeader('total_revenue', 'YTD'), kind: 'money' },
  { key: 'ytd_mag_revenue', header: figureHeader('company_revenue', 'YTD'), kind: 'money' },
  { key: 'ytd_part_revenue', header: figureHeader('partner_title_revenue', 'YTD'), kind: 'money' },
  { key: 'avg_ticket_total', header: 'Avg Ticket', kind: 'money' },
  { key: 'avg_ticket_mag_only', header: 'Avg Ticket (Magnus Only)', kind: 'money' },
  { key: 'ytd_open', header: 'YTD Opens', kind: 'integer' },
  { key: 'cancelled_file_cnt', header: 'Cancelled', kind: 'integer' },
  { key: 'cancelled_file_pct', header: 'Cancellation Rate', kind: 'percent' },
];

const openColumns: readonly EoDashboardColumn[] = [
  { key: 'mtd_open', header: 'MTD Opens', kind: 'integer' },
  { key: 'purch_open_mtd', header: 'Purchase Opens MTD', kind: 'integer' },
  { key: 'purch_open_pct_mtd', header: 'Purchase Opens MTD %', kind: 'percent' },
  { key: 'refi_open_mtd', header: 'Refi Opens MTD', kind: 'integer' },
  { key: 'refi_open_pct_mtd', header: 'Refi Opens MTD %', kind: 'percent' },
  { key: 'ytd_open', header: 'YTD Opens', kind: 'integer' },
  { key: 'purch_open_ytd', header: 'Purchase Opens YTD', kind: 'integer' },
  { key: 'purch_open_pct_ytd', header: 'Purchase Opens YTD %', kind: 'percent' },
  { key: 'refi_open_ytd', header: 'Refi Opens YTD', kind: 'integer' },
  { key: 'refi_open_pct_ytd', header: 'Refi Opens YTD %', kind: 'percent' },
];

/** The sections of spec 001 §2 (titles exactly so) and their columns, shared by the screen and the export. */
export const EO_DASHBOARD_SECTIONS: readonly EoDashboardSection[] = [
  section('closed_eo', 'YTD Closed Breakdown', 'eo', closedColumns),
  section('closed_branch', 'YTD Closed Branch Breakdown', 'branch', closedColumns),
  section('revenue_eo', 'Revenue Breakdown By EO', 'eo', revenueColumns),
  section('revenue_branch', 'Revenue Breakdown By Branch', 'branch', revenueColumns),
  section('snapshot_eo', 'YTD Snapshot By EO', 'eo', snapshotColumns),
  section('snapshot_branch', 'YTD Snapshot By Branch', 'branch', snapshotColumns),
  section('open_eo', 'Open Breakdown By EO', 'eo', openColumns),
  section('open_branch', 'Open Breakdown By Branch', 'branch', openColumns),
];

/** A section by its id. */
export function eoDashboardSection(id: EoDashboardSectionId): EoDashboardSection {
  const section = EO_DASHBOARD_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown dashboard section ${id}`);
  return section;
}

/** The rows of a section: officers' rows (named, no branch) or branches' rows (named, no officer). */
export function eoDashboardSectionRows(
  rows: readonly EoDashboardRow[],
  by: 'eo' | 'branch',
): EoDashboardRow[] {
  return rows.filter((row) =>
    isEoDashboardTotal(row)
      ? false
      : by === 'eo'
        ? row.escrow_officer_name !== null && row.branch_name === null
        : row.branch_name !== null,
  );
}

/** The name of a row in its section. */
export function eoDashboardRowName(row: EoDashboardRow): string {
  return row.escrow_officer_name ?? row.branch_name ?? '';
}

/** A section in the kit's shape: its rows, and the answer's totals row (null only in an answer without one). */
export function eoDashboardSectionTable(
  data: EoDashboardResponse['reportClosedBreakdown']['data'],
  by: 'eo' | 'branch',
): { rows: EoDashboardRow[]; total: EoDashboardRow | null } {
  return { rows: eoDashboardSectionRows(data.rows, by), total: data.rows.find(isEoDashboardTotal) ?? null };
}

/** GET /reports/dashboard (spec 001 §7): the EO dashboard. */
export const EO_DASHBOARD_ENDPOINT = reportEndpoint({
  name: 'eo-dashboard',
  path: '/reports/dashboard',
  query: ZEoDashboardQuery,
  response: ZEoDashboardResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/eo-dashboard', roles: 'admin', page: 'eo-dashboard/eo-dashboard' },
});
