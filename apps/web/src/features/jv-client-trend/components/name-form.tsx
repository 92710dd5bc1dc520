import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

export type NameFormProps = {
  /** The field's label. */
  label: string;
  /** The button's words. */
  action: string;
  busy: boolean;
  /** Does what the form is for with the name typed; true when done, which empties the field. */
  onSubmit: (name: string) => Promise<boolean>;
};

/** A name typed in and its one action, side by side (a new group, a new member). */
export function NameForm({ label, action, busy, onSubmit }: NameFormProps) {
  const [name, setName] = useState('');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(name)) setName('');
  };
  return (
    <form onSubmit={handleSubmit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 0' }}
          miw={0}
          maw={260}
        />
        <Button type="submit" variant="default" disabled={busy} style={{ flexShrink: 0 }}>
          {action}
        </Button>
      </Group>
    </form>
  );
}
