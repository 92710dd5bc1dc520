import { type State, ZSort, ZState } from '@hub/contract';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { addressSort } from '@/components/data-table';
import { PageHeader } from '@/components/page';
import { useReportState } from '@/features/users/hooks/use-report-state';
import { useSearchState, ZSearchText } from '@/lib/search-params';
import { BRANCH_SUMMARY_SORTS, BranchEscrowSummary } from './branch-escrow-summary';

/** /reports/branches?state=&report_date=, plus the sort. */
const ZBranchesView = ZSort(BRANCH_SUMMARY_SORTS).extend({
  state: ZState.optional(),
  report_date: ZSearchText,
});

export type StatePickerProps = { states: readonly State[]; state: State; onChange: (state: State) => void };

/** AZ / NV for a user who sees both states; a State Super User's own state as text. */
export function StatePicker({ states, state, onChange }: StatePickerProps) {
  return (
    <Group gap="sm">
      <Text id="branch-report-state" fw={500}>
        State
      </Text>
      {states.length > 1 ? (
        <SegmentedControl
          aria-labelledby="branch-report-state"
          data={[...states]}
          value={state}
          onChange={(value) => onChange(value as State)}
        />
      ) : (
        <Text aria-labelledby="branch-report-state">{state}</Text>
      )}
    </Group>
  );
}

/**
 * Spec 001 /reports/branches (state default AZ): the wrapper of the Branch Escrow Summary, with the
 * state, the report date and the sort in the address.
 */
export function BranchesPage() {
  const [view, setView] = useSearchState(ZBranchesView);
  const { states, state } = useReportState(view.state);
  return (
    <Stack gap="md">
      <PageHeader
        title="Branch Escrow Summary"
        description="Opens, closes and revenue of each branch, month to date against the same days last year."
      />
      {state && (
        <>
          <StatePicker
            states={states}
            state={state}
            onChange={(next) => setView({ state: next, report_date: '' })}
          />
          <BranchEscrowSummary
            state={state}
            reportDate={view.report_date}
            onReportDateChange={(report_date) => setView({ report_date })}
            {...addressSort(view, setView)}
          />
        </>
      )}
    </Stack>
  );
}
