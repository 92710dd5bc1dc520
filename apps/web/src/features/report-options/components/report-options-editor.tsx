import type { ReportOptions, State } from '@hub/contract';
import { Button, Loader, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
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
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading report options" />
      ) : query.isError ? (
        <Text c="red.7" role="alert">
          {REPORT_OPTIONS_LOAD_FAILED}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {SECTIONS.filter(({ state }) => states.includes(state)).map(({ state, title }) => (
            <ReportOptionsSection key={state} state={state} title={title} loaded={query.data} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

type ReportOptionsSectionProps = {
  state: State;
  title: string;
  /** The document as the server has it now (its version goes with the save). */
  loaded: ReportOptions;
};

function ReportOptionsSection({ state, title, loaded }: ReportOptionsSectionProps) {
  const headingId = useId();
  const [fields, setFields] = useState(() => reportOptionsFields(loaded, state));
  const save = useSaveReportOptions();
  const change = (field: keyof ReportOptionsFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({
        body: reportOptionsBody(loaded, state, fields),
        version: loaded.version,
      });
      setFields(reportOptionsFields(saved, state));
      notify.success(REPORT_OPTIONS_SAVED);
    } catch (error) {
      notify.error(errorDetail(error, REPORT_OPTIONS_SAVE_FAILED));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            {title}
          </Title>
          <Textarea
            label="Recipients"
            description="E-mail addresses, separated by commas, semicolons or new lines."
            autosize
            minRows={3}
            value={fields.recipients}
            onChange={(event) => change('recipients')(event.currentTarget.value)}
          />
          <TextInput
            label="Projected Openings"
            inputMode="numeric"
            value={fields.openings}
            onChange={(event) => change('openings')(event.currentTarget.value)}
          />
          <TextInput
            label="Projected Revenue"
            inputMode="decimal"
            placeholder="$0.00"
            value={fields.revenue}
            onChange={(event) => change('revenue')(event.currentTarget.value)}
          />
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
