import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Tile } from './tile';

/** File Search: an order number, then the file search report (spec 001 /reports/file-search). */
export function FileSearchTile() {
  const [orderNumber, setOrderNumber] = useState('');
  const navigate = useNavigate();
  const query = orderNumber.trim();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query) return;
    void navigate(paths.reports.fileSearch.getHref({ order_number: query }));
  };

  return (
    <Tile title="File Search" description="Find an order by its number.">
      <form onSubmit={handleSubmit} aria-label="File Search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            aria-label="Order number"
            placeholder="Order number"
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={!query}>
            Search
          </Button>
        </Group>
      </form>
    </Tile>
  );
}
