import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth';
import { jsonResponse, mockFetch, renderWithProviders, storeToken, USER_ID } from '@/test/utils';
import {
  ChangePasswordForm,
  PASSWORD_REDIRECT_MS,
  PASSWORDS_MUST_MATCH,
  passwordsMatch,
} from './change-password-form';

const CURRENT = 'current-password-0';

function submit(password: string, confirm: string, current = CURRENT) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('passwordsMatch (spec 000 §5)', () => {
  it('needs both fields non-empty and equal', () => {
    const match = (password: string, confirm: string) =>
      passwordsMatch({ current_password: CURRENT, password, confirm }).confirm ?? null;
    expect(match('', '')).toBe(PASSWORDS_MUST_MATCH);
    expect(match('abcdefgh', '')).toBe(PASSWORDS_MUST_MATCH);
    expect(match('', 'abcdefgh')).toBe(PASSWORDS_MUST_MATCH);
    expect(match('abcdefgh', 'abcdefgH')).toBe(PASSWORDS_MUST_MATCH);
    expect(match('abcdefgh', 'abcdefgh')).toBeNull();
    expect(PASSWORDS_MUST_MATCH).toBe('Passwords must match and cannot be empty.');
  });
});

describe('ChangePasswordForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refuses empty or different passwords without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={vi.fn()} />);
    submit('', '');
    expect(await screen.findByText('Passwords must match and cannot be empty.')).toBeTruthy();
    submit('new-password-1', 'new-password-2');
    expect(screen.getByText('Passwords must match and cannot be empty.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the current password without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={vi.fn()} />);
    submit('new-password-1', 'new-password-1', '');
    expect(await screen.findByText('Is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's words when the current password is wrong, and stays", async () => {
    storeToken();
    mockFetch(() => jsonResponse({ detail: 'The current password is not correct.' }, 400));
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={onDone} />);
    submit('new-password-1', 'new-password-1', 'not-my-password');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    await waitFor(() => expect(onDone).not.toHaveBeenCalled());
  });

  it('sends the password in the body, keeps the new token, and returns after 1.5 s', async () => {
    storeToken();
    const fetchMock = mockFetch(() =>
      jsonResponse({ detail: 'Password updated', access_token: 'fresh-token' }),
    );
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={onDone} />);
    vi.useFakeTimers();
    submit('new-password-1', 'new-password-1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Password updated successfully.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/users/${USER_ID}/password`);
    expect(url).not.toContain('new-password-1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: CURRENT, password: 'new-password-1' });
    expect(getToken()).toBe('fresh-token');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PASSWORD_REDIRECT_MS - 1);
    });
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('checks the length with the contract before sending, and clears it once the password is long enough', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={vi.fn()} />);
    submit('short', 'short');
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'long-enough' } });
    expect(screen.queryByText('Must be at least 8 characters')).toBeNull();
  });

  it("shows a server's field error at its field in words, and 'Failed to update password.' (spec 000 §8)", async () => {
    storeToken();
    const refused = {
      detail: 'body.password: must be at most 1024 characters',
      errors: [{ path: 'password', message: 'must be at most 1024 characters' }],
    };
    mockFetch(() => jsonResponse(refused, 400));
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={vi.fn()} />);
    submit('new-password-1', 'new-password-1');
    expect(await screen.findByText('Must be at most 1024 characters')).toBeTruthy();
    expect(screen.getByText('Failed to update password.')).toBeTruthy();
    expect(screen.queryByText(/body\./)).toBeNull();
  });

  it("falls back to 'Failed to update password.'", async () => {
    storeToken();
    mockFetch(() => new Response('', { status: 500 }));
    const onDone = vi.fn();
    renderWithProviders(<ChangePasswordForm userId={USER_ID} onDone={onDone} />);
    submit('new-password-1', 'new-password-1');
    expect(await screen.findByText('Failed to update password.')).toBeTruthy();
    await waitFor(() => expect(onDone).not.toHaveBeenCalled());
  });
});
