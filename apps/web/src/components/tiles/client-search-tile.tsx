import { defaultSearchRange } from '@hub/domain/time';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/forms/date-field';
import { paths } from '@/config/paths';
import { Tile } from './tile';

/**
 * Client Search: a name and a date range (default one year back to today), then the client search
 * report. The dates are the forms' DateField: typed as 2025-01-31 or 01/31/2025, sent as 'YYYY-MM-DD'.
 */
export function ClientSearchTile() {
  const [range] = useState(defaultSearchRange);
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [client, setClient] = useState('');
  const navigate = useNavigate();
  const query = client.trim();
  const ready = query !== '' && start !== '' && end !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    void navigate(paths.reports.clientSearch.getHref({ start, end, client_search: query }));
  };

  return (
    <Tile title="Client Search" description="Find orders by client, agent or lender.">
      <form onSubmit={handleSubmit} aria-label="Client Search">
        <Stack gap="xs">
          <Group gap="xs" grow>
            <DateField label="From" size="xs" value={start} onChange={setStart} />
            <DateField label="To" size="xs" value={end} onChange={setEnd} />
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              aria-label="Client name"
              placeholder="Client name"
              value={client}
              onChange={(event) => setClient(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!ready}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </Tile>
  );
}
