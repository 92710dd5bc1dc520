import { z } from 'zod';
import { type State, ZState } from '../common/primitives.ts';

/** Spec 001 §3 Report options: one set of fields per state, prefixed az_ and nv_. */
export const REPORT_OPTION_STATES = ZState.options;

export const REPORT_RECIPIENTS_MAX = 50;
export const PROJECTED_OPENINGS_MAX = 1_000_000;

/** One state's options, without the prefix. */
export type StateReportOptions = {
  reports_send_to: string[] | null;
  projected_openings: number | null;
  projected_revenue: string | null;
};

/** The document version: the sum of both states' row versions, so any change raises it. */
export const ZReportOptionsVersion = z.number().int().nonnegative();

/** GET /admin/report-options and the answer of PUT; missing rows read as nulls. */
export const ZReportOptions = z.object({
  az_reports_send_to: z.array(z.string()).nullable(),
  az_projected_openings: z.number().int().nullable(),
  az_projected_revenue: z.string().nullable(),
  nv_reports_send_to: z.array(z.string()).nullable(),
  nv_projected_openings: z.number().int().nullable(),
  nv_projected_revenue: z.string().nullable(),
  version: ZReportOptionsVersion,
});
export type ReportOptions = z.infer<typeof ZReportOptions>;

/** One state's fields of the document. */
export function stateReportOptions(
  options: Omit<ReportOptions, 'version'>,
  state: State,
): StateReportOptions {
  return state === 'AZ'
    ? {
        reports_send_to: options.az_reports_send_to,
        projected_openings: options.az_projected_openings,
        projected_revenue: options.az_projected_revenue,
      }
    : {
        reports_send_to: options.nv_reports_send_to,
        projected_openings: options.nv_projected_openings,
        projected_revenue: options.nv_projected_revenue,
      };
}
