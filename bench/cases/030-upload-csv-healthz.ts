// A 50 MB escrow-files CSV uploaded over HTTP and imported by the app's own job worker, while another
// thread asks GET /healthz one request after the other: the latencies show whether the app's event
// loop stayed free while the file was received (the POST) and while it was imported (the job). The
// upload is sent from a thread of its own too, so that sending 50 MB does not stall the app's thread.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { uploadJobs } from '../../apps/server/src/db/schema/index.ts';
import { UPLOAD_LIMITS } from '../../apps/server/src/features/uploads/reading/file-check.ts';
import { benchSources, buildUploadCsvInWorker, removeBenchFiles } from '../esc-files-workbook.ts';
import type { JobCase } from '../types.ts';

/** What /healthz must stay under while the file is imported. */
const HEALTHZ_TARGET_MS = 100;

/** The wall clock in ms, the same in every thread. */
const NOW = 'performance.timeOrigin + performance.now()';

/** Asks GET /healthz back to back until told to stop; answers [sent at, latency in ms] of each. */
const PROBER = `
const { workerData, parentPort } = require('node:worker_threads');
const probes = [];
let stop = false;
parentPort.once('message', () => { stop = true; });
(async () => {
  parentPort.postMessage('started');
  while (!stop) {
    const sent = ${NOW};
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error('/healthz answered ' + response.status);
    probes.push([sent, ${NOW} - sent]);
  }
  parentPort.postMessage(probes);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** POSTs the CSV as the upload form; answers the status, the body, and when the answer came. */
const UPLOADER = `
const { workerData, parentPort } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
(async () => {
  const { url, authorization, csvPath } = workerData;
  const boundary = '----hub-bench-' + Date.now();
  const body = Buffer.concat([
    Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="upload_type"\\r\\n\\r\\nesc_files\\r\\n' +
      '--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="esc-files-50mb.csv"\\r\\n' +
      'Content-Type: text/csv\\r\\n\\r\\n'),
    readFileSync(csvPath),
    Buffer.from('\\r\\n--' + boundary + '--\\r\\n'),
  ]);
  parentPort.postMessage({ ready: true });
  await new Promise((resolve) => parentPort.once('message', resolve));
  const sent = ${NOW};
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'multipart/form-data; boundary=' + boundary },
    body,
  });
  parentPort.postMessage({ status: response.status, text: await response.text(), sent, answered: ${NOW} });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

type Probe = [sentAt: number, ms: number];
type Answer = { status: number; text: string; sent: number; answered: number };

function thread<T>(code: string, workerData: unknown) {
  const worker = new Worker(code, { eval: true, execArgv: [], workerData });
  const next = () =>
    new Promise<T>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: T | { error: string }) =>
        message && typeof message === 'object' && 'error' in message
          ? reject(new Error(message.error))
          : resolve(message as T),
      );
    });
  return { worker, next };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** "n requests, p50 …, p99 …, max …" of the probes sent in [from, to). */
function summary(probes: readonly Probe[], from: number, to: number): { line: string; max: number } {
  const sorted = probes
    .filter(([sent]) => sent >= from && sent < to)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);
  const max = sorted.at(-1) ?? 0;
  return {
    max,
    line:
      `${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  };
}

type Job = { status: string; rows_inserted: number; error_detail: string | null };

export default {
  kind: 'job',
  name: 'upload a 50 MB esc_files CSV, /healthz meanwhile',
  description:
    'POST /api/uploads/upload-file of a CSV just under the 50 MB limit (demo files under new order ' +
    'numbers) from another thread, then the job worker imports it; a third thread asks GET /healthz ' +
    'back to back from the POST until the job is done',
  run: async ({ db, dataDir, origin, token, measure, note }) => {
    await removeBenchFiles(db);
    const csvPath = join(dataDir, `bench-upload-${randomUUID()}.csv`);
    let uploadId: number | undefined;
    try {
      note('writing a 50 MB esc_files CSV…');
      const csv = await buildUploadCsvInWorker({
        sources: await benchSources(db),
        csvPath,
        maxBytes: UPLOAD_LIMITS.maxBytes - 1024,
      });
      note(`  ${csv.rows} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB`);
      const authorization = `Bearer ${await token('super@hub.test')}`;
      const uploader = thread<{ ready: true } | Answer>(UPLOADER, {
        url: `${origin}/api/uploads/upload-file`,
        authorization,
        csvPath,
      });
      await uploader.next();

      note('uploading and importing, /healthz meanwhile…');
      const prober = thread<'started' | Probe[]>(PROBER, { url: `${origin}/healthz` });
      await prober.next();
      let probes: Probe[] = [];
      let answer: Answer | undefined;
      const measured = await measure(async () => {
        try {
          const answered = uploader.next();
          uploader.worker.postMessage('go');
          answer = (await answered) as Answer;
          if (answer.status !== 202) throw new Error(`the upload answered ${answer.status}: ${answer.text}`);
          uploadId = (JSON.parse(answer.text) as { upload_id: number }).upload_id;
          for (;;) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            const poll = await fetch(`${origin}/api/uploads/upload-jobs/${uploadId}`, {
              headers: { authorization },
            });
            const job = (await poll.json()) as Job;
            if (job.status === 'done' || job.status === 'failed') return job;
          }
        } finally {
          const stopped = prober.next();
          prober.worker.postMessage('stop');
          probes = (await stopped) as Probe[];
          await prober.worker.terminate();
          await uploader.worker.terminate();
        }
      });
      const job = measured.value;
      if (job.status !== 'done' || job.rows_inserted !== csv.rows || !answer || uploadId === undefined) {
        throw new Error(`The upload did not insert every row: ${JSON.stringify(job)}`);
      }
      const [times] = await db
        .select({ started: uploadJobs.started_at, finished: uploadJobs.finished_at })
        .from(uploadJobs)
        .where(eq(uploadJobs.upload_id, uploadId));
      const importFrom = times?.started ? new Date(times.started).getTime() : answer.answered;
      const importTo = times?.finished ? new Date(times.finished).getTime() : Number.POSITIVE_INFINITY;
      const post = summary(probes, answer.sent, answer.answered);
      const during = summary(probes, importFrom, importTo);
      // From the POST on: the probes before it only see the bench itself (measure() starts with a
      // full garbage collection of this process).
      const all = summary(probes, answer.sent, Number.POSITIVE_INFINITY);
      const verdict = (max: number) =>
        `(target under ${HEALTHZ_TARGET_MS} ms: ${max < HEALTHZ_TARGET_MS ? 'met' : 'MISSED'})`;
      return {
        rows: [{ name: 'upload 50 MB .csv: POST to job done', rows: csv.rows, ...measured }],
        notes: [
          `/healthz during the import (job started to finished, ${((importTo - importFrom) / 1000).toFixed(1)} s): ` +
            `${during.line} ${verdict(during.max)}`,
          `/healthz during the POST (50 MB received, checked, stored, job queued in ` +
            `${((answer.answered - answer.sent) / 1000).toFixed(2)} s): ${post.line} ${verdict(post.max)}`,
          `/healthz over the whole run (POST sent to job done): ${all.line}`,
        ],
      };
    } finally {
      await removeBenchFiles(db);
      if (uploadId !== undefined) await db.delete(uploadJobs).where(eq(uploadJobs.upload_id, uploadId));
      await rm(csvPath, { force: true });
    }
  },
} satisfies JobCase;
