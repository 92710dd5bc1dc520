import { ZCreateCommGuaranteeBody } from '@hub/contract';
import { Button, Checkbox, Fieldset, Group, Text, TextInput } from '@mantine/core';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { QueryState, RowsTable, TableEmpty } from '@/components/data-table';
import { useContractForm, valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { Section } from '@/components/page';
import { useCreateCommGuarantee } from '../api/create-comm-guarantee';
import { useCommGuarantees } from '../api/get-comm-guarantees';
import { GuaranteeRow } from './guarantees/guarantee-row';
import {
  EMPTY_GUARANTEE_ROW,
  GUARANTEE_CREATE_FAILED,
  GUARANTEE_ROW_INVALID,
  GUARANTEES_AFTER_SAVE,
  type GuaranteeRowValues,
  isEmptyRow,
  NO_GUARANTEES,
  toCreateBody,
} from './guarantees/guarantee-values';

/** What the employee form asks of the panel before it saves the employee. */
export type GuaranteesPanelHandle = {
  /**
   * Saves the add row when it is filled in. Resolves true when there was nothing pending or it was
   * saved; false when it cannot be saved (the employee form then shows its message and does not save).
   */
  savePending: () => Promise<boolean>;
};

export type GuaranteesPanelProps = {
  /** null for a new employee: guarantees can be added once the employee exists. */
  employeeUuid: string | null;
  ref?: Ref<GuaranteesPanelHandle>;
};

const LOAD_FAILED = 'Could not load guarantees.';

/**
 * Spec 000 §2 Comp & Rules: the commission guarantees list with inline edit and an add row. The add
 * row is a contract form: ZCreateCommGuaranteeBody checks it before it is sent (both dates, in order,
 * an amount above zero), each problem at its field and the spec's message above.
 */
export function GuaranteesPanel({ employeeUuid, ref }: GuaranteesPanelProps) {
  const guarantees = useCommGuarantees(employeeUuid);
  const create = useCreateCommGuarantee();
  const { form, saveError, submit } = useContractForm<GuaranteeRowValues>({
    initialValues: EMPTY_GUARANTEE_ROW,
    schema: ZCreateCommGuaranteeBody,
    toBody: toCreateBody,
  });
  // What a listed guarantee's edit or delete said (null when nothing).
  const [rowMessage, setRowMessage] = useState<string | null>(null);
  const inflight = useRef<Promise<boolean> | null>(null);

  const createGuarantee = async (row: GuaranteeRowValues) => {
    if (employeeUuid === null) return;
    await create.mutateAsync({ employeeUuid, body: toCreateBody(row) });
    form.setValues(EMPTY_GUARANTEE_ROW);
  };

  /** Creates the guarantee of the add row; true when it was saved. A second call joins the first. */
  const saveRow = (): Promise<boolean> => {
    setRowMessage(null);
    inflight.current ??= submit(createGuarantee, {
      failed: GUARANTEE_CREATE_FAILED,
      invalid: GUARANTEE_ROW_INVALID,
    }).finally(() => {
      inflight.current = null;
    });
    return inflight.current;
  };

  useImperativeHandle(ref, () => ({
    savePending: async () => {
      // Nothing can be pending before the employee exists (the add row is not shown).
      if (employeeUuid === null || isEmptyRow(form.getValues())) return true;
      return saveRow();
    },
  }));

  if (employeeUuid === null) {
    return (
      <Section title="Commission Guarantees">
        <TableEmpty>{GUARANTEES_AFTER_SAVE}</TableEmpty>
      </Section>
    );
  }

  const list = guarantees.data ?? [];
  const message = saveError ?? rowMessage;

  return (
    <Section title="Commission Guarantees">
      <QueryState
        status={guarantees}
        loadingLabel="Loading guarantees"
        errorText={LOAD_FAILED}
        empty={list.length === 0}
        emptyText={NO_GUARANTEES}
      >
        <RowsTable
          label="Commission Guarantees"
          headers={['Begin', 'End', 'Amount', 'Override if Comm Greater']}
        >
          {list.map((guarantee) => (
            <GuaranteeRow
              key={guarantee.comm_guarantee_id}
              employeeUuid={employeeUuid}
              guarantee={guarantee}
              onMessage={setRowMessage}
            />
          ))}
        </RowsTable>
      </QueryState>

      <Fieldset legend="Add guarantee" variant="unstyled">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField label="Begin Date" {...valueInput(form, 'period_beg_dt')} />
          <DateField label="End Date" {...valueInput(form, 'period_end_dt')} />
          <TextInput
            type="number"
            label="Amount"
            step="0.01"
            min="0"
            inputMode="decimal"
            placeholder="0.00"
            w={140}
            {...form.getInputProps('guarantee_amount')}
          />
          <Checkbox
            label="Override if commission is greater"
            mb={8}
            {...form.getInputProps('override_if_comm_greater', { type: 'checkbox' })}
          />
          <Button onClick={() => void saveRow()} loading={create.isPending}>
            Add
          </Button>
        </Group>
      </Fieldset>
      {message && (
        <Text c="red.7" fw={500} role="alert">
          {message}
        </Text>
      )}
    </Section>
  );
}
