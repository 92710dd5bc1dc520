import type { Employee } from '@hub/contract';
import { MultiSelect, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { LookupSelect } from '@/components/forms/lookup-select';
import { useEmployeeOptions } from '@/lib/lookups/employees';
import { type EmployeeFormApi, FieldGrid, pickField, textField } from './employee-tab-fields';

export type EmployeeLinksTabProps = { form: EmployeeFormApi; record: Employee | null };

/** Links & Partners: the employee this one rolls up to, sharing partners, payees and search names. */
export function EmployeeLinksTab({ form, record }: EmployeeLinksTabProps) {
  const values = form.getValues();
  const people = useEmployeeOptions();
  const uuid = record?.uuid ?? null;
  const personOptions = useMemo(() => {
    const options = (people.data ?? [])
      .filter((p) => p.uuid !== uuid)
      .map((p) => ({
        uuid: p.uuid,
        id: String(p.employee_id),
        label: `${p.first_name} ${p.last_name}${p.is_active ? '' : ' (inactive)'}`,
      }));
    // Partners outside the caller's states still show under their names.
    for (const partner of [...(record?.share_with ?? []), ...(record?.opt_share_with ?? [])]) {
      if (!options.some((o) => o.uuid === partner.uuid)) {
        options.push({ uuid: partner.uuid, id: '', label: `${partner.first_name} ${partner.last_name}` });
      }
    }
    return options;
  }, [people.data, record, uuid]);
  const partnerData = personOptions.map((o) => ({ value: o.uuid, label: o.label }));
  const linkData = personOptions.filter((o) => o.id !== '').map((o) => ({ value: o.id, label: o.label }));
  type PartnerField = 'share_with_uuids' | 'opt_share_with_uuids';
  /** A partner picker: nobody chosen in the other one is offered. */
  const partners = (field: PartnerField, other: PartnerField) => ({
    data: partnerData.filter((o) => !values[other].includes(o.value)),
    searchable: true,
    clearable: true,
    nothingFoundMessage: 'No employees found',
    value: values[field],
    error: form.errors[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
  });

  return (
    <Stack gap="md">
      <FieldGrid>
        <LookupSelect
          label="Linked Employee"
          description="The employee whose figures this one rolls up to."
          lookup={people}
          what="employees"
          data={linkData}
          nothingFoundMessage="No employees found"
          {...pickField(form, 'link_to_emp_id')}
        />
      </FieldGrid>
      <MultiSelect
        label="Shares With"
        description="Partners who share this employee's commission."
        {...partners('share_with_uuids', 'opt_share_with_uuids')}
      />
      <MultiSelect
        label="Optional Payees"
        description="People who may be paid from this employee's commission."
        {...partners('opt_share_with_uuids', 'share_with_uuids')}
      />
      <FieldGrid>
        <TextInput
          label="Search Name 1"
          description="Another spelling the order system uses."
          {...textField(form, 'srch_str1')}
        />
        <TextInput label="Search Name 2" {...textField(form, 'srch_str2')} />
        <TextInput label="Search Name 3" {...textField(form, 'srch_str3')} />
      </FieldGrid>
    </Stack>
  );
}
