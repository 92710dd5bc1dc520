import type { State } from '@hub/contract';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { StateSelect } from './state-select';

export type ReportStatePickerProps = {
  /** The states the user may report on (`useReportState`). */
  states: readonly State[];
  state: State;
  onChange: (state: State) => void;
  /** `select`: a drop-down labelled State, even with one state (the JV and employee reports). */
  variant?: 'segmented' | 'select';
};

/**
 * A report's state: AZ / NV for a user who sees both, the only one as text for a State Super User;
 * or, as a `select`, a drop-down of the user's states.
 */
export function ReportStatePicker({
  states,
  state,
  onChange,
  variant = 'segmented',
}: ReportStatePickerProps) {
  const labelId = useId();
  if (variant === 'select') {
    return <StateSelect states={states} value={state} onChange={(next) => onChange(next as State)} />;
  }
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
