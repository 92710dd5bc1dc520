import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '@/components/forms/date-field';

/**
 * Runs `reset` (during render, React's way of adjusting state to new props) when `key` changes: a
 * form follows a search made elsewhere without being mounted again (the focus stays where it is).
 */
export function useFollow(key: string, reset: () => void): void {
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    reset();
  }
}

export type FileSearchFormProps = {
  /** The order number searched now (the form starts with it). */
  initial: string;
  onSearch: (orderNumber: string) => void;
};

/** Search again by order number; Search is disabled until a number is typed (spec 001 §5). */
export function FileSearchForm({ initial, onSearch }: FileSearchFormProps) {
  const [text, setText] = useState(initial);
  const orderNumber = text.trim();
  // A search from elsewhere (the header's quick find, a link) shows in the box.
  useFollow(initial, () => setText(initial));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (orderNumber !== '') onSearch(orderNumber);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Search by order number">
      <Group gap="xs" align="flex-end" wrap="nowrap" maw={420}>
        <TextInput
          label="Order number"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={orderNumber === ''}>
          Search
        </Button>
      </Group>
    </form>
  );
}

export type ClientSearchValues = { start: string; end: string; client_search: string };

export type ClientSearchFormProps = {
  /** The search shown now, or the defaults (a year back to today, no name). */
  initial: ClientSearchValues;
  onSearch: (values: ClientSearchValues) => void;
};

/** Search again by name and dates; Search is disabled until a name and both dates are given (spec 001 §5). */
export function ClientSearchForm({ initial, onSearch }: ClientSearchFormProps) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [text, setText] = useState(initial.client_search);
  const name = text.trim();
  useFollow(`${initial.start} ${initial.end} ${initial.client_search}`, () => {
    setStart(initial.start);
    setEnd(initial.end);
    setText(initial.client_search);
  });
  const ready = name !== '' && start !== '' && end !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) onSearch({ start, end, client_search: name });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Search by client">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DateField label="From" value={start} onChange={setStart} w={150} />
        <DateField label="To" value={end} onChange={setEnd} w={150} />
        <TextInput
          label="Client name"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          miw={200}
          style={{ flex: 1 }}
          maw={360}
        />
        <Button type="submit" disabled={!ready}>
          Search
        </Button>
      </Group>
    </form>
  );
}
