import type { Employee, EmployeeOption } from '@hub/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commissionResponse, commissionRow } from '@/features/commission-tile/components/tile-fixtures';
import { repMonthlyReport, salesFigures, storedEmployee } from '@/test/employees';
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
const OTHER_REP = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a';

const option = (uuid: string, first: string, last: string, extra: Partial<EmployeeOption> = {}) => ({
  employee_id: 1,
  uuid,
  first_name: first,
  last_name: last,
  emp_type: 'REP',
  state: 'AZ',
  is_active: true,
  ...extra,
});

const EMPLOYEES: Record<string, Employee> = {
  [VIEWED_EMPLOYEE_ID]: storedEmployee({ uuid: VIEWED_EMPLOYEE_ID, first_name: 'Sam', last_name: 'Rep' }),
  [OTHER_REP]: storedEmployee({ uuid: OTHER_REP, first_name: 'Nina', last_name: 'Adams', state: 'NV' }),
};

const JV_LINK = {
  link_id: 9,
  jv_id: 3,
  jv_uuid: '11111111-2222-4333-8444-555555555555',
  jv_name: 'Acme Homes',
  st: 'AZ',
  is_primary: true,
  start_date: null,
  end_date: null,
};

/** The signed-in rep's monthly figures (GET /reports/employees). */
const REP_REPORT = repMonthlyReport({
  uuid: EMPLOYEE_ID,
  first_name: 'Pat',
  last_name: 'Doe',
  monthly: { '2026-11': salesFigures(7, 4, '1234.50') },
  mtd: salesFigures(7, 4, '1234.50'),
});

