/**
 * CSV as spreadsheets export it (RFC 4180): comma-separated, fields in double quotes may hold commas,
 * line breaks and doubled quotes; CRLF, LF or CR line ends; a UTF-8 byte-order mark is dropped.
 * Cells are text as written: nothing is evaluated, '=1+2' stays '=1+2'.
 */

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** UTF-8 (with or without a BOM), or Windows-1252 when the bytes are not valid UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Yields each record as its fields; blank lines are skipped. */
export function* parseCsv(text: string): Generator<string[]> {
  let field = '';
  let row: string[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && field === '') {
      // A quoted field: runs to the closing quote, doubled quotes are one quote.
      const start = line;
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new CsvError(`A quoted field that starts on line ${start} is never closed.`);
        const chunk = text.slice(i, q);
        for (let k = chunk.indexOf('\n'); k >= 0; k = chunk.indexOf('\n', k + 1)) line++;
        field += chunk;
        if (text.charCodeAt(q + 1) === 34) {
          field += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      // Text after the closing quote and before the separator is kept as written.
      continue;
    }
    if (c === 44 /* , */) {
      row.push(field);
      field = '';
      i++;
    } else if (c === 10 || c === 13) {
      row.push(field);
      field = '';
      if (!(row.length === 1 && row[0] === '')) yield row;
      row = [];
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line++;
    } else {
      // Plain text up to the next separator, quote or line end.
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  row.push(field);
  if (!(row.length === 1 && row[0] === '')) yield row;
}
