import { branchSummaryEmailJob } from '../features/report-email/branch-summary-job.ts';
import { uploadImportJob } from '../features/uploads/upload-import-job.ts';
import { sendMailJob } from '../mail/send-mail-job.ts';
import type { JobDefinition } from './define-job.ts';
import { purgeFinishedJobsJob } from './purge-finished-jobs.ts';

/** Every kind of background work the app runs, each declared once where its area lives. */
export const JOBS: readonly JobDefinition[] = [
  uploadImportJob,
  sendMailJob,
  purgeFinishedJobsJob,
  branchSummaryEmailJob,
];
