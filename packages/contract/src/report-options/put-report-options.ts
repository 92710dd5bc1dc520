import { z } from 'zod';
import { PROJECTED_OPENINGS_MAX, REPORT_RECIPIENTS_MAX, ZReportOptions } from './report-options.ts';

/** '1250000', '1250000.5' or '1250000.50': a non-negative amount with at most two decimals. */
const PROJECTED_REVENUE_TEXT = /^\d{1,13}(\.\d{1,2})?$/;

/** The canonical text of an amount: no leading zeros, two decimals ('007.5' -> '7.50'). */
export function normaliseProjectedRevenue(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

const ZRecipients = z
  .array(z.string().trim().pipe(z.email('must be an e-mail address')))
  .max(REPORT_RECIPIENTS_MAX, `must list at most ${REPORT_RECIPIENTS_MAX} recipients`)
  .nullable()
  // Spec 001 §5: an empty list is sent as null; store it the same way.
  .transform((list) => (list && list.length > 0 ? list : null));

const ZProjectedOpenings = z
  .number()
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(PROJECTED_OPENINGS_MAX, `must be at most ${PROJECTED_OPENINGS_MAX}`)
  .nullable();

const ZProjectedRevenue = z
  .string()
  .trim()
  .regex(PROJECTED_REVENUE_TEXT, 'must be a non-negative amount such as 1250000.00')
  .transform(normaliseProjectedRevenue)
  .nullable();

/** PUT /admin/report-options (spec 001 §7): all six fields, each null when not set. */
export const ZPutReportOptionsBody = z.strictObject({
  az_reports_send_to: ZRecipients,
  az_projected_openings: ZProjectedOpenings,
  az_projected_revenue: ZProjectedRevenue,
  nv_reports_send_to: ZRecipients,
  nv_projected_openings: ZProjectedOpenings,
  nv_projected_revenue: ZProjectedRevenue,
});
export type PutReportOptionsBody = z.input<typeof ZPutReportOptionsBody>;
export type PutReportOptionsValues = z.output<typeof ZPutReportOptionsBody>;

export const ZPutReportOptionsResponse = ZReportOptions;
export type PutReportOptionsResponse = z.infer<typeof ZPutReportOptionsResponse>;
