import { type Employee, type EmployeeFigures, ZEmployee } from '@hub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPLOYEE_ID,
  jsonResponse,
  mockFetch,
  renderApp,
  storeToken,
  VIEWED_EMPLOYEE_ID,
} from '@/test/utils';

const NOT_LINKED = 'This user is not correctly linked to an employee record. Please contact support.';

function employee(overrides: Partial<Employee>): Employee {
  const empty = Object.fromEntries(Object.keys(ZEmployee.shape).map((key) => [key, null]));
  return ZEmployee.parse({
    ...empty,
    employee_id: 7,
    is_active: true,
    state: 'NV',
    emp_type: 'EO',
    rep_gets_full_jv_title: false,
    both_rep_and_eo: false,
    commission_only: false,
    demo_rep: false,
    floater_eo: false,
    share_with: [],
    opt_share_with: [],
    version: 1,
    ...overrides,
  });
}

const zero: EmployeeFigures = {
  opens: 0,
  closes: 0,
  cancelled: 0,
  partnerOpens: 0,
  partnerCloses: 0,
  totalRevenue: '0.00',
  escrowRevenue: '0.00',
  magnusTitleRevenue: '0.00',
  partnerRevenue: '0.00',
  partnerTitleRevenue: '0.00',
  revenue: '0.00',
  commissionableRev: '0.00',
};

/** The API of the page: the viewed employee, the employee report (7 opens a month), nothing else. */
function serve() {
  return mockFetch((url) => {
    const secure = url.match(/^\/api\/employees\/secure\/([^/?]+)$/);
    if (secure) {
      return decodeURIComponent(secure[1] ?? '') === VIEWED_EMPLOYEE_ID
        ? jsonResponse(employee({ uuid: VIEWED_EMPLOYEE_ID, first_name: 'Erin', last_name: 'Officer' }))
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
          monthly: { '2026-02': { ...zero, opens: 7 } },
          mtd: zero,
          monthly_sub_eo: [],
        },
      ]);
    }
    if (url === '/api/users/roles/live')
      return jsonResponse({ roles: 'Escrow Officer', is_active: true, state: 'NV' });
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
