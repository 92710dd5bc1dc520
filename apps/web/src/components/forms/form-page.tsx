import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

/** Every admin form is this wide (issue 10: one form width). */
export const FORM_WIDTH = 720;

export type BackLinkProps = { to: string; label: string };

/** 'Back to Users': the link above every form page, back to its list. */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  );
}

export type FormPageProps = {
  title: string;
  back: BackLinkProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message of the last failed save, shown above the buttons. */
  saveError: string | null;
  saving: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/** The one layout of a form page: back link, title, fields, the save's error, Save and Cancel. */
export function FormPage({ title, back, onSubmit, saveError, saving, onCancel, children }: FormPageProps) {
  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Stack gap="sm" maw={FORM_WIDTH}>
        <BackLink {...back} />
        <Title order={2}>{title}</Title>
        {children}
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="default" type="button" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export type FormLoadFailedProps = { title: string; back: BackLinkProps; message: string };

/** A form page whose record could not be loaded: its title, the reason and the way back. */
export function FormLoadFailed({ title, back, message }: FormLoadFailedProps) {
  return (
    <Stack gap="md" maw={FORM_WIDTH}>
      <BackLink {...back} />
      <Title order={2}>{title}</Title>
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
