import { Worker } from 'node:worker_threads';
import type { SpreadsheetFormat } from './file-check.ts';

/** A file (CSV or workbook) that cannot be read, with a message for the screen. */
export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

export type SheetLimits = { timeoutMs: number; maxMemoryMb: number };

export const DEFAULT_SHEET_LIMITS: SheetLimits = { timeoutMs: 120_000, maxMemoryMb: 384 };

/** When a large .xlsx sheet is read in slices, and how large they are (tests make them small). */
export type SheetSlicing = { aboveBytes: number; bytes: number };

const workerFile = new URL('./sheet-worker.mjs', import.meta.url);

/** Takes a file's rows as they are read. */
export type SheetRowsConsumer = {
  /** The next non-blank rows of the first sheet, in order; the very first row is the header. */
  rows: (rows: string[][]) => void;
  /** Every row given so far is void: the rows come again from the first. */
  restart: () => void;
};

export type SheetReadOptions = {
  limits?: SheetLimits;
  slicing?: SheetSlicing;
  /**
   * The file's bytes when the caller has read them already: they are not read again, and go to the
   * reader thread without a copy (the buffer is then unusable here).
   */
  bytes?: Buffer;
};

/** How the rows were read: `slices` of a large .xlsx sheet, or 0 when it was read whole. */
export type SheetReadResult = { slices: number };

/** Every non-blank row of the file's first sheet as text cells; the header is the first row. */
export async function readSheetRows(
  path: string,
  format: SpreadsheetFormat,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
  slicing?: SheetSlicing,
): Promise<string[][]> {
  let all: string[][] = [];
  await streamSheetRows(
    path,
    format,
    {
      rows: (rows) => {
        for (const row of rows) all.push(row);
      },
      restart: () => {
        all = [];
      },
    },
    { limits, ...(slicing ? { slicing } : {}) },
  );
  return all;
}

type WorkerMessage =
  | { type: 'rows'; rows: string[][] }
  | { type: 'restart' }
  | { type: 'done'; slices: number }
  /** `detail`: words for the screen, when the reader knows what is wrong. */
  | { type: 'error'; message: string; detail?: string };

/**
 * Gives every non-blank row of the file's first sheet (a CSV file's every record), as text cells, to
 * `consumer` in batches as they are read, so a large file is never held whole. The file is parsed in
 * a worker thread (sheet-worker.mjs), within `limits`: the event loop stays free meanwhile. An error
 * the consumer throws stops the read and is the answer.
 */
export function streamSheetRows(
  path: string,
  format: SpreadsheetFormat,
  consumer: SheetRowsConsumer,
  { limits = DEFAULT_SHEET_LIMITS, slicing, bytes }: SheetReadOptions = {},
): Promise<SheetReadResult> {
  const what = format === 'csv' ? 'CSV file' : 'workbook';
  return new Promise((resolve, reject) => {
    // A buffer that is its whole ArrayBuffer moves to the thread; another is copied.
    const own = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const worker = new Worker(workerFile, {
      workerData: { path, format, slicing, bytes },
      ...(own ? { transferList: [bytes.buffer as ArrayBuffer] } : {}),
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 16 },
      // No loader hooks or flags of the parent: the worker only needs plain Node.
      execArgv: [],
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new SheetReadError(
              `The ${what} took longer than ${limits.timeoutMs / 1000} s to read; it is refused.`,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (settled) return;
      try {
        switch (message.type) {
          case 'rows':
            consumer.rows(message.rows);
            // The next batch once the event loop has turned: requests are answered between batches.
            setImmediate(() => {
              if (!settled) worker.postMessage({ type: 'next' });
            });
            break;
          case 'restart':
            consumer.restart();
            break;
          case 'done':
            finish(() => resolve({ slices: message.slices }));
            break;
          case 'error':
            finish(() =>
              reject(
                new SheetReadError(
                  message.detail ??
                    `The workbook is damaged or not a spreadsheet Excel can open (${message.message}).`,
                ),
              ),
            );
            break;
        }
      } catch (error) {
        finish(() => reject(error));
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          new SheetReadError(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `The ${what} needs more memory to read than an upload may use; split it into smaller files.`
              : `The ${what} cannot be read (${error.message}).`,
          ),
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() =>
        reject(new SheetReadError(`The ${what} reader stopped unexpectedly (exit code ${code}).`)),
      ),
    );
  });
}
