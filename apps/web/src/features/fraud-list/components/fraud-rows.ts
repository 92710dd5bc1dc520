import { type FraudListBatchEntry, type FraudListEntry, fraudPayeeKey } from '@hub/contract';

/** The editor's form values: its rows, in the order they are shown. */
export type FraudListValues = { rows: FraudRow[] };

/** One row of the editor: a stored entry (with what was loaded) or a new one. */
export type FraudRow = {
  /** Stable React key. */
  key: string;
  /** The stored entry this row edits; null for a new row. */
  saved: FraudListEntry | null;
  name: string;
  notes: string;
  /** A stored entry marked for removal; removed when the list is saved. */
  removed: boolean;
};

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function rowsFromList(list: readonly FraudListEntry[]): FraudRow[] {
  return list.map((entry) => ({
    key: `saved-${entry.fraud_list_id}`,
    saved: entry,
    name: entry.fraud_payee_name,
    notes: entry.notes ?? '',
    removed: false,
  }));
}

export function newRow(): FraudRow {
  return { key: newKey(), saved: null, name: '', notes: '', removed: false };
}

/** A '+ Add Row' line nothing was typed into: dropped, never an error or a change. */
function isBlankNew(row: FraudRow): boolean {
  return row.saved === null && row.name.trim() === '' && row.notes.trim() === '';
}

/** The rows without the blank new ones (what a save leaves on screen). */
export function withoutBlankRows(rows: readonly FraudRow[]): FraudRow[] {
  return rows.filter((row) => !isBlankNew(row));
}

function isChanged(row: FraudRow): boolean {
  if (!row.saved) return !isBlankNew(row);
  return row.name.trim() !== row.saved.fraud_payee_name || row.notes.trim() !== (row.saved.notes ?? '');
}

/** How many rows the next save would add, change or remove. */
export function pendingChanges(rows: readonly FraudRow[]): number {
  return rows.filter((row) => row.removed || isChanged(row)).length;
}

/** The form path of a row's cell: `rows.2.name`. */
export const cellPath = (index: number, cell: 'name' | 'notes') => `rows.${index}.${cell}`;

/**
 * The editor's own rule, which the batch alone cannot hold (it does not carry the rows that stay as
 * they are): a new or renamed row may not name a payee another kept row names (ignoring case and
 * spaces), as the server checks it. A name left empty is the contract's to refuse.
 */
export function duplicatePayees(rows: readonly FraudRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const kept = rows
    .map((row, index) => ({ row, index, name: row.name.trim() }))
    .filter((r) => !r.row.removed && !isBlankNew(r.row) && r.name !== '');
  const keepsName = ({ row, name }: { row: FraudRow; name: string }) =>
    row.saved !== null && fraudPayeeKey(row.saved.fraud_payee_name) === fraudPayeeKey(name);
  const taken = new Map<string, number>();
  for (const r of kept) {
    if (keepsName(r) && !taken.has(fraudPayeeKey(r.name))) taken.set(fraudPayeeKey(r.name), r.index);
  }
  for (const r of kept) {
    if (keepsName(r)) continue;
    const key = fraudPayeeKey(r.name);
    const other = taken.get(key);
    if (other !== undefined) errors[cellPath(r.index, 'name')] = `Same payee as row ${other + 1}`;
    else taken.set(key, r.index);
  }
  return errors;
}

export type Batch = {
  entries: FraudListBatchEntry[];
  /** The table row number (1-based) of each entry, to name it in the server's messages. */
  rowNumbers: number[];
};

/** The entries of POST /fraud-list/batch: new rows, changed rows and removals, each with its version. */
export function buildBatch(rows: readonly FraudRow[]): Batch {
  const entries: FraudListBatchEntry[] = [];
  const rowNumbers: number[] = [];
  rows.forEach((row, index) => {
    if (row.removed) {
      if (!row.saved) return;
      entries.push({ fraud_list_id: row.saved.fraud_list_id, delete: true, version: row.saved.version });
    } else if (!row.saved) {
      if (isBlankNew(row)) return;
      entries.push({ fraud_payee_name: row.name.trim(), notes: row.notes.trim() || null });
    } else if (isChanged(row)) {
      entries.push({
        fraud_list_id: row.saved.fraud_list_id,
        fraud_payee_name: row.name.trim(),
        notes: row.notes.trim() || null,
        version: row.saved.version,
      });
    } else {
      return;
    }
    rowNumbers.push(index + 1);
  });
  return { entries, rowNumbers };
}

const CELLS: Partial<Record<string, 'name' | 'notes'>> = { fraud_payee_name: 'name', notes: 'notes' };

/**
 * Where a field of the batch is shown: '2.fraud_payee_name' (the third entry sent) is the name cell
 * of the row that entry came from; anything else (an id, a version) goes to the alert.
 */
export function batchFieldOf(path: string, values: FraudListValues): string | null {
  const [entry, field = ''] = path.split('.');
  const row = buildBatch(values.rows).rowNumbers[Number(entry)];
  const cell = CELLS[field];
  return row === undefined || cell === undefined ? null : cellPath(row - 1, cell);
}

/** 'body.2.fraud_payee_name: …' from the server becomes 'Row 5: …' (the row of the table). */
export function describeSaveError(detail: string, rowNumbers: readonly number[]): string {
  const match = /^body\.(\d+)(?:\.\w+)?: (.*)$/s.exec(detail);
  if (!match) return detail;
  const row = rowNumbers[Number(match[1])];
  return row === undefined ? detail : `Row ${row}: ${match[2]}`;
}
