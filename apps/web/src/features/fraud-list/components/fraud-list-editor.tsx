import { type FraudListEntry, ZSaveFraudListBatchBody } from '@hub/contract';
import { Alert, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CellContext } from '@tanstack/react-table';
import { createContext, type RefObject, useContext, useRef } from 'react';
import { DataTable, type DataTableColumn, TableStatus } from '@/components/data-table';
import { serverFieldErrors, useContractForm } from '@/components/forms/contract-form';
import { PageHeader } from '@/components/page';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFraudList } from '../api/get-fraud-list';
import { useSaveFraudListBatch } from '../api/save-fraud-list-batch';
import {
  batchFieldOf,
  buildBatch,
  cellPath,
  describeSaveError,
  duplicatePayees,
  type FraudListValues,
  type FraudRow,
  newRow,
  pendingChanges,
  rowsFromList,
  withoutBlankRows,
} from './fraud-rows';

/** Spec 000 §8 Fraud list. */
export const FRAUD_SAVE_FAILED = 'An error occurred while saving.';
export const FRAUD_LOAD_FAILED = 'Could not load the fraud list.';
export const FRAUD_SAVED = 'Fraud list saved.';
export const FRAUD_FIX_ROWS = 'Fix the highlighted rows, then save again.';
export const FRAUD_NOTHING_TO_SAVE = 'There are no changes to save.';

/**
 * Spec 000 §2 /admin/fraud-list: an editable table of payees with '+ Add Row' and 'Save All'.
 * Nothing is stored until Save All sends every change in one batch (all or nothing); a removed row
 * stays visible, struck through, until then and can be restored.
 */
export function FraudListEditor() {
  const query = useFraudList();
  // The grid starts from the list as loaded; later the rows are what is being edited.
  if (query.isPending || (query.isError && !query.data)) {
    return <TableStatus status={query} loadingLabel="Loading fraud list" errorText={FRAUD_LOAD_FAILED} />;
  }
  return <FraudListGrid loaded={query.data} />;
}

type FraudListGridProps = { loaded: readonly FraudListEntry[] };

/**
 * The rows on the contract form: the batch they make is checked by the contract's schema before it is
 * sent (a name left empty, text too long), with the editor's own duplicate rule; each refusal, the
 * form's or the server's, is shown in the cell of its row.
 */
