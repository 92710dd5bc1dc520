import type { Employee } from '@hub/contract';
import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { EmployeeBase } from './employee-base';
import {
  checkField,
  countField,
  type EmployeeFormApi,
  FieldGrid,
  moneyField,
  percentField,
} from './employee-tab-fields';
import { GuaranteesPanel, type GuaranteesPanelHandle } from './guarantees-panel';

export type EmployeeCompTabProps = {
  form: EmployeeFormApi;
  record: Employee | null;
  canEditBase: boolean;
  onBaseSaved: (employee: Employee) => void;
  guaranteesRef: Ref<GuaranteesPanelHandle>;
};

/** Comp & Rules: base, commission rates and amounts, flags and guarantees. */
export function EmployeeCompTab({
  form,
  record,
  canEditBase,
  onBaseSaved,
  guaranteesRef,
}: EmployeeCompTabProps) {
  const values = form.getValues();
  return (
    <Stack gap="lg">
      {record && (
        <EmployeeBase
          employee={record}
          canEdit={canEditBase}
          base={values.base}
          description={values.base_desc}
          baseError={form.errors.base as string | undefined}
          descriptionError={form.errors.base_desc as string | undefined}
          onBaseChange={(value) => form.setFieldValue('base', value)}
          onDescriptionChange={(value) => form.setFieldValue('base_desc', value)}
          onSaved={onBaseSaved}
        />
      )}
      <FieldGrid>
        <TextInput label="Commission %" {...percentField(form, 'comm_pct')} />
        <TextInput label="Underwriter Split %" {...percentField(form, 'uw_split_pct')} />
        <TextInput label="Per File Commission" {...moneyField(form, 'per_file_comm_amt')} />
        <TextInput label="Rep Combo Commission %" {...percentField(form, 'rep_combo_comm_pct')} />
        <TextInput label="Rep Base" {...moneyField(form, 'rep_combo_base')} />
        <TextInput label="Title Base Files" {...countField(form, 'title_base_files')} />
        <TextInput label="Title Per File Commission" {...moneyField(form, 'title_per_file_com')} />
      </FieldGrid>
      <Group gap="xl">
        <Checkbox label="Both Rep and EO" {...checkField(form, 'both_rep_and_eo')} />
        <Checkbox label="Commission Only" {...checkField(form, 'commission_only')} />
        <Checkbox label="Rep Gets Full JV Title" {...checkField(form, 'rep_gets_full_jv_title')} />
      </Group>
      <GuaranteesPanel employeeUuid={record?.uuid ?? null} ref={guaranteesRef} />
    </Stack>
  );
}
