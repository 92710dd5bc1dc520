import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/roles.ts';
import { figureHeader } from '../common/figure-names.ts';
import { ZIsoDate, ZMoney, ZState, ZStateCode } from '../common/primitives.ts';
import { reportEndpoint } from '../common/report-kit.ts';

/**
 * GET /revenue/datecompare (spec 001 §7): `state` AZ or NV (default: the state of `emp_uuid`, else AZ),
 * `report_date` (default yesterday in Los Angeles), `emp_uuid` one employee's figures (an escrow
 * officer's as credited, linked officers rolled up; a marketing rep's as the rep of the files).
 */
export const ZRevenueCompareQuery = z.strictObject({
  state: ZStateCode.optional(),
  report_date: ZIsoDate.optional(),
  emp_uuid: z.uuid('must be the uuid of an employee').optional(),
});
export type RevenueCompareQuery = z.input<typeof ZRevenueCompareQuery>;

/** The three periods compared, in the order the screen shows them. */
export const COMPARE_PERIODS = ['cur', 'prev', 'ly'] as const;
export type ComparePeriod = (typeof COMPARE_PERIODS)[number];

const group = <P extends ComparePeriod>(p: P) =>
  ({
    [`${p}_beg_date`]: ZIsoDate,
    [`${p}_end_date`]: ZIsoDate,
    [`${p}_revenue`]: ZMoney,
    [`${p}_open`]: z.number().int(),
    [`${p}_closed`]: z.number().int(),
    [`${p}_cancel`]: z.number().int(),
    [`${p}_partner_revenue`]: ZMoney,
  }) as {
    [K in `${P}_beg_date` | `${P}_end_date`]: typeof ZIsoDate;
  } & { [K in `${P}_revenue` | `${P}_partner_revenue`]: typeof ZMoney } & {
    [K in `${P}_open` | `${P}_closed` | `${P}_cancel`]: z.ZodNumber;
  };

/**
 * Spec 001 §3 Revenue compare: the `cur_`, `prev_` and `ly_` groups, each from `beg_date` through
 * `end_date` (both included):
 * - cur: the first of the report date's month through the report date;
 * - prev: the first of the previous month through its business day number `business_day_number`
 *   (its last business day when it has fewer);
 * - ly: the same for the report date's month a year earlier.
 * `business_day_number` is the report date's business day of its month (the number of business days
 * of the month up to it; 0 before the first, when the other groups end on their first business day).
 * Revenue is company revenue (escrow + Magnus title), partner revenue the partner total revenue;
 * opens count on open_date, closed on calc_close_date, cancels on cancel_date. `emp_name` names the
 * employee asked for (null for the whole state).
 */
export const ZRevenueCompareResponse = z.object({
  state: ZState,
  report_date: ZIsoDate,
  business_day_number: z.number().int().min(0),
  emp_name: z.string().nullable(),
  ...group('cur'),
  ...group('prev'),
  ...group('ly'),
});
export type RevenueCompareResponse = z.infer<typeof ZRevenueCompareResponse>;

export const REVENUE_EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const REVENUE_EMPLOYEE_NO_TYPE =
  'emp_uuid: that employee is neither an escrow officer (EO) nor a marketing rep (REP).';

/** GET /revenue/datecompare: month to date against the previous month and last year. */
export const REVENUE_COMPARE_ENDPOINT = reportEndpoint({
  name: 'revenue-compare',
  path: '/revenue/datecompare',
  query: ZRevenueCompareQuery,
  response: ZRevenueCompareResponse,
  access: ADMIN_ROLES,
  screen: {
    path: '/reports/revenue-date-compare',
    roles: 'admin',
    page: 'revenue-reports/revenue-compare-report',
  },
});

/**
 * The figures each period's card shows, in order (spec 001 §2 Revenue compare): the answer's field
 * (`<period>_<field>`), its name as every report writes it, and its kind.
 */
export const REVENUE_COMPARE_FIGURES = [
  { field: 'revenue', header: figureHeader('company_revenue'), kind: 'money' },
  { field: 'open', header: 'Opens', kind: 'count' },
  { field: 'closed', header: 'Closed', kind: 'count' },
  { field: 'cancel', header: 'Cancels', kind: 'count' },
  { field: 'partner_revenue', header: figureHeader('partner_total_revenue'), kind: 'money' },
] as const satisfies readonly { field: string; header: string; kind: 'money' | 'count' }[];