function FraudListGrid({ loaded }: FraudListGridProps) {
  const save = useSaveFraudListBatch();
  const { form, saveError, submit } = useContractForm<FraudListValues>({
    initialValues: { rows: rowsFromList(loaded) },
    schema: ZSaveFraudListBatchBody,
    toBody: ({ rows }) => buildBatch(rows).entries,
    fieldOf: batchFieldOf,
    check: ({ rows }) => duplicatePayees(rows),
  });
  const focusKey = useRef<string | null>(null);
  // The table rows of the last batch sent, to name them in a message ('Row 5: …').
  const sentRows = useRef<number[]>([]);
  const { rows } = form.getValues();

  const handleRemove = (row: FraudRow, index: number) => {
    if (!row.saved) {
      form.removeListItem('rows', index);
      return;
    }
    form.setFieldValue(`rows.${index}.removed`, !row.removed);
    // A removed row is not sent: what was said of it no longer holds.
    form.clearFieldError(cellPath(index, 'name'));
    form.clearFieldError(cellPath(index, 'notes'));
  };

  const handleAdd = () => {
    const row = newRow();
    focusKey.current = row.key;
    form.insertListItem('rows', row);
  };

  const saveRows = async ({ rows: current }: FraudListValues) => {
    const batch = buildBatch(current);
    if (batch.entries.length === 0) {
      form.setFieldValue('rows', withoutBlankRows(current));
      notify.success(FRAUD_NOTHING_TO_SAVE);
      return;
    }
    sentRows.current = batch.rowNumbers;
    try {
      const list = await save.mutateAsync(batch.entries);
      form.setValues({ rows: rowsFromList(list) });
      notify.success(FRAUD_SAVED);
    } catch (error) {
      // A refusal naming rows is shown in them; any other failure is said in a toast too.
      if (serverFieldErrors(error).length === 0) {
        notify.error(describeSaveError(errorDetail(error, FRAUD_SAVE_FAILED), batch.rowNumbers));
      }
      throw error;
    }
  };

  const handleSave = () => void submit(saveRows, { failed: FRAUD_SAVE_FAILED, invalid: FRAUD_FIX_ROWS });

  const changes = pendingChanges(rows);
  const message = saveError && describeSaveError(saveError, sentRows.current);

  return (
    <Stack gap="md">
      <PageHeader
        title="Fraud List"
        description="Payees a fraud alert was raised for. Changes are kept only when you press Save All."
      />
      <GridContext value={{ form, focusKey, onRemove: handleRemove }}>
        <DataTable
          label="Fraud List"
          columns={COLUMNS}
          data={rows}
          getRowId={(row) => row.key}
          emptyText="No fraud payees yet."
          rowProps={(row) => ({ 'data-removed': row.removed ? 'true' : undefined })}
          exportSource={{ path: '/fraud-list/export', fileName: 'fraud-list' }}
        />
      </GridContext>
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={handleAdd} disabled={save.isPending}>
          + Add Row
        </Button>
        <Button onClick={handleSave} loading={save.isPending}>
          Save All
        </Button>
        {changes > 0 && (
          <Text size="sm" c="dimmed" role="status">
            {changes === 1 ? '1 unsaved change' : `${changes} unsaved changes`}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** What the grid's cells use: the form holding the rows, the row to focus once shown, and Remove. */
type GridState = {
  form: UseFormReturnType<FraudListValues>;
  focusKey: RefObject<string | null>;
  onRemove: (row: FraudRow, index: number) => void;
};

const GridContext = createContext<GridState | null>(null);

function useGrid(): GridState {
  const grid = useContext(GridContext);
  if (!grid) throw new Error('a fraud list cell outside its grid');
  return grid;
}

type FraudCellProps = CellContext<FraudRow, unknown>;

const struck = (row: FraudRow) => (row.removed ? { textDecoration: 'line-through' } : undefined);

/*
 * The cells are components of their own (not functions made at each render): an input keeps its
 * element, and so its focus, while the rows change as they are typed.
 */
function NameCell({ row: { original: row, index } }: FraudCellProps) {
  const { form, focusKey } = useGrid();
  return (
    <TextInput
      aria-label={`Payee Name, row ${index + 1}`}
      {...form.getInputProps(cellPath(index, 'name'))}
      disabled={row.removed}
      styles={{ input: struck(row) }}
      ref={(element) => {
        if (element && focusKey.current === row.key) {
          focusKey.current = null;
          element.focus();
        }
      }}
    />
  );
}

function NotesCell({ row: { original: row, index } }: FraudCellProps) {
  const { form } = useGrid();
  return (
    <TextInput
      aria-label={`Notes, row ${index + 1}`}
      {...form.getInputProps(cellPath(index, 'notes'))}
      disabled={row.removed}
      styles={{ input: struck(row) }}
    />
  );
}

function RemoveCell({ row: { original: row, index } }: FraudCellProps) {
  const { onRemove } = useGrid();
  return (
    <Button
      variant={row.removed ? 'light' : 'subtle'}
      color={row.removed ? 'gray' : 'red'}
      size="xs"
      aria-label={row.removed ? `Restore row ${index + 1}` : `Remove row ${index + 1}`}
      onClick={() => onRemove(row, index)}
    >
      {row.removed ? 'Restore' : 'Remove'}
    </Button>
  );
}

// An editable grid: rows stay in the order they are typed (row numbers name them), so no sorting.
const COLUMNS: DataTableColumn<FraudRow>[] = [
  { id: 'number', header: '#', cell: ({ row }) => row.index + 1, meta: { width: 48 } },
  { id: 'name', header: 'Payee Name', cell: NameCell },
  { id: 'notes', header: 'Notes', cell: NotesCell },
  {
    id: 'remove',
    header: () => <VisuallyHidden>Remove</VisuallyHidden>,
    meta: { width: 110 },
    cell: RemoveCell,
  },
];
