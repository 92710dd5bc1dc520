import { type CommGuarantee, ZUpdateCommGuaranteeBody } from '@hub/contract';
import { formatUsd } from '@hub/domain/money';
import { formatUsDate } from '@hub/domain/time';
import { Button, Checkbox, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { serverFieldErrors, useContractForm, valueInput } from '@/components/forms/contract-form';
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
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCommGuarantee();

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
      <GuaranteeEditRow
        employeeUuid={employeeUuid}
        guarantee={guarantee}
        onMessage={onMessage}
        onClose={() => setEditing(false)}
      />
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
              setEditing(true);
            }}
            disabled={remove.isPending}
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

type GuaranteeEditRowProps = GuaranteeRowProps & { onClose: () => void };

/**
 * A guarantee edited in place, on the contract form: the PATCH body (only what changed) is checked by
 * ZUpdateCommGuaranteeBody, and a refusal of the server is shown at its field.
 */
function GuaranteeEditRow({ employeeUuid, guarantee, onMessage, onClose }: GuaranteeEditRowProps) {
  const update = useUpdateCommGuarantee();
  const { form, submit } = useContractForm<GuaranteeRowValues>({
    initialValues: toRowValues(guarantee),
    schema: ZUpdateCommGuaranteeBody,
    // Nothing changed is no body: nothing is sent (the row closes).
    toBody: (values) => toUpdateBody(guarantee, values) ?? {},
  });

  const saveChanges = async (values: GuaranteeRowValues) => {
    // Spec 000 §5: an empty or non-positive amount is discarded, like anything unchanged.
    const body = toUpdateBody(guarantee, values);
    if (body) {
      try {
        await update.mutateAsync({
          employeeUuid,
          id: guarantee.comm_guarantee_id,
          version: guarantee.version,
          body,
        });
      } catch (error) {
        // The row has no alert of its own: the panel's says it.
        onMessage(
          serverFieldErrors(error).length > 0
            ? GUARANTEE_UPDATE_FAILED
            : errorDetail(error, GUARANTEE_UPDATE_FAILED),
        );
        throw error;
      }
    }
    onClose();
  };

  const handleSave = () => {
    onMessage(null);
    void submit(saveChanges, GUARANTEE_UPDATE_FAILED);
  };

  return (
    <Table.Tr aria-label={`Edit guarantee ${periodText(guarantee)}`}>
      <Table.Td>
        <DateField size="xs" aria-label="Begin Date" {...valueInput(form, 'period_beg_dt')} />
      </Table.Td>
      <Table.Td>
        <DateField size="xs" aria-label="End Date" {...valueInput(form, 'period_end_dt')} />
      </Table.Td>
      <Table.Td>
        <TextInput
          type="number"
          size="xs"
          aria-label="Amount"
          step="0.01"
          min="0"
          inputMode="decimal"
          {...form.getInputProps('guarantee_amount')}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          size="xs"
          aria-label="Override if commission is greater"
          {...form.getInputProps('override_if_comm_greater', { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={handleSave} loading={update.isPending}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
