import type { State } from '@hub/contract';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { ReportStatePicker, type ReportStatePickerProps } from '@/components/forms/report-state-picker';
import { NO_DATA, NoReportState, PageHeader, REPORT_DATA_FAILED } from '@/components/page';
import { type SearchSchema, type SearchValues, useSearchState } from '@/lib/search-params';
import { useReportState } from '@/lib/use-report-state';

/** The state a report shows and the states its picker offers (`useReportState`). */
export type ReportScope = { state: State; states: readonly State[] };

export type ReportPageProps = {
  /** The report's title as the spec names it: the page's heading, and the no-state page's. */
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** False when the report writes its own header (a title or line from its answer); the title is then the no-state page's. */
  header?: boolean;
  /** The state the address asks for; the gate shows it when the user may see it (spec 001 §6). */
  askedState: State | null | undefined;
  /** The report for a state the user may see: its pickers, filters and table. */
  children: (scope: ReportScope) => ReactNode;
};

/**
 * A report screen: the state gate of spec 001 §6 (nothing until the live roles answer; 'Access denied
 * or invalid token.' for a user with no state; else the address's state when the user may see it, AZ,
 * or their own), the header, and the report for that state.
 */
export function ReportPage({ title, description, header = true, askedState, children }: ReportPageProps) {
  const { states, state, ready } = useReportState(askedState);
  if (!ready) return null;
  if (state === null) return <NoReportState title={title} />;
  if (!header) return children({ state, states });
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} />
      {children({ state, states })}
    </Stack>
  );
}

/** A report's scope and its filters in the address (`useSearchState`), with their setter. */
export type AddressReportScope<V> = ReportScope & { view: V; setView: (change: Partial<V>) => void };

export type AddressReportPageProps<S extends SearchSchema> = Omit<
  ReportPageProps,
  'title' | 'askedState' | 'children'
> & {
  /** The report's title (`ReportPage`), or the title of the address's filters (a report of two names). */
  title: string | ((view: SearchValues<S>) => string);
  /** The address's schema; its `state` is the state the report asks for. */
  schema: S;
  /** The report for a state the user may see, with the address's filters. */
  children: (scope: AddressReportScope<SearchValues<S>>) => ReactNode;
};

/** A `ReportPage` whose filters, the state among them, live in the address (`useSearchState(schema)`). */
export function AddressReportPage<S extends SearchSchema & z.ZodType<{ state?: State | undefined }>>({
  title,
  schema,
  children,
  ...page
}: AddressReportPageProps<S>) {
  const [view, setView] = useSearchState(schema);
  return (
    <ReportPage {...page} title={typeof title === 'string' ? title : title(view)} askedState={view.state}>
      {(scope) => children({ ...scope, view, setView })}
    </ReportPage>
  );
}

export type AddressStatePickerProps<V> = Pick<ReportStatePickerProps, 'variant'> & {
  scope: AddressReportScope<V>;
  /** The filters a new state clears: those of the old state (its reps, its report dates). */
  reset?: Partial<V>;
};

/** The state picker of a report whose filters live in the address: the state chosen is written there. */
export function AddressStatePicker<V extends { state?: State | undefined }>({
  scope: { states, state, setView },
  reset,
  variant,
}: AddressStatePickerProps<V>) {
  return (
    <ReportStatePicker
      variant={variant}
      states={states}
      state={state}
      onChange={(next) => setView({ ...reset, state: next } as Partial<V>)}
    />
  );
}

/** A report's pickers and filters in one row, wrapping on a phone. */
export function ReportFilters({
  children,
  align = 'flex-start',
}: {
  children: ReactNode;
  align?: 'flex-start' | 'flex-end';
}) {
  return (
    <Group gap="sm" align={align} wrap="wrap">
      {children}
    </Group>
  );
}

export type ReportTableProps<T> = Omit<DataTableProps<T>, 'emptyText'> &
  Partial<Pick<DataTableProps<T>, 'emptyText'>>;

/**
 * A report's table: the shared table with the spec's texts ('Failed to load report data', 'No data.')
 * and the TOTAL row unless the report says otherwise; sorting, export buttons and states come with it.
 */
export function ReportTable<T>(props: ReportTableProps<T>) {
  return (
    <DataTable errorText={REPORT_DATA_FAILED} emptyText={NO_DATA} totals totalsLabel="TOTAL" {...props} />
  );
}
