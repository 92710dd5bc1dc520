import type { PutReportOptionsBody, ReportOptions, State, StateReportOptions } from '@hub/contract';
import { stateReportOptions } from '@hub/contract';

/** What one state's section of the form holds: the text of its three fields. */
export type ReportOptionsFields = { recipients: string; openings: string; revenue: string };

/** Spec 001 §5: split on commas, semicolons or newlines, trimmed, empties dropped; an empty list is null. */
export function parseRecipients(text: string): string[] | null {
  const list = text
    .split(/[,;\r\n]+/)
    .map((recipient) => recipient.trim())
    .filter((recipient) => recipient !== '');
  return list.length > 0 ? list : null;
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Spec 001 §5: truncated to an integer; null if empty or not a number. */
export function parseOpenings(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  const value = Math.trunc(Number(trimmed));
  // -0 (from '-0.5') is 0.
  return Number.isSafeInteger(value) ? value + 0 : null;
}

/** Spec 001 §5: $, commas and spaces stripped; null if empty. The server checks the rest. */
export function parseRevenue(text: string): string | null {
  const stripped = text.replace(/[$,\s]/g, '');
  return stripped === '' ? null : stripped;
}

export function parseReportOptionsFields(fields: ReportOptionsFields): StateReportOptions {
  return {
    reports_send_to: parseRecipients(fields.recipients),
    projected_openings: parseOpenings(fields.openings),
    projected_revenue: parseRevenue(fields.revenue),
  };
}

/** The form text of one state's stored options: one recipient per line. */
export function reportOptionsFields(options: ReportOptions, state: State): ReportOptionsFields {
  const values = stateReportOptions(options, state);
  return {
    recipients: (values.reports_send_to ?? []).join('\n'),
    openings: values.projected_openings === null ? '' : String(values.projected_openings),
    revenue: values.projected_revenue ?? '',
  };
}

/**
 * The PUT body of one section's save: that state's parsed fields, and the other state's values as
 * loaded (a State Super User, who is not shown the other state, sends it back as null).
 */
export function reportOptionsBody(
  loaded: ReportOptions,
  state: State,
  fields: ReportOptionsFields,
): PutReportOptionsBody {
  const { version: _version, ...body } = loaded;
  const parsed = parseReportOptionsFields(fields);
  if (state === 'AZ') {
    return {
      ...body,
      az_reports_send_to: parsed.reports_send_to,
      az_projected_openings: parsed.projected_openings,
      az_projected_revenue: parsed.projected_revenue,
    };
  }
  return {
    ...body,
    nv_reports_send_to: parsed.reports_send_to,
    nv_projected_openings: parsed.projected_openings,
    nv_projected_revenue: parsed.projected_revenue,
  };
}
