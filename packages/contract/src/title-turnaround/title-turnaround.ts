import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/**
 * GET /reports/to (spec 001 §2 Title Officer Turnaround, §7): the title officers of a state and
 * their files for a range. `state` absent is the token's default_state (else AZ, spec 001 §9); the
 * screen always sends all three (Run is disabled otherwise). Both dates are required, in order.
 */
export const ZTitleTurnaroundQuery = ZDateRange('beg_date', 'end_date').safeExtend({
  state: ZStateCode.optional(),
});
export type TitleTurnaroundQuery = z.input<typeof ZTitleTurnaroundQuery>;

/**
 * GET /reports/to/export: the same filters with the state named (the file name carries it:
 * `to_turnaround_{state}_{begin}_to_{end}.csv`).
 */
export const ZTitleTurnaroundExportQuery = ZDateRange('beg_date', 'end_date').safeExtend({
  state: ZStateCode,
});
export type TitleTurnaroundExportQuery = z.input<typeof ZTitleTurnaroundExportQuery>;

/**
 * One file of an officer's turnaround (spec 001 §3). The files of the officer's JVs whose
 * ready_for_title_date is in the range, and the files added by hand (`added_file_uuid` set; their
 * ready and commit dates are the addition's search start and commit ready). turn_around_days is the
 * number of business days of the state's calendar from ready to commit (same day 0; null while a
 * date is missing); comm_elig (on time) at 2 business days or fewer, or when a super user overrode
 * it (DOMAIN.md §6).
 */
export const ZTitleTurnaroundFile = z.object({
  file_id: z.number().int(),
  file_uuid: ZUuid,
  order_number: z.string(),
  order_status: z.string(),
  open_date: ZIsoDate,
  ready_for_title_date: ZIsoDate.nullable(),
  commit_complete_date: ZIsoDate.nullable(),
  turn_around_days: z.number().int().nullable(),
  county: z.string().nullable(),
  title_type: z.string().nullable(),
  legal_desc: z.string().nullable(),
  comm_elig: z.boolean(),
  /** Only for a manually added file: the addition's id (DELETE /title-file-additions/{uuid}). */
  added_file_uuid: ZUuid.optional(),
});
export type TitleTurnaroundFile = z.infer<typeof ZTitleTurnaroundFile>;

/**
 * One title officer's record (spec 001 §3): the employee named title_officer on JVs of the state,
 * `jvs_assigned` those JVs' names (by name). `on_time_pct` is eligible files in percent of all files
 * (2 decimals, null with no files); `avg_turn_around_days` the mean over the files with a numeric
 * turnaround (2 decimals, null when none). comm_amt = max(0, comm_file_cnt - base_files) x
 * comm_per_file (money as decimal text). Files in order number order.
 */
export const ZTitleTurnaroundRecord = z.object({
  emp_id: z.number().int(),
  emp_uuid: ZUuid,
  first_name: z.string(),
  last_name: z.string(),
  beg_date: ZIsoDate,
  end_date: ZIsoDate,
  jvs_assigned: z.array(z.string()),
  total_file_cnt: z.number().int(),
  comm_file_cnt: z.number().int(),
  on_time_pct: z.number().nullable(),
  avg_turn_around_days: z.number().nullable(),
  base_files: z.number().int(),
  comm_per_file: ZMoney,
  comm_amt: ZMoney,
  files: z.array(ZTitleTurnaroundFile),
});
export type TitleTurnaroundRecord = z.infer<typeof ZTitleTurnaroundRecord>;

/** The footer (spec 001 §2): all officers' files, eligible files, the mean over numeric turnarounds. */
export const ZTitleTurnaroundTotals = z.object({
  total_file_cnt: z.number().int(),
  comm_file_cnt: z.number().int(),
  avg_turn_around_days: z.number().nullable(),
});
export type TitleTurnaroundTotals = z.infer<typeof ZTitleTurnaroundTotals>;

/** The officers sorted by last then first name (spec 001 §9), and the footer's totals. */
export const ZTitleTurnaroundResponse = z.object({
  state: ZState,
  beg_date: ZIsoDate,
  end_date: ZIsoDate,
  rows: z.array(ZTitleTurnaroundRecord),
  totals: ZTitleTurnaroundTotals,
});
export type TitleTurnaroundResponse = z.infer<typeof ZTitleTurnaroundResponse>;

