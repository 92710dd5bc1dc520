import type { State } from '@hub/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { ReportStatePicker } from '@/components/forms/report-state-picker';
import { NoReportState, PageHeader } from '@/components/page';
import { Tile } from '@/components/tiles';
import type { RolesInput } from '@/lib/roles';
import { reportCards } from '../utils/report-cards';

export type ReportHubProps = {
  /** The signed-in user's live roles. */
  roles: RolesInput;
  /** The states the user may report on (Super User and Admin both, a State Super User their own). */
  states: readonly State[];
  /** The state the cards link with; one of `states`. */
  state: State | null;
  onStateChange: (state: State) => void;
};

/** Spec 001 §2 Report hub (/reports): a state choice and one card per report. */
export function ReportHub({ roles, states, state, onStateChange }: ReportHubProps) {
  if (states.length === 0 || state === null) return <NoReportState title="Reports" />;
  return (
    <Stack gap="md">
      <PageHeader title="Reports" />
      <ReportStatePicker states={states} state={state} onChange={onStateChange} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {reportCards(roles, state).map((card) => (
          <Tile key={card.title} title={card.title} description={card.description} to={card.to} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
