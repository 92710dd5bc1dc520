import { type CommissionRow, commissionEmployeeName } from '@hub/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUpdateBase } from '../api/update-base';
import { parseBaseInput, stripBaseInput } from '../utils/base-input';

/** Spec 001 §8: the Edit Base dialog's save failed. */
export const BASE_SAVE_FAILED = 'Failed to save base.';

export type EditBaseDialogProps = {
  /** The row whose base is edited; the dialog is open while it is not null. */
  row: CommissionRow | null;
  /** The summary's period: the dialog sets the base of exactly this period. */
  period: { start_date: string; end_date: string };
  onClose: () => void;
};

/**
 * Spec 001 §2, §5 Edit Base dialog: one input, prefilled with the row's base; it sets the base of the
 * summary's period (DOMAIN.md §4 base_amt), blank clears it (the monthly base applies again), anything
 * but digits and the decimal point is dropped as typed, a non-number is refused. Saving closes the
 * dialog; the summary reloads.
 */
export function EditBaseDialog({ row, period, onClose }: EditBaseDialogProps) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `Edit Base: ${commissionEmployeeName(row)}` : 'Edit Base'}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {row && <EditBaseForm key={row.uuid} row={row} period={period} onClose={onClose} />}
    </Modal>
  );
}

function EditBaseForm({ row, period, onClose }: Omit<EditBaseDialogProps, 'row'> & { row: CommissionRow }) {
  const [text, setText] = useState(() => stripBaseInput(row.base_amt));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateBase();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBaseInput(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    save.mutate(
      {
        uuid: row.uuid,
        body: { base: parsed.base, period_start: period.start_date, period_end: period.end_date },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Base"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          error={error}
          data-autofocus
          onChange={(event) => {
            setText(stripBaseInput(event.currentTarget.value));
            setError(null);
          }}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {BASE_SAVE_FAILED}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
