import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode, ZUuid } from '../common/primitives.ts';
import { defineReport, reportEndpoint } from '../common/report-kit.ts';

/**
 * GET /reports/jvs (spec 001 §7): the JV Escrow Summary of a state (AZ unless said) on a report date
 * (yesterday in Los Angeles unless said). "Today" is the report date; MTD runs from the first of its
 * month through it.
 */
export const ZJvSummaryQuery = z.strictObject({
  state: ZStateCode.default('AZ'),
  report_date: ZIsoDate.optional(),
});
export type JvSummaryQuery = z.input<typeof ZJvSummaryQuery>;

/** The jv_id of the JV Escrow Summary's TOTAL row (last; the sum of the JV rows). */
export const JV_SUMMARY_TOTAL_ID = 0;

/**
 * Spec 001 §3 JV summary row. Counts: opens on open_date, closes on calc_close_date, cancels
 * (`canceled_count`, month to date) on cancel_date; `opens_less_cancel` = mtd_open - canceled_count.
 * Title revenue is the JV files' whole `title_revenue` (Magnus and partner title together), by ledger
 * date. The TOTAL row has jv_id 0, no uuid and the name 'TOTAL'.
 */
export const ZJvSummaryRow = z.object({
  jv_uuid: ZUuid.nullable(),
  jv_id: z.number().int(),
  jv_name: z.string(),
  today_open: z.number().int(),
  mtd_open: z.number().int(),
  today_closed: z.number().int(),
  mtd_closed: z.number().int(),
  canceled_count: z.number().int(),
  opens_less_cancel: z.number().int(),
  title_rev_mtd: ZMoney,
  title_rev_today: ZMoney,
});
export type JvSummaryRow = z.infer<typeof ZJvSummaryRow>;

/** The JV rows sorted by JV name (ignoring case), then the TOTAL row. */
export const ZJvSummaryResponse = z.object({
  state: ZState,
  report_date: ZIsoDate,
  /** The first day of the report date's month (MTD start). */
  mtd_start: ZIsoDate,
  rows: z.array(ZJvSummaryRow),
});
export type JvSummaryResponse = z.infer<typeof ZJvSummaryResponse>;

/**
 * The JV Escrow Summary's columns (spec 001 §2 "JV screens"), for the screen and its export. The key
 * is the screen's column id (its sort in the address); the TOTAL row is the server's (jv_id 0).
 */
export const JV_SUMMARY_REPORT = defineReport({
  title: 'JV Escrow Summary',
  row: ZJvSummaryRow,
  isTotal: (row) => row.jv_id === JV_SUMMARY_TOTAL_ID,
  columns: [
    { key: 'jv', header: 'JV', kind: 'link', value: (row) => row.jv_name, total: 'none' },
    { key: 'today_open', header: 'Opens Today', kind: 'count', total: 'sum' },
    { key: 'mtd_open', header: 'Opens MTD', kind: 'count', total: 'sum' },
    { key: 'today_closed', header: 'Closed Today', kind: 'count', total: 'sum' },
    { key: 'mtd_closed', header: 'Closed MTD', kind: 'count', total: 'sum' },
    { key: 'canceled_count', header: 'Cancelled MTD', kind: 'count', total: 'sum' },
    { key: 'opens_less_cancel', header: 'Opens Less Cancels', kind: 'count', total: 'sum' },
    { key: 'title_rev_today', header: 'Title Revenue Today', kind: 'money', total: 'sum' },
    { key: 'title_rev_mtd', header: 'Title Revenue MTD', kind: 'money', total: 'sum' },
  ],
});

/** GET /reports/jvs: the JV Escrow Summary. */
export const JV_SUMMARY_ENDPOINT = reportEndpoint({
  name: 'jv-summary',
  path: '/reports/jvs',
  query: ZJvSummaryQuery,
  response: ZJvSummaryResponse,
  access: ADMIN_ROLES,
  screen: { path: '/reports/jvs', roles: 'admin', page: 'jv-reports/jv-summary' },
});
