// The reader thread's side of the flow control between the reader (sheet-worker.ts) and the import
// (sheet-reader.ts): rows go to the parent in batches, one batch at a time.
import type { MessagePort } from 'node:worker_threads';

/** Rows per message to the parent: few enough that the parent handles one in a few tens of ms. */
export const BATCH_ROWS = 250;

/** The messages the reader thread sends. `detail`: words for the screen, when the reader knows them. */
export type ReaderMessage =
  | { type: 'rows'; rows: string[][] }
  | { type: 'restart' }
  | { type: 'done' }
  | { type: 'error'; message: string; detail?: string };

/** Where the readers put the rows they read: the sender below, or a plain list in tests. */
export type RowSink = {
  /** One row's cells, already trimmed. */
  add(cells: string[]): void;
  /** Resolves when the reader may go on: the batches read so far have gone, or nearly. */
  ready(): Promise<void>;
  /** Every row given so far is void: the rows come again from the first. */
  restart(): void;
};

/**
 * Sends the rows to the parent in batches, one at a time: the parent asks for the next one
 * ({ type: 'next' }) once it has handled a batch and let its event loop turn, so that a file read
 * faster than the parent takes it never makes the parent handle batches back to back (one long stall
 * of its event loop). Full batches read meanwhile wait here, and the reader waits (ready()) while
 * one does, so neither thread holds a large file's rows.
 */
export class RowSender implements RowSink {
  readonly #port: MessagePort;
  #batch: string[][] = [];
  /** Full batches not sent yet. */
  #waiting: string[][][] = [];
  /** Batches the parent is ready to take. */
  #credit = 1;
  #sent = false;
  #onSent: (() => void) | null = null;

  constructor(port: MessagePort) {
    this.#port = port;
    port.on('message', (message: { type?: string } | null) => {
      if (message?.type !== 'next') return;
      this.#credit++;
      this.#send();
    });
  }

  add(cells: string[]): void {
    this.#batch.push(cells);
    if (this.#batch.length >= BATCH_ROWS) this.#flush();
  }

  #flush(): void {
    if (this.#batch.length === 0) return;
    this.#waiting.push(this.#batch);
    this.#batch = [];
    this.#send();
  }

  #send(): void {
    while (this.#credit > 0 && this.#waiting.length > 0) {
      this.#credit--;
      const rows = this.#waiting.shift() as string[][];
      this.#port.postMessage({ type: 'rows', rows } satisfies ReaderMessage);
      this.#sent = true;
    }
    if (this.#waiting.length === 0 && this.#onSent) {
      const sent = this.#onSent;
      this.#onSent = null;
      sent();
    }
  }

  ready(): Promise<void> {
    if (this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#onSent = resolve;
    });
  }

  /** Sends the rows read so far: resolves once every batch has gone to the parent. */
  drain(): Promise<void> {
    this.#flush();
    return this.ready();
  }

  restart(): void {
    this.#batch = [];
    this.#waiting = [];
    if (this.#sent) this.#port.postMessage({ type: 'restart' } satisfies ReaderMessage);
    this.#sent = false;
  }
}
