import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { SpreadsheetFormat } from './file-check.ts';
import type { ReaderMessage } from './row-sender.ts';
import type { ReaderData } from './sheet-worker.ts';

/** A file (CSV or workbook) that cannot be read, with a message for the screen. */
export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

export type SheetLimits = { timeoutMs: number; maxMemoryMb: number };

export const DEFAULT_SHEET_LIMITS: SheetLimits = { timeoutMs: 120_000, maxMemoryMb: 384 };

const workerFile = new URL('./sheet-worker.ts', import.meta.url);

/**
 * The reader thread: sheet-worker.ts, with no loader hooks or flags of the parent, as Node strips its
 * types itself. A Node without type stripping (the browser flows start the server through tsx on the
 * machine's own Node) loads it through tsx's API instead, as the server is.
 */
function readerThread(options: WorkerOptions): Worker {
  if ((process.features as { typescript?: unknown }).typescript) {
    return new Worker(workerFile, { ...options, execArgv: [] });
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true, execArgv: [] });
}

/** Takes a file's rows as they are read. */
export type SheetRowsConsumer = {
  /** The next non-blank rows of the first sheet, in order; the very first row is the header. */
  rows: (rows: string[][]) => void;
  /** Every row given so far is void: the rows come again from the first. */
  restart: () => void;
};

export type SheetReadOptions = {
  limits?: SheetLimits;
  /**
   * The file's bytes when the caller has read them already: they are not read again, and go to the
   * reader thread without a copy (the buffer is then unusable here).
   */
  bytes?: Buffer;
};

/** Every non-blank row of the file's first sheet as text cells; the header is the first row. */
export async function readSheetRows(
  path: string,
  format: SpreadsheetFormat,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
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
    { limits },
  );
  return all;
}

/**
 * Gives every non-blank row of the file's first sheet (a CSV file's every record), as text cells, to
 * `consumer` in batches as they are read, so a large file is never held whole. The file is parsed in
 * a worker thread (sheet-worker.ts), within `limits`: the event loop stays free meanwhile. The next
 * batch is asked for once the event loop has turned. An error the consumer throws stops the read and
 * is the answer.
 */
export function streamSheetRows(
  path: string,
  format: SpreadsheetFormat,
  consumer: SheetRowsConsumer,
  { limits = DEFAULT_SHEET_LIMITS, bytes }: SheetReadOptions = {},
): Promise<void> {
  const what = format === 'csv' ? 'CSV file' : 'workbook';
  return new Promise((resolve, reject) => {
    // A buffer that is its whole ArrayBuffer moves to the thread; another is copied.
    const own = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const workerData: ReaderData = { path, format, ...(bytes ? { bytes } : {}) };
    const worker = readerThread({
      workerData,
      ...(own ? { transferList: [bytes.buffer as ArrayBuffer] } : {}),
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 16 },
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
    worker.on('message', (message: ReaderMessage) => {
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
            finish(() => resolve());
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
