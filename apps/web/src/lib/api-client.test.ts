import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeToken } from '@/test/utils';
import {
  ApiError,
  api,
  configureSessionHandling,
  errorDetail,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_REDIRECT_MS,
} from './api-client';
import { getToken } from './auth';
import { notify } from './notify';

describe('api client', () => {
  let path = '/reports';
  const redirect = vi.fn<(to: string) => void>();

  beforeEach(() => {
    path = '/reports';
    redirect.mockReset();
    configureSessionHandling({ redirect, currentPath: () => path });
    vi.spyOn(notify, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
  });

  afterEach(async () => {
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('prefixes /api, sends the bearer and JSON, and returns the parsed answer', async () => {
    const token = storeToken();
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await expect(api.patch('/users/u1/password', { password: 'secret-123' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/u1/password');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(JSON.stringify({ password: 'secret-123' }));
  });

  it('sends no bearer on the sign-in call', async () => {
    storeToken();
    const fetchMock = mockFetch(() => jsonResponse({}));
    await api.post('/auth/login', { email: 'a', password: 'b' }, { auth: false });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("throws an ApiError with the status and the server's detail", async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'password: must be at least 8 characters' }, 400));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'password: must be at least 8 characters' });
    expect(errorDetail(error, 'Failed.')).toBe('password: must be at least 8 characters');
    expect(errorDetail(new ApiError(500, null), 'Failed.')).toBe('Failed.');
  });

  it('throws an ApiError with status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
  });

  it('on a 401 removes the token, shows the toast and goes to /login after 100 ms', async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Token expired' }, 401));
    await expect(api.get('/users/roles/live')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(notify.error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything());
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session expired. Please log in again.');
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The login screen is told where to come back to after signing in again.
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/login?next=%2Freports');
  });

  it('comes back to the whole address, query included, but names no page for /', async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Token expired' }, 401));
    path = '/reports/branches?state=NV';
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirect).toHaveBeenLastCalledWith('/login?next=%2Freports%2Fbranches%3Fstate%3DNV');
    storeToken();
    path = '/';
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirect).toHaveBeenLastCalledWith('/login');
  });

  it('shows one toast and redirects once when several calls fail together', async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Token expired' }, 401));
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('shows no toast and does not redirect when already on /login', async () => {
    path = '/login?next=%2Fadmin';
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Token expired' }, 401));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS * 2);
    expect(getToken()).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows no toast when the login screen is already showing (no usable token)', async () => {
    mockFetch(() => jsonResponse({ detail: 'Not authenticated' }, 401));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith('/login?next=%2Freports');
  });

  it('treats a 401 from the sign-in call as wrong credentials, not an expired session', async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'Invalid credentials' }, 401));
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(getToken()).not.toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not touch the session on a 403', async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'User is inactive' }, 403));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403, detail: 'User is inactive' });
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(getToken()).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });
});
