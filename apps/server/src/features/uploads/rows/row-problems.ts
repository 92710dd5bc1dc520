// What the two kinds of upload row share: a row's cells by column, the problems a row may have, and
// the mismatches they become.
import type { Column } from '../layouts.ts';
import type { CellResult } from './cells.ts';

/** What an import did with the rows. */
export type ImportCounts = { inserted: number; updated: number; unchanged: number; mismatched: number };

/** One problem of one row, as stored for the mismatch screen. */
export type MismatchRow = {
  row_number: number;
  field_name: string;
  field_value: string | null;
  problem: string;
  row_data: Record<string, string>;
};

export type RowProblem = { field: string; value: string; problem: string };

export type RowOutcome<T> =
  | { record: T; problems: readonly [] }
  | { record: null; problems: readonly RowProblem[] };

/** A row whose own state is outside the uploader's: it may create or change nothing. */
export const stateOutsideScope = (value: string, state: string): RowProblem => ({
  field: 'state',
  value,
  problem: `state ${state} is outside your state`,
});

/** A row that would reach a record of a state outside the uploader's: `what` names the record. */
export const recordOutsideScope = (
  field: string,
  value: string,
  what: string,
  state: string | null | undefined,
): RowProblem => ({
  field,
  value,
  problem: `${what} ${state?.trim() ? `is in ${state.trim()}` : 'has no state'}, outside your state`,
});

/** A row's text by layout column name (a Map, or a RowCells view). */
export type Cells = { get(name: string): string | undefined };

/**
 * The cells of the rows of one sheet by layout column name, without a Map for each row: `of(row)`
 * is a view of that row, valid until the next call.
 */
export class RowCells implements Cells {
  readonly #index = new Map<string, number>();
  #row: readonly string[] = [];

  constructor(columns: ReadonlyMap<number, Column>) {
    for (const [index, column] of columns) this.#index.set(column.name, index);
  }

  of(row: readonly string[]): Cells {
    this.#row = row;
    return this;
  }

  get(name: string): string | undefined {
    const index = this.#index.get(name);
    return index === undefined ? undefined : (this.#row[index] ?? '');
  }
}

/**
 * Reading one row's cells: `raw(name)` is a cell's text, `take(name, reading)` the reading's value, or
 * null with its problem kept in `problems`.
 */
export function readingRow(cells: Cells) {
  const problems: RowProblem[] = [];
  const raw = (name: string) => cells.get(name) ?? '';
  const take = <T>(name: string, result: CellResult<T>): T | null => {
    if (result.ok) return result.value;
    problems.push({ field: name, value: raw(name), problem: `${name} ${result.problem}` });
    return null;
  };
  return { problems, raw, take };
}

/** The cells of a sheet row by layout column name. */
export function cellsByColumn(
  row: readonly string[],
  columns: ReadonlyMap<number, Column>,
): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [index, column] of columns) cells.set(column.name, row[index] ?? '');
  return cells;
}

/** The row as the file had it, for the mismatch screen. */
function rowData(headers: readonly string[], row: readonly string[]): Record<string, string> {
  const data: Record<string, string> = {};
  headers.forEach((header, i) => {
    if (header.trim()) data[header.trim()] = row[i] ?? '';
  });
  return data;
}

/** The problems of the rows not stored, one mismatch each; counted by row. */
export class Mismatches {
  readonly rows: MismatchRow[] = [];
  readonly #rowNumbers = new Set<number>();

  /** The problems of one row: `row` as the file had it, under `headers`. */
  add(
    rowNumber: number,
    headers: readonly string[],
    row: readonly string[],
    problems: readonly RowProblem[],
  ): void {
    this.#rowNumbers.add(rowNumber);
    const data = rowData(headers, row);
    for (const p of problems) {
      this.rows.push({
        row_number: rowNumber,
        field_name: p.field,
        field_value: p.value,
        problem: p.problem,
        row_data: data,
      });
    }
  }

  get rowCount(): number {
    return this.#rowNumbers.size;
  }
}
