import { fireEvent, screen } from '@testing-library/react';
import type { StateChoice } from '@/lib/state-scope';
import { jsonResponse, mockFetch } from './utils';

/** A user who may give a record either state; a new record starts in AZ. */
export const BOTH_STATES: StateChoice = { states: ['AZ', 'NV'], defaultState: 'AZ' };

/** Types `value` into the field labelled `label` (a required field's label ends in ' *'). */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** The server's 400 refusing one field: its raw detail, and the field error a form shows in words. */
export const refusedField = (path: string, message: string) => ({
  detail: `body.${path}: ${message}`,
  errors: [{ path, message }],
});

/**
 * The API as a form screen sees it: `save` answers the form's save (a POST or PUT), every other call
 * (the lists its pickers load) gets an empty list.
 */
export function serveSave(save: unknown, status = 200) {
  return mockFetch((_url, init) =>
    init.method === 'POST' || init.method === 'PUT' ? jsonResponse(save, status) : jsonResponse([]),
  );
}

/** The saves (POST and PUT) a mocked fetch was asked for. */
export const savesOf = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
