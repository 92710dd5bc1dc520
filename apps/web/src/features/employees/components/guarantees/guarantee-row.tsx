import type { CommGuarantee } from '@hub/contract';
import { formatUsd } from '@hub/domain/money';
import { formatUsDate } from '@hub/domain/time';
import { Button, Checkbox, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { errorDetail } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteCommGuarantee } from '../../api/delete-comm-guarantee';
import { useUpdateCommGuarantee } from '../../api/update-comm-guarantee';
import {
  GUARANTEE_DELETE_CONFIRM,
  GUARANTEE_DELETE_FAILED,
  GUARANTEE_UPDATE_FAILED,
  type GuaranteeRowValues,
  toRowValues,
  toUpdateBody,
} from './guarantee-values';

export type GuaranteeRowProps = {
  employeeUuid: string;
  guarantee: CommGuarantee;
  /** A message for the panel (null clears it). */
  onMessage: (message: string | null) => void;
};

const periodText = (g: CommGuarantee) =>
  `${formatUsDate(g.period_beg_dt)} – ${formatUsDate(g.period_end_dt)}`;

/** One guarantee: shown, or edited in place (only the changed fields are sent). */
export function GuaranteeRow({ employeeUuid, guarantee, onMessage }: GuaranteeRowProps) {
  const [editing, setEditing] = useState<GuaranteeRowValues | null>(null);
  const update = useUpdateCommGuarantee();
  const remove = useDeleteCommGuarantee();
  const busy = update.isPending || remove.isPending;

  const set = <K extends keyof GuaranteeRowValues>(field: K, value: GuaranteeRowValues[K]) =>
    setEditing((current) => (current ? { ...current, [field]: value } : current));

  const handleSave = async () => {
    if (!editing) return;
    onMessage(null);
    // Spec 000 §5: an empty or non-positive amount is discarded, like anything unchanged.
    const body = toUpdateBody(guarantee, editing);
    if (!body) {
      setEditing(null);
      return;
    }
    try {
      await update.mutateAsync({
        employeeUuid,
        id: guarantee.comm_guarantee_id,
        version: guarantee.version,
        body,
      });
      setEditing(null);
    } catch (error) {
      onMessage(errorDetail(error, GUARANTEE_UPDATE_FAILED));
    }
  };

  const handleDelete = async () => {
    if (!(await confirmAction(GUARANTEE_DELETE_CONFIRM))) return;
    onMessage(null);
    try {
      await remove.mutateAsync({ employeeUuid, id: guarantee.comm_guarantee_id, version: guarantee.version });
    } catch (error) {
      onMessage(errorDetail(error, GUARANTEE_DELETE_FAILED));
    }
  };

  if (editing) {
    return (
      <Table.Tr aria-label={`Edit guarantee ${periodText(guarantee)}`}>
        <Table.Td>
          <DateField
            size="xs"
            aria-label="Begin Date"
            value={editing.period_beg_dt}
            onChange={(value) => set('period_beg_dt', value)}
          />
        </Table.Td>
        <Table.Td>
          <DateField
            size="xs"
            aria-label="End Date"
            value={editing.period_end_dt}
            onChange={(value) => set('period_end_dt', value)}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            type="number"
            size="xs"
            aria-label="Amount"
            step="0.01"
            min="0"
            inputMode="decimal"
            value={editing.guarantee_amount}
            onChange={(event) => set('guarantee_amount', event.currentTarget.value)}
          />
        </Table.Td>
        <Table.Td>
          <Checkbox
            size="xs"
            aria-label="Override if commission is greater"
            checked={editing.override_if_comm_greater}
            onChange={(event) => set('override_if_comm_greater', event.currentTarget.checked)}
          />
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => void handleSave()} loading={update.isPending}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr aria-label={`Guarantee ${periodText(guarantee)}`}>
      <Table.Td>{formatUsDate(guarantee.period_beg_dt)}</Table.Td>
      <Table.Td>{formatUsDate(guarantee.period_end_dt)}</Table.Td>
      <Table.Td>{formatUsd(guarantee.guarantee_amount)}</Table.Td>
      <Table.Td>{guarantee.override_if_comm_greater ? 'Yes' : 'No'}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              onMessage(null);
              setEditing(toRowValues(guarantee));
            }}
            disabled={busy}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void handleDelete()}
            loading={remove.isPending}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
