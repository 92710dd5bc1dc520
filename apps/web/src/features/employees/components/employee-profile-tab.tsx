import type { Employee } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { LookupSelect } from '@/components/forms/lookup-select';
import { StateSelect } from '@/components/forms/state-select';
import { useBranchOptions } from '@/lib/lookups/branches';
import type { StateChoice } from '@/lib/state-scope';
import { EmployeePhoto } from './employee-photo';
import {
  checkField,
  type EmployeeFormApi,
  FieldGrid,
  phoneField,
  pickField,
  textField,
} from './employee-tab-fields';

export const TERMINATION_WARNING = 'Setting a termination date usually means the employee is inactive.';

const EMP_TYPE_OPTIONS = [
  { value: 'REP', label: 'REP (marketing rep)' },
  { value: 'EO', label: 'EO (escrow officer)' },
];

export type EmployeeProfileTabProps = {
  form: EmployeeFormApi;
  record: Employee | null;
  stateChoice: StateChoice;
  pendingPhoto: File | null;
  onPendingPhotoChange: (file: File | null) => void;
  onPhotoUploaded: (employee: Employee) => void;
};

/** Profile: photo, name, contact, state, type, branch and dates. */
export function EmployeeProfileTab({
  form,
  record,
  stateChoice,
  pendingPhoto,
  onPendingPhotoChange,
  onPhotoUploaded,
}: EmployeeProfileTabProps) {
  const values = form.getValues();
  const branches = useBranchOptions();
  const branchOptions = useMemo(
    () =>
      (branches.data ?? []).map((b) => ({
        value: String(b.branch_id),
        label: `${stripAgencySuffix(b.name)} (${b.state})${b.active ? '' : ' (inactive)'}`,
      })),
    [branches.data],
  );
  const date = (field: 'start_date' | 'termination_date') => valueInput(form, field);
  return (
    <Stack gap="md">
      <EmployeePhoto
        employee={record}
        pendingFile={pendingPhoto}
        onPendingFileChange={onPendingPhotoChange}
        onUploaded={onPhotoUploaded}
      />
      <FieldGrid>
        <TextInput label="First Name" required {...textField(form, 'first_name')} />
        <TextInput label="Last Name" required {...textField(form, 'last_name')} />
        <TextInput label="Title" {...textField(form, 'title')} />
        <TextInput label="Email" type="email" {...textField(form, 'email')} />
        <TextInput label="Alt Email" type="email" {...textField(form, 'alt_email')} />
        <TextInput label="Cell Phone" {...phoneField(form, 'cell_phone')} />
        <TextInput label="Office Phone" {...phoneField(form, 'office_phone')} />
        <StateSelect states={stateChoice.states} {...valueInput(form, 'state')} />
        <Select label="Employee Type" data={EMP_TYPE_OPTIONS} clearable {...pickField(form, 'emp_type')} />
        <LookupSelect
          label="Default Branch"
          lookup={branches}
          what="branches"
          data={branchOptions}
          nothingFoundMessage="No branches found"
          {...pickField(form, 'def_branch')}
        />
        <DateField label="Start Date" {...date('start_date')} />
        <DateField
          label="Termination Date"
          {...date('termination_date')}
          description={values.termination_date ? TERMINATION_WARNING : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </FieldGrid>
      <Checkbox label="Active" {...checkField(form, 'is_active')} />
    </Stack>
  );
}
