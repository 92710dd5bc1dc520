import { FRAUD_PAYEE_REQUIRED, type FraudListEntry, ZSaveFraudListBatchBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '@/components/forms/contract-form';
import {
  batchFieldOf,
  buildBatch,
  describeSaveError,
  duplicatePayees,
  type FraudListValues,
  type FraudRow,
  newRow,
  pendingChanges,
  rowsFromList,
  withoutBlankRows,
} from './fraud-rows';

/** What the editor's form finds: the contract's refusals of the batch, each in its row's cell. */
const contractErrors = (rows: FraudRow[]) =>
  contractResolver<FraudListValues>(
    ZSaveFraudListBatchBody,
    (values) => buildBatch(values.rows).entries,
    batchFieldOf,
  )({ rows });

const entry = (id: number, name: string, notes: string | null = null, version = 1): FraudListEntry => ({
  fraud_list_id: id,
  fraud_payee_name: name,
  notes,
  version,
});

describe('fraud list editor rows', () => {
  const loaded = rowsFromList([
    entry(1, 'Alpha LLC', 'a'),
    entry(2, 'Bravo Inc', null, 3),
    entry(3, 'Charlie'),
  ]);

  it('sends nothing when nothing changed', () => {
    expect(buildBatch(loaded)).toEqual({ entries: [], rowNumbers: [] });
    expect(pendingChanges(loaded)).toBe(0);
  });

  it('sends new rows, changed rows with their version, and removals with their version', () => {
    const rows: FraudRow[] = [
      loaded[0] as FraudRow,
      { ...(loaded[1] as FraudRow), notes: ' new note ' },
      { ...(loaded[2] as FraudRow), removed: true },
      { ...newRow(), name: ' Delta Co ', notes: '' },
      { ...newRow(), removed: true },
    ];
    expect(buildBatch(rows)).toEqual({
      entries: [
        { fraud_list_id: 2, fraud_payee_name: 'Bravo Inc', notes: 'new note', version: 3 },
        { fraud_list_id: 3, delete: true, version: 1 },
        { fraud_payee_name: 'Delta Co', notes: null },
      ],
      rowNumbers: [2, 3, 4],
    });
    expect(pendingChanges(rows)).toBe(4);
  });

  it('treats whitespace-only edits as no change', () => {
    const rows = [{ ...(loaded[0] as FraudRow), name: ' Alpha LLC ', notes: 'a ' }];
    expect(buildBatch(rows).entries).toEqual([]);
  });

  it('requires a payee name (the contract) and refuses the same payee twice, ignoring case and spaces', () => {
    const empty = { ...newRow(), notes: 'no name' };
    const twin = { ...newRow(), name: 'alpha  llc' };
    const removedTwin = { ...(loaded[1] as FraudRow), name: 'Alpha LLC', removed: true };
    const emptied = { ...(loaded[2] as FraudRow), name: '  ' };
    const rows = [...loaded.slice(0, 2), emptied, empty, twin, removedTwin];
    expect(contractErrors(rows)).toEqual({
      'rows.2.name': FRAUD_PAYEE_REQUIRED,
      'rows.3.name': FRAUD_PAYEE_REQUIRED,
    });
    expect(duplicatePayees(rows)).toEqual({ 'rows.4.name': 'Same payee as row 1' });
    expect(contractErrors(loaded)).toEqual({});
    expect(duplicatePayees(loaded)).toEqual({});
  });

  it("puts the contract's refusal of a cell in that row, past the rows the batch leaves out", () => {
    const rows = [...loaded, newRow(), { ...newRow(), name: 'Delta Co', notes: 'n'.repeat(2001) }];
    expect(contractErrors(rows)).toEqual({ 'rows.4.notes': 'Must be at most 2000 characters' });
    expect(batchFieldOf('0.fraud_payee_name', { rows })).toBe('rows.4.name');
    expect(batchFieldOf('0.version', { rows })).toBeNull();
    expect(batchFieldOf('1.notes', { rows })).toBeNull();
  });

  it('does not hold up a save for duplicates stored earlier, only for new or renamed rows', () => {
    const legacy = rowsFromList([entry(1, 'Echo LLC'), entry(2, 'echo  llc')]);
    expect(duplicatePayees(legacy)).toEqual({});
    const renamed = { ...(legacy[1] as FraudRow), name: 'ECHO LLC ' };
    expect(duplicatePayees([legacy[0] as FraudRow, renamed])).toEqual({});
    const taking = { ...(loaded[1] as FraudRow), name: 'Charlie' };
    expect(duplicatePayees([loaded[0] as FraudRow, taking, loaded[2] as FraudRow])).toEqual({
      'rows.1.name': 'Same payee as row 3',
    });
    // A name freed by another renamed row may be taken.
    const freeing = { ...(loaded[2] as FraudRow), name: 'Charlie II' };
    expect(duplicatePayees([loaded[0] as FraudRow, taking, freeing])).toEqual({});
  });

  // Issue 10: one blank '+ Add Row' line blocked 'Save All'.
  it('drops new rows left blank: no error, nothing sent, no pending change', () => {
    const blank = newRow();
    const spaces = { ...newRow(), name: '  ', notes: ' ' };
    const added = { ...newRow(), name: 'Delta Co' };
    const rows = [...loaded, blank, added, spaces];
    expect(contractErrors(rows)).toEqual({});
    expect(duplicatePayees(rows)).toEqual({});
    expect(buildBatch(rows)).toEqual({
      entries: [{ fraud_payee_name: 'Delta Co', notes: null }],
      rowNumbers: [5],
    });
    expect(pendingChanges(rows)).toBe(1);
    expect(pendingChanges([...loaded, blank])).toBe(0);
    expect(withoutBlankRows(rows)).toEqual([...loaded, added]);
  });

  it("names the table row in the server's message", () => {
    expect(describeSaveError('body.1.fraud_payee_name: Payee name is required', [4, 7])).toBe(
      'Row 7: Payee name is required',
    );
    expect(describeSaveError("body.0.fraud_payee_name: 'X' is already on the fraud list as 'x'.", [2])).toBe(
      "Row 2: 'X' is already on the fraud list as 'x'.",
    );
    expect(describeSaveError('Someone else changed this record.', [1])).toBe(
      'Someone else changed this record.',
    );
    expect(describeSaveError('body.5.notes: too long', [1])).toBe('body.5.notes: too long');
  });
});
