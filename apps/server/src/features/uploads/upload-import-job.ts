import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { processUpload } from './import-service.ts';

/** Reads and stores one accepted upload in the background; once: a failed import is shown, not retried. */
export const uploadImportJob = defineJob({
  kind: 'uploads.process',
  payload: z.object({ upload_id: z.number().int().positive() }),
  maxAttempts: 1,
  handler: async ({ upload_id }, { db, dbKind, log }) => processUpload(db, dbKind, upload_id, log),
});
