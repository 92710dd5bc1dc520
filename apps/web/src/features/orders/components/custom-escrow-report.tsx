import {
  CUSTOM_REPORT_REQUIRES_DATES,
  type CustomReportType,
  customReportTarget,
  type State,
  ZCustomEscrowReport,
} from '@hub/contract';
import { Button, Checkbox, Group, Paper, Radio, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useContractForm, valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { SaveError } from '@/components/forms/form-page';
import { StateSelect } from '@/components/forms/state-select';
import { PageHeader } from '@/components/page';
import { paths } from '@/config/paths';
import { ALL_STATES } from '@/lib/state-scope';
import { SOURCE_NOT_ENTERED } from './order-filters';

type CustomReportValues = {
  state: string;
  type: CustomReportType;
  start_date: string;
  end_date: string;
  src_bus_null: boolean;
};

/** Where the report goes for these values: the open- or closed-orders address. */
export function customReportHref(values: Parameters<typeof customReportTarget>[0]): string {
  const target = customReportTarget(values);
  const route = target.kind === 'closed' ? paths.reports.closedOrders : paths.reports.openOrders;
  return route.getHref(target.query);
}

export type CustomEscrowReportProps = {
  /** The state the form starts with (?state=, AZ by default). */
  state: State;
  /** The report type it starts with (?type=open|close). */
  type: CustomReportType;
};

/**
 * Spec 001 §2 Custom Escrow Report (/reports/date-range-selector): state, report type (by open date or
 * by close date), start and end dates (both required, checked by the contract's schema) and
 * 'Limit to Source of Business NOT Entered'; Run Report opens the open- or closed-orders list.
 */
export function CustomEscrowReport({ state, type }: CustomEscrowReportProps) {
  const navigate = useNavigate();
  const { form, saveError, handleSubmit } = useContractForm<CustomReportValues>({
    initialValues: { state, type, start_date: '', end_date: '', src_bus_null: false },
    schema: ZCustomEscrowReport,
    toBody: (values) => values,
  });

  const run = async (values: CustomReportValues) => {
    await navigate(customReportHref(ZCustomEscrowReport.parse(values)));
  };

  return (
    <Stack gap="md" maw={560}>
      <PageHeader title="Custom Escrow Report" description={`${CUSTOM_REPORT_REQUIRES_DATES}.`} />
      <Paper withBorder p="md">
        <form
          onSubmit={handleSubmit(run, CUSTOM_REPORT_REQUIRES_DATES)}
          noValidate
          aria-label="Custom Escrow Report"
        >
          <Stack gap="sm">
            <StateSelect states={ALL_STATES} required {...valueInput(form, 'state')} />
            <Radio.Group label="Report Type" required {...form.getInputProps('type')}>
              <Group gap="lg" mt={4}>
                <Radio value="open" label="By Open Date" />
                <Radio value="close" label="By Close Date" />
              </Group>
            </Radio.Group>
            <Group gap="sm" grow align="flex-start">
              <DateField label="Start Date" required {...valueInput(form, 'start_date')} />
              <DateField label="End Date" required {...valueInput(form, 'end_date')} />
            </Group>
            <Checkbox
              label={SOURCE_NOT_ENTERED}
              {...form.getInputProps('src_bus_null', { type: 'checkbox' })}
            />
            <SaveError message={saveError} />
            <Group>
              <Button type="submit">Run Report</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
