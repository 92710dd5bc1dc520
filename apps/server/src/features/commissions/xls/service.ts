import { type CommissionXlsQueued, commissionEmployeeName, type ZCommissionXlsQuery } from '@hub/contract';
import { compareNames, formatUsDate, type Period } from '@hub/domain';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { EXPORT_CONTENT_TYPES } from '../../../exports/export-rows.ts';
import type { MailMessage } from '../../../mail/mail-service.ts';
import type { CurrentUser } from '../../../plugins/auth/index.ts';
import { findFinalizedPeriod, snapshotEntries } from '../finalized/repository.ts';
import type { CommissionEmployeeFilter } from '../repository.ts';
import { commissionFilter, computeCommissionRows } from '../service.ts';
import {
  type CommissionWorkbookInput,
  commissionWorkbook,
  workbookFilename,
  workbookTitle,
} from './workbook.ts';

type XlsQuery = z.output<typeof ZCommissionXlsQuery>;

/** Queues one e-mail (`app.mail.send`). */
export type QueueMail = (message: MailMessage) => Promise<boolean>;

/** Escrow officers first, then reps; each by last name, then first name (the summary's order). */
function summaryOrder(a: CommissionWorkbookInput, b: CommissionWorkbookInput): number {
  if (a.row.emp_type !== b.row.emp_type) return a.row.emp_type === 'EO' ? -1 : 1;
  return (
    compareNames(a.row.last_name, b.row.last_name) ||
    compareNames(a.row.first_name, b.row.first_name) ||
    a.row.employee_id - b.row.employee_id
  );
}

/**
 * The rows and traces of the period the filter reads, as GET /commission?trace=1 answers each: a
 * finalised period's from its snapshot, an open one's computed now.
 */
async function tracedRows(
  db: Executor,
  period: Period,
  filter: CommissionEmployeeFilter,
): Promise<CommissionWorkbookInput[]> {
  const finalized = await findFinalizedPeriod(db, period);
  const base = { start_date: period.start, end_date: period.end };
  if (finalized) {
    const entries = await snapshotEntries(
      db,
      finalized.pf_id,
      'employeeId' in filter ? filter.employeeId : undefined,
    );
    return entries
      .filter(({ row }) =>
        'employeeId' in filter
          ? row.employee_id === filter.employeeId
          : filter.scope === 'all' || filter.scope.includes(row.state),
      )
      .map(({ row, trace }) => ({ ...base, row, trace }))
      .sort(summaryOrder);
  }
  const computed = await computeCommissionRows(db, period, filter, { traces: true });
  return computed.flatMap(({ row, trace }) => (trace ? [{ ...base, row, trace }] : []));
}

/**
 * The workbooks the query asks for, with the same access as GET /commission: `employee_uuid` names
 * one employee (the caller's own, or an administrator's within their states; 403 otherwise), else
 * every employee of the administrator's states (403 for anyone else).
 */
export async function commissionWorkbookInputs(
  db: Executor,
  user: CurrentUser,
  query: XlsQuery,
): Promise<CommissionWorkbookInput[]> {
  const filter = await commissionFilter(db, user, query.employee_uuid);
  return tracedRows(db, { start: query.start_date, end: query.end_date }, filter);
}

/** A download: one employee's workbook, its file name and content type. */
export async function downloadCommissionWorkbook(
  db: Executor,
  user: CurrentUser,
  query: XlsQuery,
  now: Date = new Date(),
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [input] = await commissionWorkbookInputs(db, user, query);
  if (!input) return null;
  return {
    filename: workbookFilename(input),
    contentType: EXPORT_CONTENT_TYPES.xlsx,
    content: await commissionWorkbook(input, now),
  };
}

/**
 * `email=true` (one employee's workbook) or `eml_all_items=true` (every employee's of the period):
 * one message to the signed-in user's e-mail address with one workbook attached per employee.
 */
export async function emailCommissionWorkbooks(
  db: Executor,
  send: QueueMail,
  user: CurrentUser,
  query: XlsQuery,
  now: Date = new Date(),
): Promise<CommissionXlsQueued> {
  const inputs = await commissionWorkbookInputs(db, user, query);
  const period = `${formatUsDate(query.start_date)} to ${formatUsDate(query.end_date)}`;
  const attachments = [];
  for (const input of inputs)
    attachments.push({
      filename: workbookFilename(input),
      content: await commissionWorkbook(input, now),
      contentType: EXPORT_CONTENT_TYPES.xlsx,
    });
  const one = query.eml_all_items !== true && inputs[0] ? inputs[0] : undefined;
  const subject = one ? workbookTitle(one) : `Commission spreadsheets: ${period}`;
  const text = [
    one
      ? `The commission spreadsheet of ${commissionEmployeeName(one.row)} for ${period} is attached.`
      : `The commission spreadsheets for ${period} are attached, one per employee (${inputs.length}).`,
    '',
    ...inputs.map(
      ({ row }) => `${commissionEmployeeName(row)} (${row.emp_type}): commission ${row.comm_amt}`,
    ),
  ].join('\n');
  await send({ to: user.email, subject, text, attachments });
  return { queued: true, to: user.email, workbooks: inputs.length };
}
