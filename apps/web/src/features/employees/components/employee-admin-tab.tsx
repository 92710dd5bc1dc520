import { Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { LookupSelect } from '@/components/forms/lookup-select';
import { useCostCenterOptions } from '@/lib/lookups/cost-centers';
import {
  checkField,
  countField,
  type EmployeeFormApi,
  FieldGrid,
  moneyField,
  percentField,
  pickField,
  textField,
} from './employee-tab-fields';

export const COST_CENTER_HINT = 'Select a cost center only if there is no branch.';

/** Admin: payroll, cost center, head count share, month-to-date figures, flags and comments. */
export function EmployeeAdminTab({ form }: { form: EmployeeFormApi }) {
  const costCenters = useCostCenterOptions();
  const costCenterOptions = useMemo(
    () =>
      (costCenters.data ?? []).map((c) => ({
        value: String(c.cost_center_id),
        label: `${c.company_name} - ${c.description} (${c.state})`,
      })),
    [costCenters.data],
  );
  return (
    <Stack gap="md">
      <FieldGrid>
        <TextInput label="Payroll ID" {...textField(form, 'payroll_id')} />
        <LookupSelect
          label="Cost Center"
          description={COST_CENTER_HINT}
          lookup={costCenters}
          what="cost centers"
          data={costCenterOptions}
          nothingFoundMessage="No cost centers found"
          {...pickField(form, 'cost_center_id')}
        />
        <TextInput label="count as head %" {...percentField(form, 'def_cost_pct')} />
        <TextInput label="MTD Opens" {...countField(form, 'mtd_opens')} />
        <TextInput label="MTD Closes" {...countField(form, 'mtd_close')} />
        <TextInput label="MTD Revenue" {...moneyField(form, 'mtd_rev')} />
      </FieldGrid>
      <Group gap="xl">
        <Checkbox label="Demo Rep" {...checkField(form, 'demo_rep')} />
        <Checkbox label="Floater EO" {...checkField(form, 'floater_eo')} />
      </Group>
      <Textarea label="Accounting Comments" rows={3} {...textField(form, 'accounting_comments')} />
    </Stack>
  );
}
