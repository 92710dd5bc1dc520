import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZUuid } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';
import { reportEndpoint } from '../common/report-kit.ts';

/** Spec 001 §9: the JV client trend's month choices (1 to 12, 18, 24) and its default, 12. */
export const JV_CLIENT_TREND_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24] as const;
export const JV_CLIENT_TREND_MONTHS_DEFAULT = 12;
const MONTHS_MESSAGE = 'must be a number of months from 1 to 12, 18 or 24';

/** The label of the row of files without a directing client (only with `include_unknown=true`). */
export const JV_CLIENT_TREND_UNKNOWN = 'Unknown';

/** A month of the trend, 'YYYY-MM'. */
export const ZTrendMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2030-03');

/**
 * GET /reports/jv-client-trend (spec 001 §7) and POST /reports/jv-client-trend/xls/email (the same
 * query, no body): the JV `jv_uuid`, `months` one of 1 to 12, 18, 24 (default 12), `include_unknown`
 * 'true' or 'false' (default false: files without a directing client are left out).
 */
export const ZJvClientTrendQuery = z.strictObject({
  jv_uuid: ZUuid,
  months: z.coerce
    .number(MONTHS_MESSAGE)
    .int(MONTHS_MESSAGE)
    .refine((n) => (JV_CLIENT_TREND_MONTHS as readonly number[]).includes(n), MONTHS_MESSAGE)
    .default(JV_CLIENT_TREND_MONTHS_DEFAULT),
  include_unknown: ZQueryFlag.optional(),
});
export type JvClientTrendQuery = z.input<typeof ZJvClientTrendQuery>;

/** Counts of one month each, keyed by the answer's `months` ('YYYY-MM'), every month present (0 when none). */
export const ZMonthCounts = z.record(ZTrendMonth, z.number().int());
export type MonthCounts = z.infer<typeof ZMonthCounts>;

/**
 * Spec 001 §3 JV client trend row: one directing client (company name, else the individual's name), or
 * one active client group (`is_group`, `label` the group's name, the sum of the clients whose normalised
 * name, DOMAIN.md §7, is one of its members'; those clients are not listed again), or the 'Unknown' row.
 * Opens count on open_date, closes on calc_close_date, by Los Angeles month. `client_group_id` names the
 * group of a group row (null otherwise).
 */
export const ZJvClientTrendRow = z.object({
  label: z.string(),
  is_group: z.boolean(),
  client_group_id: z.number().int().nullable(),
  open_total: z.number().int(),
  close_total: z.number().int(),
  open_counts: ZMonthCounts,
  close_counts: ZMonthCounts,
});
export type JvClientTrendRow = z.infer<typeof ZJvClientTrendRow>;

/** The answer's totals: every row's counts added up, per month and overall. */
export const ZJvClientTrendTotals = ZJvClientTrendRow.pick({
  open_total: true,
  close_total: true,
  open_counts: true,
  close_counts: true,
});
export type JvClientTrendTotals = z.infer<typeof ZJvClientTrendTotals>;

/**
 * The trend of the `months` Los Angeles months ending with the current one (`as_of_month`), `months`
 * listed oldest first. Rows sorted by open_total + close_total (descending), then label. A client's row
 * with no open and no close in the window is not listed.
 */
export const ZJvClientTrendResponse = z.object({
  jv_id: z.number().int(),
  jv_uuid: ZUuid,
  jv_name: z.string(),
  as_of_month: ZTrendMonth,
  months: z.array(ZTrendMonth),
  rows: z.array(ZJvClientTrendRow),
  totals: ZJvClientTrendTotals,
});
export type JvClientTrendResponse = z.infer<typeof ZJvClientTrendResponse>;

/** GET /reports/jv-client-trend: a JV's clients and client groups by month. */
export const JV_CLIENT_TREND_ENDPOINT = reportEndpoint({
  name: 'jv-client-trend',
  path: '/reports/jv-client-trend',
  query: ZJvClientTrendQuery,
  response: ZJvClientTrendResponse,
  access: ADMIN_ROLES,
  screen: {
    path: '/reports/jv-history-by-group/:jvUuid',
    roles: 'admin',
    page: 'jv-client-trend/jv-client-trend',
  },
});

/** POST /reports/jv-client-trend/xls/email: the trend as an .xlsx workbook e-mailed to the signed-in user. */
export const JV_CLIENT_TREND_EMAIL_PATH = '/reports/jv-client-trend/xls/email';

/** What the screen shows when the e-mail is queued (spec 001 §8: else the detail, message or 'Failed to queue email'). */
export const JV_CLIENT_TREND_EMAIL_QUEUED = 'Email queued';

/** 202 of POST /reports/jv-client-trend/xls/email: the message is queued to `to` (the signed-in user). */
export const ZJvClientTrendEmailQueued = z.object({
  queued: z.literal(true),
  to: z.string(),
  message: z.string(),
});
export type JvClientTrendEmailQueued = z.infer<typeof ZJvClientTrendEmailQueued>;
