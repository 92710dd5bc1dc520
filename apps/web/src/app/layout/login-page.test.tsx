import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth';
import { jsonResponse, makeToken, mockFetch, renderApp, storeToken, VIEWED_EMPLOYEE_ID } from '@/test/utils';

const ADMIN_TOKEN = makeToken({ roles: ['Admin'] });

/** The API of a signed-in Admin: sign-in answers a token, the live role check says Admin. */
function serve(overrides: (url: string) => Response | undefined = () => undefined) {
  return mockFetch((url) => {
    const answer = overrides(url);
    if (answer) return answer;
    if (url === '/api/auth/login')
      return jsonResponse({ access_token: ADMIN_TOKEN, token_type: 'bearer', expires_in: 3600 });
    if (url === '/api/users/roles/live')
      return jsonResponse({ roles: 'Admin', is_active: true, state: 'AZ' });
    return jsonResponse([]);
  });
}

function submitLogin() {
  fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: 'admin@hub.test' } });
  fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'hub-demo-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const here = (router: ReturnType<typeof renderApp>['router']) => {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/login when already signed in', () => {
  it('sends the user on to where their role lands, not to the form', async () => {
    storeToken({ roles: ['Admin'] });
    serve();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('link', { name: /Upload/ })).toBeTruthy();
    expect(here(router)).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it("lands a Sales-Assistant viewing a rep on that rep's dashboard", async () => {
    storeToken({ roles: ['Sales-Assistant'], view_employee_uuid: VIEWED_EMPLOYEE_ID });
    serve((url) =>
      url === '/api/users/roles/live'
        ? jsonResponse({ roles: 'Sales-Assistant', is_active: true, state: 'AZ' })
        : undefined,
    );
    const { router } = renderApp('/login');
    await waitFor(() => expect(here(router)).toBe(`/SalesDashboard?employee_uuid=${VIEWED_EMPLOYEE_ID}`));
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('goes on to the page /login was asked to return to', async () => {
    storeToken({ roles: ['Admin'] });
    serve();
    const { router } = renderApp('/login?next=%2Fbanking');
    expect(await screen.findByRole('heading', { name: 'Banking' })).toBeTruthy();
    expect(here(router)).toBe('/banking');
  });
});

describe('signing in keeps the destination', () => {
  it('a link opened signed out shows that page after signing in', async () => {
    serve();
    const { router } = renderApp('/reports/branches?state=NV#top');
    submitLogin();
    await waitFor(() => expect(getToken()).toBe(ADMIN_TOKEN));
    expect(here(router)).toBe('/reports/branches?state=NV#top');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('signing in at /login?next= goes back there', async () => {
    serve();
    const { router } = renderApp('/login?next=%2Fbanking');
    submitLogin();
    expect(await screen.findByRole('heading', { name: 'Banking' })).toBeTruthy();
    expect(here(router)).toBe('/banking');
  });

  it.each([
    'https://evil.example/banking',
    '//evil.example/banking',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never leaves the site: next=%s leads to /', async (next) => {
    serve();
    const { router } = renderApp(`/login?next=${encodeURIComponent(next)}`);
    submitLogin();
    expect(await screen.findByRole('link', { name: /Upload/ })).toBeTruthy();
    expect(here(router)).toBe('/');
  });

  it('after a 401 the login screen remembers the page, and signing in returns to it', async () => {
    storeToken({ roles: ['Admin'] });
    let expired = true;
    serve((url) =>
      expired && url !== '/api/auth/login' ? jsonResponse({ detail: 'Token expired' }, 401) : undefined,
    );
    const { router } = renderApp('/admin/cost-centers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fcost-centers');
    expired = false;
    submitLogin();
    await waitFor(() => expect(here(router)).toBe('/admin/cost-centers'));
  });
});
