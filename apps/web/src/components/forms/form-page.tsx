import { Alert, Anchor, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '@/lib/api-client';

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

/** Why the last save (or delete) failed, in the forms' one red alert; nothing while it has not. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/** The one layout of a form page: back link, title, fields, the save's error, Save and Cancel. */
export function FormPage({ title, back, onSubmit, saveError, saving, onCancel, children }: FormPageProps) {
  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Stack gap="sm" maw={FORM_WIDTH}>
        <BackLink {...back} />
        <Title order={2}>{title}</Title>
        {children}
        <SaveError message={saveError} />
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

type FormLoadFailedProps = { title: string; back: BackLinkProps; message: string };

/** A form page whose record could not be loaded: its title, the reason and the way back. */
function FormLoadFailed({ title, back, message }: FormLoadFailedProps) {
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

/** What a record's query is doing (a TanStack Query result fits as is). */
export type RecordQueryStatus<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  isFetchedAfterMount: boolean;
};

export type LoadRecordProps<T> = {
  /** The record's query (see lib/record-api `recordQuery`); not asked for a new record. */
  query: RecordQueryStatus<T>;
  isNew: boolean;
  /** The form page's title and back link, shown with the reason when the record cannot be loaded. */
  title: string;
  back: BackLinkProps;
  /** Read aloud while loading ('Loading branch'). */
  loadingLabel: string;
  /** Shown when the load fails and the server sent no `detail` (the spec's message). */
  loadFailed: string;
  /** Something else the form waits for (the user form: the live roles). */
  waiting?: boolean;
  /** The form, given the record (null for a new one). */
  children: (record: T | null) => ReactNode;
};

/**
 * The record a form page edits: a loader until it has arrived, else the form, or why it could not be
 * loaded. The form edits what the server has now: a copy cached from earlier is not enough.
 */
export function LoadRecord<T>(props: LoadRecordProps<T>) {
  const { query, isNew, title, back, loadingLabel, loadFailed, waiting = false, children } = props;
  const fresh = query.isFetchedAfterMount || query.isError;
  if ((!isNew && (query.isPending || !fresh)) || waiting)
    return <Loader size="sm" aria-label={loadingLabel} />;
  if (!isNew && query.isError) {
    return <FormLoadFailed title={title} back={back} message={errorDetail(query.error, loadFailed)} />;
  }
  return children(isNew ? null : (query.data ?? null));
}
