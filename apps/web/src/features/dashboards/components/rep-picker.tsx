import { Select } from '@mantine/core';
import type { RepOption } from '../utils/rep-dashboard';

export const REP_PICKER_PROMPT = 'Choose a rep to see their dashboard.';

export type RepPickerProps = {
  options: RepOption[];
  /** The rep shown now, if any. */
  value: string | null;
  loading: boolean;
  /** Why the reps could not be listed (the server's detail), else null. */
  error: string | null;
  onChange: (employeeUuid: string) => void;
};

/** Whose sales dashboard a super user sees: the sales reps of the states they may see. */
export function RepPicker({ options, value, loading, error, onChange }: RepPickerProps) {
  return (
    <Select
      label="Rep"
      description={value ? undefined : REP_PICKER_PROMPT}
      placeholder={loading ? 'Loading reps…' : 'Choose a rep'}
      searchable
      nothingFoundMessage="No rep found"
      maw={360}
      data={options}
      value={value}
      error={error ?? undefined}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
