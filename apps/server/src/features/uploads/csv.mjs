// CSV as spreadsheets export it (RFC 4180): comma-separated, fields in double quotes may hold commas,
// line breaks and doubled quotes; CRLF, LF or CR line ends; a UTF-8 byte-order mark is dropped.
// Cells are text as written: nothing is evaluated, '=1+2' stays '=1+2'.
//
// Read in pieces, so that a large file is never held whole as text or as rows: the sheet reader's
// worker thread (sheet-worker.mjs) decodes the bytes piece by piece and gives each piece to a
// CsvParser, which hands over each record as soon as it ends. Plain JavaScript: a worker does not go
// through the TypeScript loader (csv.d.mts gives the types).
import { isUtf8 } from 'node:buffer';

export class CsvError extends Error {
  constructor(message) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * The text of the bytes, in pieces of about `pieceBytes`: UTF-8 (with or without a byte-order mark),
 * or Windows-1252 when the bytes are not valid UTF-8.
 */
export function* decodedPieces(bytes, pieceBytes = 1024 * 1024) {
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

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Reads CSV text given in pieces (`push`, then `end`) and gives each record to `onRow` as its fields,
 * as soon as it ends; blank lines are skipped. A piece may end anywhere, even inside a field, between
 * a CR and its LF, or between the two quotes of a doubled quote.
 */
export class CsvParser {
  #onRow;
  #field = '';
  #row = [];
  #line = 1;
  /** 'field': outside quotes; 'quoted': inside a quoted field; 'quote': just after a quote in one. */
  #state = 'field';
  #quoteLine = 0;
  /** The last piece ended with a CR: an LF that starts the next one belongs to it. */
  #afterCr = false;

  constructor(onRow) {
    this.#onRow = onRow;
  }

  push(text) {
    const n = text.length;
    let i = 0;
    if (this.#afterCr && n > 0) {
      this.#afterCr = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    while (i < n) {
      if (this.#state === 'quoted') {
        // A quoted field runs to the closing quote; doubled quotes are one quote.
        const q = text.indexOf('"', i);
        const chunk = text.slice(i, q < 0 ? n : q);
        for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) this.#line++;
        this.#field += chunk;
        if (q < 0) return;
        this.#state = 'quote';
        i = q + 1;
        continue;
      }
      const c = text.charCodeAt(i);
      if (this.#state === 'quote') {
        if (c === QUOTE) {
          this.#field += '"';
          this.#state = 'quoted';
          i++;
          continue;
        }
        // The field's closing quote: text after it and before the separator is kept as written.
        this.#state = 'field';
      }
      if (c === QUOTE && this.#field === '') {
        this.#state = 'quoted';
        this.#quoteLine = this.#line;
        i++;
      } else if (c === COMMA) {
        this.#row.push(this.#field);
        this.#field = '';
        i++;
      } else if (c === LF || c === CR) {
        this.#endRow();
        this.#line++;
        i++;
        if (c === CR) {
          if (i === n) this.#afterCr = true;
          else if (text.charCodeAt(i) === LF) i++;
        }
      } else {
        // Plain text up to the next separator or line end.
        let j = i + 1;
        while (j < n) {
          const d = text.charCodeAt(j);
          if (d === COMMA || d === LF || d === CR) break;
          j++;
        }
        this.#field += text.slice(i, j);
        i = j;
      }
    }
  }

  /** The text is over: the last record ends; a quoted field still open is an error. */
  end() {
    if (this.#state === 'quoted') {
      throw new CsvError(`A quoted field that starts on line ${this.#quoteLine} is never closed.`);
    }
    this.#state = 'field';
    this.#endRow();
  }

  #endRow() {
    this.#row.push(this.#field);
    this.#field = '';
    const row = this.#row;
    this.#row = [];
    if (!(row.length === 1 && row[0] === '')) this.#onRow(row);
  }
}

/** Every record of the text, read whole (tests and small inputs). */
export function parseCsv(text) {
  const rows = [];
  const parser = new CsvParser((row) => rows.push(row));
  parser.push(text);
  parser.end();
  return rows;
}
