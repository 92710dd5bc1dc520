import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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

  if (query.isPending) return <Loader size="sm" aria-label="Loading fraud list" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorDetail(query.error, FRAUD_LOAD_FAILED)}
      </Alert>
    );
  }
  const current = rows ?? [];

  const update = (key: string, change: Partial<FraudRow>) =>
    setRows((list) => (list ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));

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
      const detail =
        isApiError(error) && error.detail ? describeSaveError(error.detail, batch.rowNumbers) : null;
      const text = detail ?? errorDetail(error, FRAUD_SAVE_FAILED);
      setMessage(text);
      notify.error(text);
    }
  };

  const changes = pendingChanges(current);

  return (
    <Stack gap="md">
      <Title order={2}>Fraud List</Title>
      <Text c="dimmed" size="sm">
        Payees a fraud alert was raised for. Changes are kept only when you press Save All.
      </Text>
      <Table withTableBorder aria-label="Fraud List">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Payee Name</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th w={110} aria-label="Remove" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {current.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed">No fraud payees yet.</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            current.map((row, index) => {
              const n = index + 1;
              const struck = row.removed ? { textDecoration: 'line-through' } : undefined;
              return (
                <Table.Tr key={row.key} data-removed={row.removed || undefined}>
                  <Table.Td>{n}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Payee Name, row ${n}`}
                      value={row.name}
                      error={errors[row.key]}
                      disabled={row.removed}
                      styles={{ input: struck }}
                      ref={(element) => {
                        if (element && focusKey.current === row.key) {
                          focusKey.current = null;
                          element.focus();
                        }
                      }}
                      onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Notes, row ${n}`}
                      value={row.notes}
                      disabled={row.removed}
                      styles={{ input: struck }}
                      onChange={(event) => update(row.key, { notes: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant={row.removed ? 'light' : 'subtle'}
                      color={row.removed ? 'gray' : 'red'}
                      size="xs"
                      aria-label={row.removed ? `Restore row ${n}` : `Remove row ${n}`}
                      onClick={() => handleRemove(row)}
                    >
                      {row.removed ? 'Restore' : 'Remove'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
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
