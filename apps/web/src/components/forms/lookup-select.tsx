import { Select, type SelectProps } from '@mantine/core';

export type LookupSelectProps = SelectProps & {
  /** The lookup's query (lib/lookups): while it loads the field says so, and a failure shows at the field. */
  lookup: { isPending: boolean; isError: boolean };
  /** What the options are, in the plural: 'Loading employees…', 'Could not load employees.' */
  what: string;
};

/** A searchable, clearable picker of records another area keeps (a cost center, an employee). */
export function LookupSelect({ lookup, what, placeholder, error, ...props }: LookupSelectProps) {
  return (
    <Select
      searchable
      clearable
      placeholder={lookup.isPending ? `Loading ${what}…` : placeholder}
      error={error ?? (lookup.isError ? `Could not load ${what}.` : undefined)}
      {...props}
    />
  );
}
