import {
  BRANCH_SUMMARY_PARTNER_COLUMNS,
  BRANCH_SUMMARY_REPORT,
  type BranchEmailResponse,
  type BranchSummaryResponse,
  branchEmailNoRecipients,
  branchSummaryCompared,
  type State,
  withoutColumns,
} from '@hub/contract';
import { formatUsDate, type IsoDate, yesterdayInLA } from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import { EXPORT_CONTENT_TYPES, exportFilename, xlsxStream } from '../../exports/export-rows.ts';
import type { MailMessage, SendOptions } from '../../mail/mail-service.ts';
import type { Actor } from '../../plugins/authorization/policies.ts';
import { assertStateAccess } from '../../plugins/authorization/policies.ts';
import { badRequest } from '../../plugins/errors/http-error.ts';
import { BRANCH_SUMMARY_COLUMNS, branchSummaryNotes } from '../branch-reports/export-columns.ts';
import { readBranchSummary } from '../branch-reports/service.ts';
import { findReportOptions } from '../report-options/repository.ts';
import { MANUAL_SUMMARY_WINDOW_MS, manualBranchSummaryMailKey } from './manual-send.ts';
import { escapeHtml, reportTableHtml, reportTableText } from './report-table.ts';

/** Queues one e-mail (`app.mail.send`, or the same `MailService` in a job): false when its key was queued before. */
export type QueueMail = (message: MailMessage, options?: SendOptions) => Promise<boolean>;

/** The e-mail's columns: the declared summary's, without the partner revenue (as the EO dashboard's). */
const EMAIL_REPORT = withoutColumns(BRANCH_SUMMARY_REPORT, BRANCH_SUMMARY_PARTNER_COLUMNS);

/** The summary as the e-mail's HTML table (negative changes red in parentheses, TOTAL in bold). */
export function branchSummaryHtml(summary: BranchSummaryResponse): string {
  const title = `Branch Escrow Summary ${summary.state}: ${formatUsDate(summary.month_start)} to ${formatUsDate(summary.report_date)}`;
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif">',
    `<h2>${escapeHtml(title)}</h2>`,
    `<p>${escapeHtml(branchSummaryCompared(summary))} (the same days a year earlier). Revenue is escrow plus Magnus title revenue.</p>`,
    reportTableHtml(EMAIL_REPORT, summary.rows),
    '<p>The same figures are attached as a spreadsheet.</p>',
    '</body></html>',
  ].join('\n');
}

/** The same table as plain text, for mail readers without HTML. */
function branchSummaryText(summary: BranchSummaryResponse): string {
  return [
    `Branch Escrow Summary ${summary.state}, ${formatUsDate(summary.month_start)} to ${formatUsDate(summary.report_date)}`,
    `${branchSummaryCompared(summary)} (the same days a year earlier)`,
    '',
    ...reportTableText(EMAIL_REPORT, summary.rows),
  ].join('\n');
}

/** The summary as an XLSX workbook, written by the exports' writer with the export's columns. */
export async function branchSummaryWorkbook(
  summary: BranchSummaryResponse,
  generatedAt: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = xlsxStream({
    format: 'xlsx',
    title: `Branch Escrow Summary ${summary.state}`,
    notes: branchSummaryNotes(summary),
    filters: [
      ['State', summary.state],
      ['Report Date', formatUsDate(summary.report_date)],
    ],
    generatedAt,
    columns: BRANCH_SUMMARY_COLUMNS,
    rows: summary.rows,
  });
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The state's report recipients (report options `reports_send_to`), none when unset. */
export async function reportRecipients(db: Executor, state: State): Promise<string[]> {
  return (await findReportOptions(db, [state])).get(state)?.reports_send_to ?? [];
}

/**
 * Queues the daily Branch Escrow Summary of the state and report date to the state's report recipients:
 * one e-mail with the table in its body and the workbook attached. `key` makes a repeat a no-op (the
 * scheduled run's `branch-summary:<state>:<date>`); with `windowMs` too, a repeat less than that time
 * from the last one of the key (the button's); without a key every call queues a new e-mail.
 */
export async function queueBranchSummaryEmail(
  db: Executor,
  send: QueueMail,
  state: State,
  reportDate: IsoDate,
  options: { key?: string; windowMs?: number; now?: Date } = {},
): Promise<BranchEmailResponse> {
  const recipients = await reportRecipients(db, state);
  if (recipients.length === 0) throw badRequest(branchEmailNoRecipients(state));
  const summary = await readBranchSummary(db, state, reportDate);
  const generatedAt = options.now ?? new Date();
  await send(
    {
      to: recipients,
      subject: `Branch Escrow Summary ${state} ${formatUsDate(reportDate)}`,
      text: branchSummaryText(summary),
      html: branchSummaryHtml(summary),
      attachments: [
        {
          filename: exportFilename({ title: 'Branch Escrow Summary', state, dates: [reportDate] }, 'xlsx'),
          content: await branchSummaryWorkbook(summary, generatedAt),
          contentType: EXPORT_CONTENT_TYPES.xlsx,
        },
      ],
    },
    options.key === undefined
      ? {}
      : {
          key: options.key,
          ...(options.windowMs === undefined ? {} : { window: { ms: options.windowMs, at: generatedAt } }),
        },
  );
  return { state, report_date: reportDate, queued: recipients.length };
}

/**
 * GET /email/: the "E-mail daily reports" button. The state (AZ unless given; a State Super User
 * their own only, 403) and report date (yesterday in Los Angeles unless given) of the summary. One
 * e-mail per state and report date an hour (`MANUAL_SUMMARY_WINDOW_MS`): a repeat within the hour
 * answers the same success and queues nothing; the scheduled run's e-mail is keyed apart.
 */
export async function emailBranchSummary(
  db: Executor,
  send: QueueMail,
  user: Actor,
  query: { state: State; report_date?: IsoDate | undefined },
  now: Date = new Date(),
): Promise<BranchEmailResponse> {
  assertStateAccess(user, query.state);
  const reportDate = query.report_date ?? yesterdayInLA(now);
  return queueBranchSummaryEmail(db, send, query.state, reportDate, {
    key: manualBranchSummaryMailKey(query.state, reportDate),
    windowMs: MANUAL_SUMMARY_WINDOW_MS,
    now,
  });
}
