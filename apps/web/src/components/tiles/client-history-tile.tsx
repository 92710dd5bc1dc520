import { DEFAULT_MIN_FILES } from '@hub/contract';
import { defaultSearchRange } from '@hub/domain/time';
import { Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/forms/date-field';
import { paths } from '@/config/paths';
import { SearchFormTile } from './tile';

export const CLIENT_HISTORY_TITLE = 'Client History';

/**
 * The Client History search (the escrow dashboard, spec 000 §2): a date range (default one year back
 * to today), an optional client name and Min Files, then the client history summary with the same
 * parameters (its address: start, end, client_search, min_files only above 1). Both dates are needed.
 */
export function ClientHistoryTile() {
  const [range] = useState(defaultSearchRange);
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [client, setClient] = useState('');
  const [minFiles, setMinFiles] = useState<number>(DEFAULT_MIN_FILES);
  const navigate = useNavigate();
  const ready = start !== '' && end !== '';

  const search = () => {
    const min = Number.isInteger(minFiles) && minFiles > DEFAULT_MIN_FILES ? minFiles : undefined;
    void navigate(
      paths.reports.clientHistorySummary.getHref({
        start,
        end,
        client_search: client.trim(),
        min_files: min,
      }),
    );
  };

  return (
    <SearchFormTile
      title={CLIENT_HISTORY_TITLE}
      description="Clients and how many files they sent, over a date range."
      ready={ready}
      onSubmit={search}
      wrap="wrap"
      fields={
        <Group gap="xs" grow>
          <DateField label="Start" size="xs" value={start} onChange={setStart} />
          <DateField label="End" size="xs" value={end} onChange={setEnd} />
        </Group>
      }
    >
      <TextInput
        aria-label="Client Search"
        placeholder="Client name"
        value={client}
        onChange={(event) => setClient(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 140 }}
      />
      <NumberInput
        label="Min Files"
        size="xs"
        min={1}
        step={1}
        allowDecimal={false}
        value={minFiles}
        onChange={(value) => setMinFiles(typeof value === 'number' ? value : DEFAULT_MIN_FILES)}
        w={96}
      />
    </SearchFormTile>
  );
}
