import { REPORT_OPTION_STATES, type State } from '@hub/contract';
import { addDays, businessDayOnOrBefore, type IsoDate, isBusinessDay, todayInLA } from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import { defineJob, ZCronSlot } from '../../jobs/define-job.ts';
import { MailService } from '../../mail/mail-service.ts';
import { listClosures } from '../calendar/repository.ts';
import { type QueueMail, queueBranchSummaryEmail, reportRecipients } from './service.ts';

/** Each weekday at 06:00 in Los Angeles (a state's closures are skipped in the handler). */
export const BRANCH_SUMMARY_CRON = '0 6 * * 1-5';

/** The e-mail's unique key: one summary per state and report date, however often it is asked for. */
export const branchSummaryMailKey = (state: State, reportDate: IsoDate) =>
  `branch-summary:${state}:${reportDate}`;

export type ScheduledSummary = { state: State; report_date: IsoDate | null; outcome: string };

/**
 * The scheduled run of a day (`today`, in Los Angeles): for each state whose business day it is, the
 * summary of its previous business day to its recipients. A state closed today, or without recipients,
 * is skipped. Each e-mail's key is its state and date, so a retried or repeated run queues it once.
 */
export async function sendScheduledBranchSummaries(
  db: Executor,
  send: QueueMail,
  today: IsoDate,
): Promise<ScheduledSummary[]> {
  const outcomes: ScheduledSummary[] = [];
  for (const state of REPORT_OPTION_STATES) {
    const closures = new Set(await listClosures(db, state, today));
    if (!isBusinessDay(today, closures)) {
      outcomes.push({ state, report_date: null, outcome: 'not a business day' });
      continue;
    }
    const reportDate = businessDayOnOrBefore(addDays(today, -1), closures);
    if ((await reportRecipients(db, state)).length === 0) {
      outcomes.push({ state, report_date: reportDate, outcome: 'no recipients' });
      continue;
    }
    await queueBranchSummaryEmail(db, send, state, reportDate, {
      key: branchSummaryMailKey(state, reportDate),
    });
    outcomes.push({ state, report_date: reportDate, outcome: 'queued' });
  }
  return outcomes;
}

/**
 * The daily branch summary e-mails (spec 000 §6 "E-mail daily reports"), each business morning. The
 * slot's key (`<kind>@<slot>`) makes one instance run it; the mails are queued through the same
 * `MailService` as `app.mail`, on the queue running the job.
 */
export const branchSummaryEmailJob = defineJob({
  kind: 'reports.branch-summary-email',
  cron: BRANCH_SUMMARY_CRON,
  payload: ZCronSlot,
  handler: async ({ slot }, { db, queue, log }) => {
    const mailer = new MailService(db, queue);
    const outcomes = await sendScheduledBranchSummaries(
      db,
      (message, options) => mailer.send(message, options),
      todayInLA(new Date(slot)),
    );
    log.info({ outcomes }, 'daily branch summaries');
  },
});
