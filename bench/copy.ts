// PostgreSQL's COPY ... FROM STDIN through node-postgres, without another package: a minimal
// "submittable" query that sends the data when the server asks for it.
import type { Pool, Submittable } from 'pg';

type Connection = {
  query: (text: string) => void;
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
};

const CHUNK_BYTES = 256 * 1024;

class CopyFromStdin {
  readonly #text: string;
  readonly #data: Uint8Array;
  readonly #done: (error?: Error) => void;
  #finished = false;

  constructor(text: string, data: Uint8Array, done: (error?: Error) => void) {
    this.#text = text;
    this.#data = data;
    this.#done = done;
  }

  #finish(error?: Error): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#done(error);
  }

  submit(connection: Connection): void {
    connection.query(this.#text);
  }

  handleCopyInResponse(connection: Connection): void {
    const bytes = Buffer.from(this.#data.buffer, this.#data.byteOffset, this.#data.byteLength);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      connection.sendCopyFromChunk(bytes.subarray(at, at + CHUNK_BYTES));
    }
    connection.endCopyFrom();
  }

  handleError(error: Error): void {
    this.#finish(error);
  }

  handleReadyForQuery(): void {
    this.#finish();
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `COPY ... FROM STDIN` (one statement, so one transaction) on a connection of the pool. */
export async function copyFromStdin(pool: Pool, text: string, data: Uint8Array): Promise<void> {
  const client = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      const copy = new CopyFromStdin(text, data, (error) => (error ? reject(error) : resolve()));
      client.query(copy as unknown as Submittable);
    });
  } finally {
    client.release();
  }
}