/** The dashboard's answers; `commission`: the previous month is finalised and the rep has a row. */
function serve({ commission = false } = {}) {
  return mockFetch((url) => {
    if (commission && url.startsWith('/api/commissions/periods/finalized/check'))
      return jsonResponse({ finalized: true, frequency: 'MONTHLY', finalized_at: null, pf_uuid: null });
    if (commission && url.startsWith('/api/commission?'))
      return jsonResponse(commissionResponse([commissionRow()]));
    if (url.startsWith('/api/employees/simple')) {
      return jsonResponse([
        option(VIEWED_EMPLOYEE_ID, 'Sam', 'Rep'),
        option(OTHER_REP, 'Nina', 'Adams', { state: 'NV' }),
        option('5e4f3a2b-1c0d-4e9f-8a7b-6c5d4e3f2a1b', 'Eve', 'Officer', { emp_type: 'EO' }),
      ]);
    }
    const secure = url.match(/^\/api\/employees\/secure\/([^/?]+)$/);
    if (secure) {
      const found = EMPLOYEES[decodeURIComponent(secure[1] ?? '')];
      return found ? jsonResponse(found) : jsonResponse({ detail: 'Employee not found.' }, 404);
    }
    if (url === `/api/employees/${EMPLOYEE_ID}/jvs`) return jsonResponse([JV_LINK]);
    if (url.startsWith('/api/reports/employees?')) return jsonResponse([REP_REPORT]);
    if (url.startsWith('/api/reports/employees/jv-range?')) return jsonResponse({ detail: 'Boom' }, 500);
    if (url === '/api/users/roles/live') return liveRoles();
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/SalesDashboard (spec 000 §2)', () => {
  it('names the employee in the viewing banner, not their uuid', async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderApp(`/SalesDashboard?employee_uuid=${VIEWED_EMPLOYEE_ID}`);
    expect(await screen.findByText('Viewing dashboard for Sam Rep')).toBeTruthy();
    expect(screen.queryByText(new RegExp(VIEWED_EMPLOYEE_ID))).toBeNull();
  });

  it("shows the server's reason when the viewed employee cannot be read", async () => {
    storeToken({ roles: ['Super User'] });
    serve();
    renderApp('/SalesDashboard?employee_uuid=0f0e0d0c-0b0a-4999-8888-777766665555');
    expect(await screen.findByText('Employee not found.')).toBeTruthy();
    expect(screen.queryByText(/0f0e0d0c/)).toBeNull();
  });

  it('opens the rep a Sales-Assistant views when opened without an employee (the menu item)', async () => {
    storeToken({ roles: ['Sales-Assistant'], employee_uuid: null, view_employee_uuid: VIEWED_EMPLOYEE_ID });
    serve();
    const { router } = renderApp('/SalesDashboard');
    expect(await screen.findByText('Viewing dashboard for Sam Rep')).toBeTruthy();
    expect(router.state.location.search).toBe(`?employee_uuid=${VIEWED_EMPLOYEE_ID}`);
    expect(screen.queryByText(NOT_LINKED)).toBeNull();
  });

  it('offers a super user a picker of the sales reps instead of Access Denied', async () => {
    storeToken({ roles: ['Super User'], employee_uuid: null });
    const fetchMock = serve();
    const { router } = renderApp('/SalesDashboard');
    const picker = await screen.findByRole('combobox', { name: 'Rep' });
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(screen.queryByText(NOT_LINKED)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/employees/simple'))).toBe(true);

    fireEvent.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nina Adams (NV)', 'Sam Rep (AZ)']);
    fireEvent.click(screen.getByRole('option', { name: 'Nina Adams (NV)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?employee_uuid=${OTHER_REP}`));
    expect(await screen.findByText('Viewing dashboard for Nina Adams')).toBeTruthy();
  });

  it('keeps Access Denied for a user who is neither linked nor a super user', async () => {
    storeToken({ roles: ['Sales'], employee_uuid: null });
    const fetchMock = serve();
    renderApp('/SalesDashboard');
    expect(await screen.findByText(NOT_LINKED)).toBeTruthy();
    expect(screen.queryByLabelText('Rep', { selector: 'input' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/employees/simple'))).toBe(false);
  });

  it('shows a rep their own tiles: the three months, the searches, each JV and Events', async () => {
    // Saturday 28 November 2026 at noon in Los Angeles.
    vi.useFakeTimers({ now: new Date('2026-11-28T20:00:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Sales'], employee_uuid: EMPLOYEE_ID });
    serve();
    renderApp('/SalesDashboard');

    const open = await screen.findByRole('link', { name: 'Open, November 2026: 7' });
    expect(open.getAttribute('href')).toBe(
      '/reports/open-orders?marketing_rep_id=42&open_start=2026-11-01&open_end=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Comm. Revenue, October 2026: $0.00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Closed, December 2026: 0' })).toBeTruthy();
    expect(screen.getByText('Client Search')).toBeTruthy();
    expect(screen.getByText('File Search')).toBeTruthy();
    // The JV breakdown failed: its counts are zeros, still linked to the JV's order lists.
    expect(
      (await screen.findByRole('link', { name: 'Closed MTD, Acme Homes (AZ): 0' })).getAttribute('href'),
    ).toBe(
      '/reports/closed-orders?marketing_rep_id=42&jv_entity_id=3&close_start=2026-11-01&close_end=2026-11-28',
    );
    expect(screen.getByText('Events')).toBeTruthy();
    expect(screen.queryByText(NOT_LINKED)).toBeNull();
  });

  it("puts the commission tile on a rep's dashboard on the 24th, with the distribution", async () => {
    // Tuesday 24 November 2026 at noon in Los Angeles: October is the commission period.
    vi.useFakeTimers({ now: new Date('2026-11-24T20:00:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Sales'], employee_uuid: EMPLOYEE_ID });
    serve({ commission: true });
    renderApp('/SalesDashboard');
    expect(await screen.findByRole('button', { name: 'Email spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Distribute Commission' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Open, November 2026: 7' })).toBeTruthy();
  });

  it('hides the distribution from a Sales-Assistant viewing the rep', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T20:00:00Z'), toFake: ['Date'] });
    storeToken({
      roles: ['Sales-Assistant'],
      employee_uuid: null,
      view_user_id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
      view_employee_uuid: VIEWED_EMPLOYEE_ID,
    });
    serve({ commission: true });
    renderApp(`/SalesDashboard?employee_uuid=${VIEWED_EMPLOYEE_ID}`);
    expect(await screen.findByText('Viewing dashboard for Sam Rep')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Email spreadsheet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Distribute Commission' })).toBeNull();
  });
});
