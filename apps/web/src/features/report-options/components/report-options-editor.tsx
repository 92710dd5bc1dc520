import { type ReportOptions, type State, ZPutReportOptionsBody } from '@hub/contract';
import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { QueryState } from '@/components/data-table';
import { useContractForm } from '@/components/forms/contract-form';
import { SaveError } from '@/components/forms/form-page';
import { notify } from '@/lib/notify';
import { useReportOptions } from '../api/get-report-options';
import { useSaveReportOptions } from '../api/save-report-options';
import {
  type ReportOptionsFields,
  reportOptionsBody,
  reportOptionsFields,
} from '../utils/parse-report-options';

/** Spec 001 §8. */
export const REPORT_OPTIONS_LOAD_FAILED = 'Failed to load report options';
export const REPORT_OPTIONS_SAVE_FAILED = 'Failed to save report options';
export const REPORT_OPTIONS_SAVED = 'Saved!';

const SECTIONS: readonly { state: State; title: string }[] = [
  { state: 'AZ', title: 'Arizona' },
  { state: 'NV', title: 'Nevada' },
];

export type ReportOptionsEditorProps = {
  /** The states the user reads and changes: both, or a State Super User's own (the server hides the other). */
  states: readonly State[];
};

/** Spec 000 §2 and 001 §3, §5 /admin/report-options: a section per state, each saved on its own. */
export function ReportOptionsEditor({ states }: ReportOptionsEditorProps) {
  const query = useReportOptions();
  return (
    <Stack gap="md">
      <Title order={2}>Report Options</Title>
      <QueryState
        status={query}
        loadingLabel="Loading report options"
        errorText={REPORT_OPTIONS_LOAD_FAILED}
        serverDetail={false}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {query.data &&
            SECTIONS.filter(({ state }) => states.includes(state)).map(({ state, title }) => (
              <ReportOptionsSection key={state} state={state} title={title} loaded={query.data} />
            ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}

type ReportOptionsSectionProps = {
  state: State;
  title: string;
  /** The document as the server has it now (its version goes with the save). */
  loaded: ReportOptions;
};

/** Where a refused field of the PUT body is shown: this section's field for its own state's fields. */
export function sectionFieldOf(state: State) {
  const prefix = `${state.toLowerCase()}_`;
  const fields: Record<string, keyof ReportOptionsFields> = {
    reports_send_to: 'recipients',
    projected_openings: 'openings',
    projected_revenue: 'revenue',
  };
  return (path: string): string | null => {
    const top = path.split('.')[0] ?? '';
    return top.startsWith(prefix) ? (fields[top.slice(prefix.length)] ?? null) : null;
  };
}

function ReportOptionsSection({ state, title, loaded }: ReportOptionsSectionProps) {
  const headingId = useId();
  const savedToast = `report-options-saved-${state}`;
  const { form, saveError, handleSubmit } = useContractForm({
    initialValues: reportOptionsFields(loaded, state),
    schema: ZPutReportOptionsBody,
    toBody: (fields: ReportOptionsFields) => reportOptionsBody(loaded, state, fields),
    fieldOf: sectionFieldOf(state),
    // A 'Saved!' from an earlier save must not stay beside a refusal.
    onInvalid: () => notifications.hide(savedToast),
  });
  const save = useSaveReportOptions();

  const handleSave = async (fields: ReportOptionsFields) => {
    notifications.hide(savedToast);
    const saved = await save.mutateAsync({
      body: reportOptionsBody(loaded, state, fields),
      version: loaded.version,
    });
    form.setValues(reportOptionsFields(saved, state));
    notify.success(REPORT_OPTIONS_SAVED, { id: savedToast });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={handleSubmit(handleSave, REPORT_OPTIONS_SAVE_FAILED)}
        aria-labelledby={headingId}
        noValidate
      >
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            {title}
          </Title>
          <Textarea
            label="Recipients"
            description="E-mail addresses, separated by commas, semicolons or new lines."
            autosize
            minRows={3}
            {...form.getInputProps('recipients')}
          />
          <TextInput label="Projected Openings" inputMode="numeric" {...form.getInputProps('openings')} />
          <TextInput
            label="Projected Revenue"
            inputMode="decimal"
            placeholder="$0.00"
            {...form.getInputProps('revenue')}
          />
          <SaveError message={saveError} />
          <div>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
