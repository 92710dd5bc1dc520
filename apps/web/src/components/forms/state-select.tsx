import type { State } from '@hub/contract';
import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';

export type StateSelectProps = {
  /** The states the user may choose (see lib/state-scope). */
  states: readonly State[];
  /** '' for none. A stored value outside `states` is still shown, so nothing changes unasked. */
  value: string;
  onChange: (value: string) => void;
  /** Offers '' under this label (a JV without a state: 'Unassigned'); without it '' shows only when held. */
  emptyLabel?: string;
  label?: string;
  error?: ReactNode;
  required?: boolean;
};

/** The state field of every admin form: the user's states only, never free text. */
export function StateSelect({
  states,
  value,
  onChange,
  emptyLabel,
  label = 'State',
  error,
  required,
}: StateSelectProps) {
  const codes: string[] = [...states];
  if (value !== '' && !codes.includes(value)) codes.push(value);
  const data = codes.map((code) => ({ value: code, label: code }));
  if (emptyLabel !== undefined || value === '') data.unshift({ value: '', label: emptyLabel ?? '' });
  return (
    <NativeSelect
      label={label}
      required={required}
      value={value}
      data={data}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
