import { type GetRolesLiveResponse, SESSION_DETAILS, type TokenClaims } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth';
import {
  EMPLOYEE_ID,
  jsonResponse,
  makeToken,
  mockFetch,
  renderApp,
  storeToken,
  VIEWED_EMPLOYEE_ID,
} from '@/test/utils';

const live = (roles: string, extra: Partial<GetRolesLiveResponse> = {}) =>
  jsonResponse({ roles, is_active: true, state: 'AZ', ...extra });

function signedIn(claims: Partial<TokenClaims>, rolesLive: () => Response | Promise<Response>) {
  storeToken(claims);
  return mockFetch((url) => {
    if (url === '/api/users/roles/live') return rolesLive();
    return jsonResponse({ detail: `unexpected ${url}` }, 404);
  });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navLabels = () => Array.from(mainNav().querySelectorAll('a, button'), (element) => element.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('without a token', () => {
  it('shows only the login screen, on any route', () => {
    mockFetch(() => jsonResponse({}));
    for (const path of ['/', '/reports/branches?state=AZ', '/admin']) {
      const { router, unmount } = renderApp(path);
      expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.getByAltText('Magnus Title')).toBeTruthy();
      expect(screen.getByAltText('Hub')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      unmount();
    }
  });

  it('treats an undecodable token as none', () => {
    window.localStorage.setItem('access_token', 'not-a-jwt');
    mockFetch(() => jsonResponse({}));
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('signs in at /login, keeps the token and goes to /', async () => {
    const token = makeToken({ roles: ['Admin'] });
    mockFetch((url) => {
      if (url === '/api/auth/login')
        return jsonResponse({ access_token: token, token_type: 'bearer', expires_in: 60 });
      if (url === '/api/users/roles/live') return live('Admin');
      return jsonResponse({}, 404);
    });
    const { router } = renderApp('/login');
    fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: 'admin@hub.test' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'hub-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('link', { name: /Upload/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBe(token);
  });
});

describe('root dashboard', () => {
  it("shows 'Checking access…' and then the launcher for other roles", async () => {
    let answer: (response: Response) => void = () => {};
    signedIn({ roles: ['Admin'] }, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/');
    expect(await screen.findByText('Checking access…')).toBeTruthy();
    answer(live('Admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Admin/ }).getAttribute('href')).toBe('/admin');
    expect(main.getByRole('link', { name: /Reports/ }).getAttribute('href')).toBe('/reports');
    const upload = main.getByRole('link', { name: /Upload/ });
    expect(upload.getAttribute('href')).toBe('/upload');
    expect(upload.textContent).toContain('Upload spreadsheet of employees or other data');
    expect(screen.getByRole('form', { name: 'File Search' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Client Search' })).toBeTruthy();
    const comingSoon = screen.getByText('Coming Soon').closest('[aria-disabled="true"]');
    expect(comingSoon).toBeTruthy();
    expect(comingSoon?.tagName).not.toBe('A');
  });

  it('shows the sales dashboard to Sales, with its tiles', async () => {
    signedIn({ roles: ['Sales'], employee_uuid: EMPLOYEE_ID }, () => live('Sales'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sales Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Events')).toBeTruthy();
    expect(screen.queryByText(/not correctly linked/)).toBeNull();
    expect(screen.queryByText(/Viewing dashboard for/)).toBeNull();
  });

  it('shows Access Denied on a dashboard when the user has no employee link', async () => {
    signedIn({ roles: ['Sales-Assistant'], employee_uuid: null }, () => live('Sales-Assistant'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sales Dashboard' })).toBeTruthy();
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(
      screen.getByText('This user is not correctly linked to an employee record. Please contact support.'),
    ).toBeTruthy();
  });

  it("sends a Sales-Assistant viewing a rep to the rep's /SalesDashboard with the banner", async () => {
    storeToken({ roles: ['Sales-Assistant'], view_employee_uuid: VIEWED_EMPLOYEE_ID });
    mockFetch((url) => {
      if (url === '/api/users/roles/live') return live('Sales-Assistant');
      // The banner names the rep (the employee read fails here: the banner then says why, never the uuid).
      return jsonResponse({ detail: 'Employee not found.' }, 404);
    });
    const { router } = renderApp('/');
    expect(await screen.findByText('Employee not found.')).toBeTruthy();
    expect(screen.queryByText(new RegExp(VIEWED_EMPLOYEE_ID))).toBeNull();
    expect(router.state.location.pathname).toBe('/SalesDashboard');
    expect(router.state.location.search).toBe(`?employee_uuid=${VIEWED_EMPLOYEE_ID}`);
    expect(screen.getByRole('heading', { name: 'Sales Dashboard' })).toBeTruthy();
  });

  it('shows the escrow dashboard to an Escrow Officer', async () => {
    signedIn({ roles: ['Escrow Officer'], employee_uuid: EMPLOYEE_ID }, () => live('Escrow Officer'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Escrow Dashboard' })).toBeTruthy();
  });

  it('sends an inactive user to /not-authorized', async () => {
    signedIn({ roles: ['Admin'] }, () => live('Admin', { is_active: false }));
    const { router } = renderApp('/');
    expect(await screen.findByText('You do not have permission to access this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-authorized');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('sends a failed check to /not-authorized', async () => {
    signedIn({ roles: ['Admin'] }, () => jsonResponse({ detail: 'boom' }, 500));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });

  it("sends the server's 403 for an inactive account to /not-authorized", async () => {
    signedIn({ roles: ['Admin'] }, () => jsonResponse({ detail: SESSION_DETAILS.inactive }, 403));
    const { router } = renderApp('/');
    expect(await screen.findByText('You do not have permission to access this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-authorized');
  });

  it('sends a 403 to /login', async () => {
    signedIn({ roles: ['Admin'] }, () => jsonResponse({ detail: SESSION_DETAILS.forbidden }, 403));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('on a 401 drops the token, shows the toast and lands on /login', async () => {
    signedIn({ roles: ['Admin'] }, () => jsonResponse({ detail: 'Token expired' }, 401));
    const { router } = renderApp('/');
    expect(await screen.findByText('Your session expired. Please log in again.')).toBeTruthy();
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});

describe('routes', () => {
  it.each(['/DefaultDashboard', '/no/such/page'])('%s shows the default dashboard', async (path) => {
    signedIn({ roles: ['Admin'] }, () => live('Admin'));
    renderApp(path);
    expect(await screen.findByRole('link', { name: /Upload/ })).toBeTruthy();
  });

  it('an admin page beyond the role goes to /not-authorized (/admin/users is for super roles)', async () => {
    signedIn({ roles: ['Admin'] }, () => live('Admin'));
    const { router } = renderApp('/admin/users');
    expect(await screen.findByText('You do not have permission to access this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-authorized');
  });

  it('/banking says the module is coming soon', () => {
    signedIn({ roles: ['Banking'] }, () => live('Banking'));
    renderApp('/banking');
    expect(screen.getByRole('heading', { name: 'Banking' })).toBeTruthy();
    expect(screen.getByText('The banking module is coming soon.')).toBeTruthy();
  });

  it('/change-password returns to / 1.5 s after a successful change', async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch((url) =>
      url === '/api/users/roles/live' ? live('Admin') : jsonResponse({ detail: 'Password updated' }),
    );
    const { router } = renderApp('/change-password');
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});

describe('search tiles', () => {
  it('File Search is disabled until an order number is typed, then opens the file search report', async () => {
    signedIn({ roles: ['Admin'] }, () => live('Admin'));
    const { router } = renderApp('/DefaultDashboard');
    const form = screen.getByRole('form', { name: 'File Search' });
    const button = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(form).getByPlaceholderText('Order number'), { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(within(form).getByPlaceholderText('Order number'), { target: { value: ' 25-001234 ' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/file-search'));
    expect(router.state.location.search).toBe('?order_number=25-001234');
  });

  it('Client Search defaults to one year back through today and opens the client search report', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T18:00:00Z'), toFake: ['Date'] });
    signedIn({ roles: ['Admin'] }, () => live('Admin'));
    const { router } = renderApp('/DefaultDashboard');
    const form = screen.getByRole('form', { name: 'Client Search' });
    expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-15');
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-15');
    const button = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(form).getByPlaceholderText('Client name'), { target: { value: 'Acme Lending' } });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/client-search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      start: '2025-03-15',
      end: '2026-03-15',
      client_search: 'Acme Lending',
    });
  });
});

describe('layout', () => {
  it.each([
    [['Super User'], ['Dashboard', 'Admin', 'Reports', 'Rep Dashboard', 'Change Password', 'Logout']],
    [['Admin'], ['Dashboard', 'Admin', 'Reports', 'Change Password', 'Logout']],
    [['Sales'], ['Dashboard', 'Rep Dashboard', 'Change Password', 'Logout']],
    [['Escrow Officer'], ['Dashboard', 'Change Password', 'Logout']],
  ] as const)('shows %j the menu %j', (roles, expected) => {
    signedIn({ roles: [...roles] }, () => live(roles.join(',')));
    renderApp('/banking');
    expect(navLabels()).toEqual(expected);
  });

  it('Logout removes the token and goes to /', async () => {
    signedIn({ roles: ['Admin'] }, () => live('Admin'));
    const { router } = renderApp('/banking');
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
    expect(getToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
