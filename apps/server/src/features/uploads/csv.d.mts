// The types of csv.mjs (plain JavaScript, so that the sheet reader's worker thread can load it).

export class CsvError extends Error {}

/** The text of the bytes in pieces: UTF-8 (a byte-order mark dropped), else Windows-1252. */
export function decodedPieces(bytes: Uint8Array, pieceBytes?: number): Generator<string>;

/** Reads CSV text given in pieces and gives each record to `onRow` as it ends; blank lines skipped. */
export class CsvParser {
  constructor(onRow: (row: string[]) => void);
  push(text: string): void;
  end(): void;
}

/** Every record of the text, read whole. */
export function parseCsv(text: string): string[][];
