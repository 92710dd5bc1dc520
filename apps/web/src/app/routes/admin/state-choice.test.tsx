import type { RoleName, State } from '@hub/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, storeToken } from '@/test/utils';

/** The signed-in user as the live role check answers; every list the forms load is empty. */
function signedIn(roles: RoleName[], state: State) {
  storeToken({ roles, default_state: state });
  mockFetch((url) => {
    if (url === '/api/users/roles/live')
      return jsonResponse({ roles: roles.join(','), is_active: true, state });
    return jsonResponse([]);
  });
}

/** The form's State field: its value and the states it offers. */
async function stateField() {
  const select = (await screen.findByLabelText(/^State( \*)?$/)) as HTMLSelectElement;
  return { value: select.value, offered: Array.from(select.options, (option) => option.value) };
}

const NEW_RECORD_FORMS = [
  '/admin/employees/new',
  '/admin/branches/new',
  '/admin/cost-centers/new',
  '/admin/jvs/new',
  '/admin/users/new',
];

afterEach(() => vi.unstubAllGlobals());

// Issue 10: an NV State Super User got AZ preselected, then 'You do not have permission to do this.'
describe('the State of a new admin record', { timeout: 30_000 }, () => {
  it.each(NEW_RECORD_FORMS)(
    '%s: a State Super User starts in, and is offered, their own state only',
    async (path) => {
      signedIn(['State Super User'], 'NV');
      renderApp(path);
      expect(await stateField()).toEqual({ value: 'NV', offered: ['NV'] });
    },
  );

  it.each(NEW_RECORD_FORMS)(
    '%s: a Super User starts in their own state and may choose either',
    async (path) => {
      signedIn(['Super User'], 'NV');
      renderApp(path);
      const field = await stateField();
      expect(field.value).toBe('NV');
      expect(field.offered.filter(Boolean)).toEqual(['AZ', 'NV']);
    },
  );

  it("the holiday calendar opens on the user's own state", async () => {
    signedIn(['Super User'], 'NV');
    renderApp('/admin/calendar-days');
    expect((await stateField()).value).toBe('NV');
  });
});
