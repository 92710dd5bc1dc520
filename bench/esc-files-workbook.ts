// The workbook of the import benchmark and the CSV text of the same rows for COPY, written in a worker
// thread so the memory it takes is given back before anything is measured.
import { Worker } from 'node:worker_threads';
import { FILE_COLUMNS } from '../apps/server/src/features/uploads/import-repository.ts';
import { LAYOUTS } from '../apps/server/src/features/uploads/layouts.ts';

/** The layout columns that name a record instead of holding a value of esc_files. */
export type LinkColumn = 'branch' | 'escrow_officer' | 'marketing_rep' | 'jv' | 'directing_client';

/** A demo file to copy rows from: its stored values, and how the workbook names its links. */
export type SourceFile = {
  /** esc_files values as PostgreSQL writes them as text (dates YYYY-MM-DD, amounts 1234.50), ids too. */
  values: Record<string, string | number | null>;
  /** The text the workbook holds for each link; it resolves to the id in `values`. */
  names: Record<LinkColumn, string | null>;
};

export type WorkbookInput = {
  sources: readonly SourceFile[];
  rows: number;
  xlsxPath: string;
  uploadId: number;
};

export type WorkbookOutput = { csv: Uint8Array; xlsxBytes: number };

/** The columns COPY loads: every column the import writes. */
export const COPY_COLUMNS: readonly string[] = [...FILE_COLUMNS.map(([name]) => name), 'last_upload_id'];

/**
 * Order numbers of the benchmark: the branch code, then 9 and six digits (the demo's are the code, the
 * year's two digits and five more, and no demo year starts with 9). The worker writes them so.
 */
export const BENCH_ORDER_PATTERN = '^[^-]+-9[0-9]{6}$';

/** Writes the workbook to input.xlsxPath and answers the same rows as CSV text, in a worker thread. */
export function buildWorkbookInWorker(input: WorkbookInput): Promise<WorkbookOutput> {
  return new Promise((resolve, reject) => {
    const layout = LAYOUTS.esc_files.map(({ name, kind }) => ({ name, kind }));
    const worker = new Worker(new URL('./esc-files-workbook-worker.mjs', import.meta.url), {
      workerData: { ...input, layout, copyColumns: COPY_COLUMNS },
      execArgv: [],
    });
    worker.once('message', (message: { ok: true; output: WorkbookOutput } | { ok: false; error: string }) =>
      message.ok ? resolve(message.output) : reject(new Error(message.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the workbook writer stopped (exit code ${code})`)));
  });
}
