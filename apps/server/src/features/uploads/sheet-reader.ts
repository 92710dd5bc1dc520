import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { decodeText, parseCsv } from './csv.ts';
import type { SpreadsheetFormat } from './file-check.ts';

/** A workbook that cannot be read, with a message for the screen. */
export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

export type SheetLimits = { timeoutMs: number; maxMemoryMb: number };

export const DEFAULT_SHEET_LIMITS: SheetLimits = { timeoutMs: 120_000, maxMemoryMb: 384 };

const workerFile = new URL('./sheet-worker.mjs', import.meta.url);

/** Every non-blank row of the file's first sheet as text cells; the header is the first row. */
export async function readSheetRows(
  path: string,
  format: SpreadsheetFormat,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
): Promise<string[][]> {
  if (format === 'csv') {
    try {
      return [...parseCsv(decodeText(await readFile(path)))].map((row) => row.map((cell) => cell.trim()));
    } catch (error) {
      throw new SheetReadError(`The CSV file cannot be read: ${(error as Error).message}`);
    }
  }
  return readWorkbookInWorker(path, limits);
}

function readWorkbookInWorker(path: string, limits: SheetLimits): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: { path },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
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
              `The workbook took longer than ${limits.timeoutMs / 1000} s to read; it is refused.`,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.once('message', (message: { ok: true; rows: string[][] } | { ok: false; message: string }) =>
      finish(() =>
        message.ok
          ? resolve(message.rows)
          : reject(
              new SheetReadError(
                `The workbook is damaged or not a spreadsheet Excel can open (${message.message}).`,
              ),
            ),
      ),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          new SheetReadError(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'The workbook needs more memory to read than an upload may use; split it into smaller files.'
              : `The workbook cannot be read (${error.message}).`,
          ),
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() =>
        reject(new SheetReadError(`The workbook reader stopped unexpectedly (exit code ${code}).`)),
      ),
    );
  });
}
