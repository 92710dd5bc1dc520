/**
 * Text that a spreadsheet program would run as a formula when it opens a file we wrote (CSV injection):
 * cells starting with = + - @, a tab or a carriage return. Every spreadsheet or CSV the product writes
 * passes its text cells through `safeCellText`, which prefixes such text with an apostrophe so it shows
 * as written and never runs. Numbers are written as numbers, never through this.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

export function safeCellText(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/** One CSV field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvField(text: string): string {
  const safe = safeCellText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV lines with CRLF ends, as spreadsheet programs expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
