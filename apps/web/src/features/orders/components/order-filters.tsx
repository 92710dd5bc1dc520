import type { OrderListKind } from '@hub/contract';
import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { ALL_STATES } from '@/lib/state-scope';
import { type OrdersView, RANGE_FIELDS } from './order-view';

/** The checkbox of the Custom Escrow Report and of the lists (spec 001 §2). */
export const SOURCE_NOT_ENTERED = 'Limit to Source of Business NOT Entered';

export type OrderFilterValues = {
  start: string;
  end: string;
  state: string;
  client_search: string;
  src_bus_null: boolean;
};

/** The form's values for the view (the list's date range, state, client search, source limit). */
export function filterValues(kind: OrderListKind, view: OrdersView): OrderFilterValues {
  const range = RANGE_FIELDS[kind];
  return {
    start: view[range.start] ?? '',
    end: view[range.end] ?? '',
    state: view.state ?? '',
    client_search: view.client_search,
    src_bus_null: view.src_bus_null,
  };
}

/** The address change an Apply makes: the form's values in the view's words, back to page 1. */
export function applyFilters(kind: OrderListKind, values: OrderFilterValues): Partial<OrdersView> {
  const range = RANGE_FIELDS[kind];
  return {
    [range.start]: values.start || undefined,
    [range.end]: values.end || undefined,
    state: values.state === '' ? undefined : (values.state as OrdersView['state']),
    client_search: values.client_search.trim(),
    src_bus_null: values.src_bus_null,
    page: 1,
  };
}

export type OrderFiltersProps = {
  kind: OrderListKind;
  /** The filters shown now. */
  initial: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
};

/**
 * The list's own filters: its date range, the state, a client search and the source-of-business
 * limit, applied together (Apply). The other filters come from the links that lead here.
 */
export function OrderFilters({ kind, initial, onApply }: OrderFiltersProps) {
  const [values, setValues] = useState(initial);
  const set = (change: Partial<OrderFilterValues>) => setValues((current) => ({ ...current, ...change }));
  const dates = kind === 'closed' ? 'Closed' : 'Opened';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(values);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label={`${dates} From`}
          value={values.start}
          onChange={(start) => set({ start })}
          w={160}
        />
        <DateField label={`${dates} Through`} value={values.end} onChange={(end) => set({ end })} w={160} />
        <NativeSelect
          label="State"
          value={values.state}
          data={[{ value: '', label: 'All' }, ...ALL_STATES.map((state) => ({ value: state, label: state }))]}
          onChange={(event) => set({ state: event.currentTarget.value })}
          w={90}
        />
        <TextInput
          label="Client"
          description="2 characters or more"
          value={values.client_search}
          onChange={(event) => set({ client_search: event.currentTarget.value })}
          w={220}
        />
        <Checkbox
          label={SOURCE_NOT_ENTERED}
          checked={values.src_bus_null}
          onChange={(event) => set({ src_bus_null: event.currentTarget.checked })}
          mb={8}
        />
        <Button type="submit">Apply</Button>
      </Group>
    </form>
  );
}
