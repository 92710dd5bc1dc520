import { Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useCostCenterOptions } from '@/lib/lookups/cost-centers';
import { cleanCountInput, cleanMoneyInput } from './employee-form-values';
import { checkField, type EmployeeFormApi, FieldGrid, pickField, textField } from './employee-tab-fields';

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
        <Select
          label="Cost Center"
          description={COST_CENTER_HINT}
          data={costCenterOptions}
          searchable
          clearable
          nothingFoundMessage="No cost centers found"
          {...pickField(form, 'cost_center_id')}
        />
        <TextInput
          label="count as head %"
          inputMode="decimal"
          rightSection="%"
          {...textField(form, 'def_cost_pct')}
        />
        <TextInput label="MTD Opens" inputMode="numeric" {...textField(form, 'mtd_opens', cleanCountInput)} />
        <TextInput
          label="MTD Closes"
          inputMode="numeric"
          {...textField(form, 'mtd_close', cleanCountInput)}
        />
        <TextInput
          label="MTD Revenue"
          inputMode="decimal"
          leftSection="$"
          {...textField(form, 'mtd_rev', cleanMoneyInput)}
        />
      </FieldGrid>
      <Group gap="xl">
        <Checkbox label="Demo Rep" {...checkField(form, 'demo_rep')} />
        <Checkbox label="Floater EO" {...checkField(form, 'floater_eo')} />
      </Group>
      <Textarea label="Accounting Comments" rows={3} {...textField(form, 'accounting_comments')} />
    </Stack>
  );
}
