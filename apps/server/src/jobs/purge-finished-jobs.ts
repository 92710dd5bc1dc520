import { defineJob, ZCronSlot } from './define-job.ts';
import { deleteFinishedJobs } from './queue-repository.ts';

/** Finished jobs are kept this long (to look into a failure, and as the keys that stop a repeat). */
export const KEEP_FINISHED_JOBS_DAYS = 30;

/** Every night at 03:30 in Los Angeles, the jobs that ended a month ago go (with their e-mails' attachments). */
export const purgeFinishedJobsJob = defineJob({
  kind: 'jobs.purge-finished',
  cron: '30 3 * * *',
  payload: ZCronSlot,
  handler: async (_slot, { db, log }) => {
    const deleted = await deleteFinishedJobs(db, KEEP_FINISHED_JOBS_DAYS);
    log.info({ deleted }, 'finished jobs deleted');
  },
});
