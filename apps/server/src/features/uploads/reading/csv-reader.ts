// CSV as spreadsheets export it (RFC 4180, read by csv-parse): comma-separated, fields in double
// quotes may hold commas, line breaks and doubled quotes; CRLF, LF or CR line ends, even mixed; a
// UTF-8 byte-order mark is dropped; a quote inside an unquoted field is kept as written. Cells are
// text as written: nothing is evaluated, '=1+2' stays '=1+2'.
//
// Read in pieces in the reader thread (sheet-worker.ts), so that a large file is never held whole as
// text or as rows: the bytes are decoded piece by piece, csv-parse gives each record as it ends, and
// the reader waits while the parent has rows still to take.
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { type Options, CsvError as ParseError, parse } from 'csv-parse';
import type { RowSink } from './row-sender.ts';

/** A CSV file that cannot be read; the message is for the screen. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** How Hub reads CSV: blank lines skipped, records of any length. */
export const CSV_OPTIONS = {
  record_delimiter: ['\r\n', '\n', '\r'],
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
  bom: true,
} as const satisfies Options;

/**
 * The text of the bytes, in pieces of about `pieceBytes`: UTF-8 (with or without a byte-order mark),
 * or Windows-1252 when the bytes are not valid UTF-8.
 */
export function* decodedPieces(bytes: Uint8Array, pieceBytes = 1024 * 1024): Generator<string> {
  const decoder = new TextDecoder(isUtf8(bytes) ? 'utf-8' : 'windows-1252');
  let first = true;
  for (let at = 0; at < bytes.length; at += pieceBytes) {
    let text = decoder.decode(bytes.subarray(at, at + pieceBytes), { stream: true });
    if (first && text !== '') {
      // The decoder drops one mark itself; a second one (or one in a piece it kept) goes here.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** csv-parse's error in words for the screen. */
function inWords(error: ParseError, lastRecord: { lines: number; emptyLines: number }): CsvError {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    // The record that is never closed starts after the last one read and the blank lines after it.
    const emptyLines = Number((error as ParseError & { empty_lines?: number }).empty_lines ?? 0);
    const line = lastRecord.lines + (emptyLines - lastRecord.emptyLines) + 1;
    return new CsvError(`A quoted field that starts on line ${line} is never closed.`);
  }
  return new CsvError(error.message);
}

/**
 * Reads the CSV `bytes` to `sink`, record by record, each cell trimmed (a record of blank cells is
 * kept, as CSV was always read). `pieceBytes`: how much is decoded at a time (tests make it small).
 */
export async function readCsv(bytes: Uint8Array, sink: RowSink, pieceBytes?: number): Promise<void> {
  const lastRecord = { lines: 0, emptyLines: 0 };
  const parser = Readable.from(decodedPieces(bytes, pieceBytes)).pipe(
    parse({
      ...CSV_OPTIONS,
      on_record: (record: string[], context) => {
        lastRecord.lines = context.lines;
        lastRecord.emptyLines = context.empty_lines;
        return record;
      },
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      for (let i = 0; i < record.length; i++) record[i] = (record[i] as string).trim();
      sink.add(record);
      await sink.ready();
    }
  } catch (error) {
    if (error instanceof ParseError) throw inWords(error, lastRecord);
    throw error;
  }
}