/** GET /reports/to: the title officer turnaround. */
export const TITLE_TURNAROUND_ENDPOINT = reportEndpoint({
  name: 'title-turnaround',
  path: '/reports/to',
  query: ZTitleTurnaroundQuery,
  response: ZTitleTurnaroundResponse,
  access: ADMIN_ROLES,
  screen: {
    path: '/reports/title-officer-turnaround',
    roles: 'admin',
    page: 'title-turnaround/title-turnaround',
  },
});

/**
 * A line of the CSV export: one per file, its officer's figures repeated (an officer without files
 * has one line with the file's columns empty).
 */
export const ZTitleTurnaroundExportRow = z.object({
  employee: z.string(),
  beg_date: ZIsoDate,
  end_date: ZIsoDate,
  total_file_cnt: z.number().int(),
  comm_file_cnt: z.number().int(),
  avg_turn_around_days: z.number().nullable(),
  file_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  order_status: z.string().nullable(),
  open_date: ZIsoDate.nullable(),
  ready_for_title_date: ZIsoDate.nullable(),
  commit_complete_date: ZIsoDate.nullable(),
  turn_around_days: z.number().int().nullable(),
  county: z.string().nullable(),
  title_type: z.string().nullable(),
});
export type TitleTurnaroundExportRow = z.infer<typeof ZTitleTurnaroundExportRow>;

/** The export's title: its file is `to_turnaround_{state}_{begin}_to_{end}.csv` (spec 001 §9). */
export const TITLE_TURNAROUND_EXPORT_TITLE = 'TO Turnaround';

/** The CSV's columns in the spec's order (spec 001 §9). */
export const TITLE_TURNAROUND_EXPORT_REPORT = defineReport({
  title: TITLE_TURNAROUND_EXPORT_TITLE,
  row: ZTitleTurnaroundExportRow,
  columns: [
    { key: 'employee', header: 'Employee', kind: 'text', total: 'none' },
    { key: 'beg_date', header: 'Begin', kind: 'date', total: 'none' },
    { key: 'end_date', header: 'End', kind: 'date', total: 'none' },
    { key: 'total_file_cnt', header: 'Total Files', kind: 'count', total: 'none' },
    { key: 'comm_file_cnt', header: 'Eligible Files', kind: 'count', total: 'none' },
    {
      key: 'avg_turn_around_days',
      header: 'Avg Turnaround (days)',
      kind: 'text',
      value: (row) => (row.avg_turn_around_days === null ? null : String(row.avg_turn_around_days)),
      total: 'none',
    },
    { key: 'file_id', header: 'File ID', kind: 'count', total: 'none' },
    { key: 'order_number', header: 'Order #', kind: 'text', total: 'none' },
    { key: 'order_status', header: 'Status', kind: 'text', total: 'none' },
    { key: 'open_date', header: 'Open Date', kind: 'date', total: 'none' },
    { key: 'ready_for_title_date', header: 'Ready For Title', kind: 'date', total: 'none' },
    { key: 'commit_complete_date', header: 'Commit Complete', kind: 'date', total: 'none' },
    { key: 'turn_around_days', header: 'Turnaround Days', kind: 'count', total: 'none' },
    { key: 'county', header: 'County', kind: 'text', total: 'none' },
    { key: 'title_type', header: 'Type', kind: 'text', total: 'none' },
  ],
});

/** The file name the spec gives the export (spec 001 §9), for the screen's download. */
export const titleTurnaroundFileName = (state: string, begin: string, end: string) =>
  `to_turnaround_${state}_${begin}_to_${end}.csv`;

/** The screen's texts (spec 001 §2, §8). */
export const TITLE_TURNAROUND_TEXTS = {
  loadFailed: 'Failed to load',
  overrideConfirm: 'Override commission eligibility for this file?',
  overrideFailed: 'Failed to override commission eligibility',
  deleteConfirm: 'Delete this manually added file from the report?',
  deleteFailed: 'Failed to delete',
  addFailed: 'Failed to add file',
} as const;
