import type { State } from '@hub/contract';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

export type ReportStatePickerProps = {
  /** The states the user may report on (`useReportState`). */
  states: readonly State[];
  state: State;
  onChange: (state: State) => void;
};

/** A report's state: AZ / NV for a user who sees both, the only one as text for a State Super User. */
export function ReportStatePicker({ states, state, onChange }: ReportStatePickerProps) {
  const labelId = useId();
  if (states.length <= 1) {
    return (
      <Text>
        <Text span fw={500}>
          State
        </Text>{' '}
        {state}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <Text id={labelId} fw={500}>
        State
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={[...states]}
        value={state}
        onChange={(value) => onChange(value as State)}
      />
    </Group>
  );
}
