import { type Cents, fractionToPercent, fromCents, isIsoDate, roundToCents } from '@hub/domain';

/**
 * How a column's values are written: `text` as neutralised text, `money` from exact decimal text
 * (two decimals, negatives in parentheses in a workbook), `percent` from a fraction ('0.35' is 35%),
 * `date` from 'YYYY-MM-DD', `integer` as a whole number.
 */
export type ColumnKind = 'text' | 'money' | 'percent' | 'date' | 'integer';

/** What a row holds for a cell: money and fractions as decimal text, dates as 'YYYY-MM-DD'. */
export type CellValue = string | number | boolean | null | undefined;

export type ExportColumn<Row> = {
  /** The row's field; `value` reads something else (a name put together, a list joined). */
  key: string;
  header: string;
  kind: ColumnKind;
  value?: (row: Row) => CellValue;
};

/** A cell ready for a writer: empty, text (to neutralise), or a typed value with its exact text. */
export type Cell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'money'; cents: Cents; text: string }
  | { kind: 'percent'; fraction: string; text: string }
  | { kind: 'date'; date: string }
  | { kind: 'integer'; value: number };

export class ExportValueError extends Error {
  override name = 'ExportValueError';
}

export function cellValue<Row>(column: ExportColumn<Row>, row: Row): CellValue {
  return column.value ? column.value(row) : (row as Record<string, CellValue>)[column.key];
}

/** A value as its column's kind wants it; a value that is not of that kind is a programming error. */
export function toCell(kind: ColumnKind, value: CellValue): Cell {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  switch (kind) {
    case 'text':
      return { kind: 'text', text: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value) };
    case 'money': {
      // Exact decimal text, as the database returns numeric: never a binary float.
      const cents = roundToCents(String(value));
      return { kind: 'money', cents, text: fromCents(cents) };
    }
    case 'percent': {
      const fraction = String(value);
      const percent = fractionToPercent(fraction);
      if (percent === null) throw new ExportValueError(`Not a fraction: ${JSON.stringify(value)}`);
      return { kind: 'percent', fraction, text: `${percent}%` };
    }
    case 'date':
      if (!isIsoDate(value)) throw new ExportValueError(`Not a date: ${JSON.stringify(value)}`);
      return { kind: 'date', date: value };
    case 'integer': {
      const number =
        typeof value === 'number' ? value : /^-?\d+$/.test(String(value)) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number))
        throw new ExportValueError(`Not a whole number: ${JSON.stringify(value)}`);
      return { kind: 'integer', value: number };
    }
  }
}
