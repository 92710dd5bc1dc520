import { defaultSearchRange } from '@hub/domain/time';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { paths } from '@/config/paths';
import { SearchTile } from './search-tile';

/**
 * Client Search: a name and a date range (default one year back to today), then the client search
 * report. The dates are the forms' DateField: typed as 2025-01-31 or 01/31/2025, sent as 'YYYY-MM-DD'.
 */
export function ClientSearchTile() {
  const [range] = useState(defaultSearchRange);
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);

  return (
    <SearchTile
      title="Client Search"
      description="Find orders by client, agent or lender."
      fieldLabel="Client name"
      reportHref={(client) =>
        start !== '' && end !== ''
          ? paths.reports.clientSearch.getHref({ start, end, client_search: client })
          : null
      }
    >
      <Group gap="xs" grow>
        <DateField label="From" size="xs" value={start} onChange={setStart} />
        <DateField label="To" size="xs" value={end} onChange={setEnd} />
      </Group>
    </SearchTile>
  );
}
