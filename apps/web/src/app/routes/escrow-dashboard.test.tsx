import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedEmployee, ZERO_FIGURES } from '@/test/employees';
import {
  EMPLOYEE_ID,
  jsonResponse,
  liveRoles,
  mockFetch,
  renderApp,
  storeToken,
  VIEWED_EMPLOYEE_ID,
} from '@/test/utils';

const NOT_LINKED = 'This user is not correctly linked to an employee record. Please contact support.';

/** The API of the page: the viewed employee, the employee report (7 opens a month), nothing else. */
function serve() {
  return mockFetch((url) => {
    const secure = url.match(/^\/api\/employees\/secure\/([^/?]+)$/);
    if (secure) {
      return decodeURIComponent(secure[1] ?? '') === VIEWED_EMPLOYEE_ID
        ? jsonResponse(
            storedEmployee({
              uuid: VIEWED_EMPLOYEE_ID,
              first_name: 'Erin',
              last_name: 'Officer',
              state: 'NV',
              emp_type: 'EO',
            }),
          )
        : jsonResponse({ detail: 'Employee not found.' }, 404);
    }
    if (url.startsWith('/api/reports/employees?')) {
      const uuid = new URL(url, 'http://hub.test').searchParams.get('uuid');
      return jsonResponse([
        {
          uuid,
          employee_id: 7,
          first_name: 'Erin',
          last_name: 'Officer',
          emp_type: 'EO',
          state: 'NV',
          is_active: true,
          monthly: { '2026-02': { ...ZERO_FIGURES, opens: 7 } },
          mtd: ZERO_FIGURES,
          monthly_sub_eo: [],
        },
      ]);
    }
    if (url === '/api/users/roles/live') return liveRoles({ roles: 'Escrow Officer', state: 'NV' });
    return jsonResponse({ detail: `unexpected ${url}` }, 500);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/EscrowDashboard (spec 000 §2)', () => {
  it("shows an escrow officer's own months, without a banner", async () => {
    vi.useFakeTimers({ now: new Date('2026-02-10T18:00:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Escrow Officer'], employee_uuid: EMPLOYEE_ID, default_state: 'NV' });
    const fetch = serve();
    renderApp('/EscrowDashboard');
    expect(await screen.findByRole('heading', { name: 'Escrow Dashboard' })).toBeTruthy();
    const february = await screen.findByRole('group', { name: 'Current Month, February 2026' });
    await waitFor(() => expect(within(february).getByText('7')).toBeTruthy());
    expect(screen.getByRole('group', { name: 'Previous Month, January 2026' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Next Month, March 2026' })).toBeTruthy();
    expect(screen.queryByText(/Viewing dashboard for/)).toBeNull();
    expect(screen.getByRole('form', { name: 'Client History' })).toBeTruthy();
    expect(screen.getByText('Awaiting Commission Distribution')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Branch Escrow Summary NV' })).toBeTruthy();
    // The compact summary has no e-mail button.
    expect(screen.queryByRole('button', { name: 'E-mail daily reports' })).toBeNull();
    const employeeCalls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/reports/employees'));
    expect(employeeCalls.every((url) => url.includes(`uuid=${EMPLOYEE_ID}`))).toBe(true);
  });

  it('names the employee of the link in the banner and reads their figures', async () => {
    storeToken({ roles: ['Super User'] });
    const fetch = serve();
    renderApp(`/EscrowDashboard?employee_uuid=${VIEWED_EMPLOYEE_ID}`);
    expect(await screen.findByText('Viewing dashboard for Erin Officer')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) =>
          String(url).includes(`/api/reports/employees?uuid=${VIEWED_EMPLOYEE_ID}`),
        ),
      ).toBe(true),
    );
  });

  it('shows Access Denied when the token carries no employee link', async () => {
    storeToken({ roles: ['Escrow Officer'], employee_uuid: null });
    serve();
    renderApp('/EscrowDashboard');
    expect(await screen.findByText(NOT_LINKED)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Current Month/ })).toBeNull();
  });
});
