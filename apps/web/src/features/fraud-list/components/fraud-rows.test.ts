import type { FraudListEntry } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  describeSaveError,
  type FraudRow,
  newRow,
  pendingChanges,
  rowsFromList,
  validateRows,
  withoutBlankRows,
} from './fraud-rows';

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

  it('requires a payee name and refuses the same payee twice, ignoring case and spaces', () => {
    const empty = { ...newRow(), notes: 'no name' };
    const twin = { ...newRow(), name: 'alpha  llc' };
    const removedTwin = { ...(loaded[1] as FraudRow), name: 'Alpha LLC', removed: true };
    expect(validateRows([...loaded, empty, twin, removedTwin])).toEqual({
      [empty.key]: 'Payee name is required',
      [twin.key]: 'Same payee as row 1',
    });
    expect(validateRows(loaded)).toEqual({});
  });

  it('does not hold up a save for duplicates stored earlier, only for new or renamed rows', () => {
    const legacy = rowsFromList([entry(1, 'Echo LLC'), entry(2, 'echo  llc')]);
    expect(validateRows(legacy)).toEqual({});
    const renamed = { ...(legacy[1] as FraudRow), name: 'ECHO LLC ' };
    expect(validateRows([legacy[0] as FraudRow, renamed])).toEqual({});
    const taking = { ...(loaded[1] as FraudRow), name: 'Charlie' };
    expect(validateRows([loaded[0] as FraudRow, taking, loaded[2] as FraudRow])).toEqual({
      [taking.key]: 'Same payee as row 3',
    });
    // A name freed by another renamed row may be taken.
    const freeing = { ...(loaded[2] as FraudRow), name: 'Charlie II' };
    expect(validateRows([loaded[0] as FraudRow, taking, freeing])).toEqual({});
  });

  // Issue 10: one blank '+ Add Row' line blocked 'Save All'.
  it('drops new rows left blank: no error, nothing sent, no pending change', () => {
    const blank = newRow();
    const spaces = { ...newRow(), name: '  ', notes: ' ' };
    const added = { ...newRow(), name: 'Delta Co' };
    const rows = [...loaded, blank, added, spaces];
    expect(validateRows(rows)).toEqual({});
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
