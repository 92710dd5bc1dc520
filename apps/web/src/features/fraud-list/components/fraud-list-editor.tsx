import { Alert, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DataTable, type DataTableColumn, TableStatus } from '@/components/data-table';
import { inWords, serverFieldErrors } from '@/components/forms/contract-form';
import { PageHeader } from '@/components/page';
import { errorDetail, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFraudList } from '../api/get-fraud-list';
import { useSaveFraudListBatch } from '../api/save-fraud-list-batch';
import {
  buildBatch,
  describeSaveError,
  type FraudRow,
  newRow,
  pendingChanges,
  type RowErrors,
  rowsFromList,
  validateRows,
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
  const save = useSaveFraudListBatch();
  const [rows, setRows] = useState<FraudRow[] | null>(null);
  const [errors, setErrors] = useState<RowErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const focusKey = useRef<string | null>(null);

  useEffect(() => {
    // Filled once from the server; later the rows are what is being edited.
    if (query.data && rows === null) setRows(rowsFromList(query.data));
  }, [query.data, rows]);

  if (query.isPending || (query.isError && !query.data)) {
    return <TableStatus status={query} loadingLabel="Loading fraud list" errorText={FRAUD_LOAD_FAILED} />;
  }
  const current = rows ?? [];

  const update = (key: string, change: Partial<FraudRow>) =>
    setRows((list) => (list ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));

  // A red name is checked again as it changes, so its error goes as soon as it is fixed.
  const handleName = (key: string, name: string) => {
    const next = current.map((row) => (row.key === key ? { ...row, name } : row));
    setRows(next);
    if (!errors[key]) return;
    const { [key]: _fixed, ...others } = errors;
    const still = validateRows(next)[key];
    setErrors(still ? { ...others, [key]: still } : others);
  };

  const handleRemove = (row: FraudRow) => {
    if (row.saved) update(row.key, { removed: !row.removed });
    else setRows((list) => (list ?? []).filter((r) => r.key !== row.key));
  };

  const handleAdd = () => {
    const row = newRow();
    focusKey.current = row.key;
    setRows((list) => [...(list ?? []), row]);
  };

  const handleSave = async () => {
    setMessage(null);
    const found = validateRows(current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(FRAUD_FIX_ROWS);
      return;
    }
    const batch = buildBatch(current);
    if (batch.entries.length === 0) {
      setRows(withoutBlankRows(current));
      notify.success(FRAUD_NOTHING_TO_SAVE);
      return;
    }
    try {
      const list = await save.mutateAsync(batch.entries);
      setRows(rowsFromList(list));
      notify.success(FRAUD_SAVED);
    } catch (error) {
      // Each refused entry's message goes to its row ('2.fraud_payee_name' is the third entry sent).
      const atRows: RowErrors = {};
      for (const { path, message } of serverFieldErrors(error)) {
        const row = current[(batch.rowNumbers[Number(path.split('.')[0])] ?? 0) - 1];
        if (row && !atRows[row.key]) atRows[row.key] = inWords(message);
      }
      if (Object.keys(atRows).length > 0) {
        setErrors(atRows);
        setMessage(FRAUD_FIX_ROWS);
        return;
      }
      const detail =
        isApiError(error) && error.detail ? describeSaveError(error.detail, batch.rowNumbers) : null;
      const text = detail ?? errorDetail(error, FRAUD_SAVE_FAILED);
      setMessage(text);
      notify.error(text);
    }
  };

  const struck = (row: FraudRow) => (row.removed ? { textDecoration: 'line-through' } : undefined);
  // An editable grid: rows stay in the order they are typed (row numbers name them), so no sorting.
  const columns: DataTableColumn<FraudRow>[] = [
    { id: 'number', header: '#', cell: ({ row }) => row.index + 1, meta: { width: 48 } },
    {
      id: 'name',
      header: 'Payee Name',
      cell: ({ row: { original: row, index } }) => (
        <TextInput
          aria-label={`Payee Name, row ${index + 1}`}
          value={row.name}
          error={errors[row.key]}
          disabled={row.removed}
          styles={{ input: struck(row) }}
          ref={(element) => {
            if (element && focusKey.current === row.key) {
              focusKey.current = null;
              element.focus();
            }
          }}
          onChange={(event) => handleName(row.key, event.currentTarget.value)}
        />
      ),
    },
    {
      id: 'notes',
      header: 'Notes',
      cell: ({ row: { original: row, index } }) => (
        <TextInput
          aria-label={`Notes, row ${index + 1}`}
          value={row.notes}
          disabled={row.removed}
          styles={{ input: struck(row) }}
          onChange={(event) => update(row.key, { notes: event.currentTarget.value })}
        />
      ),
    },
    {
      id: 'remove',
      header: () => <VisuallyHidden>Remove</VisuallyHidden>,
      meta: { width: 110 },
      cell: ({ row: { original: row, index } }) => (
        <Button
          variant={row.removed ? 'light' : 'subtle'}
          color={row.removed ? 'gray' : 'red'}
          size="xs"
          aria-label={row.removed ? `Restore row ${index + 1}` : `Remove row ${index + 1}`}
          onClick={() => handleRemove(row)}
        >
          {row.removed ? 'Restore' : 'Remove'}
        </Button>
      ),
    },
  ];

  const changes = pendingChanges(current);

  return (
    <Stack gap="md">
      <PageHeader
        title="Fraud List"
        description="Payees a fraud alert was raised for. Changes are kept only when you press Save All."
      />
      <DataTable
        label="Fraud List"
        columns={columns}
        data={current}
        getRowId={(row) => row.key}
        emptyText="No fraud payees yet."
        rowProps={(row) => ({ 'data-removed': row.removed ? 'true' : undefined })}
        exportSource={{ path: '/fraud-list/export', fileName: 'fraud-list' }}
      />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={handleAdd} disabled={save.isPending}>
          + Add Row
        </Button>
        <Button onClick={() => void handleSave()} loading={save.isPending}>
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
