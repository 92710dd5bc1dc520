import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { LoginForm } from './login-form';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm (spec 000 §2 Login, §4, §5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the heading, typed fields and the Login button, with nothing required', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginForm onLogin={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    const email = screen.getByPlaceholderText('Email') as HTMLInputElement;
    const password = screen.getByPlaceholderText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    expect(email.required).toBe(false);
    expect(password.required).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('posts the e-mail and password without a bearer and hands the token to onLogin', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ access_token: 'tok-123', token_type: 'bearer', expires_in: 3600 }),
    );
    const onLogin = vi.fn();
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fillAndSubmit('super@hub.test', 'hub-demo-2026');
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('tok-123'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'super@hub.test', password: 'hub-demo-2026' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it("reads 'Invalid credentials' for a refused sign-in, above the form", async () => {
    mockFetch(() => jsonResponse({ detail: 'Wrong e-mail or password' }, 401));
    const onLogin = vi.fn();
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fillAndSubmit('super@hub.test', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid credentials');
    // The error line comes before the form.
    const form = screen.getByRole('form', { name: 'Login' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("reads 'Invalid credentials' for any failure: rate limit, server error, network, empty fields", async () => {
    const answers: Array<() => Response> = [
      () => jsonResponse({ detail: 'Too many attempts' }, 429),
      () => jsonResponse({ detail: 'boom' }, 500),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse({ detail: 'body/password: password is required' }, 400),
    ];
    let next = 0;
    mockFetch(() => (answers[next++] ?? answers[0])?.() as Response);
    renderWithProviders(<LoginForm onLogin={vi.fn()} />);
    for (let i = 0; i < answers.length; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid credentials'));
      await waitFor(() => expect(next).toBe(i + 1));
    }
  });

  it('clears the error at the start of each submit', async () => {
    let resolveSecond: (response: Response) => void = () => {};
    let calls = 0;
    mockFetch(() => {
      calls++;
      if (calls === 1) return jsonResponse({ detail: 'no' }, 401);
      return new Promise<Response>((resolve) => {
        resolveSecond = resolve;
      });
    });
    const onLogin = vi.fn();
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fillAndSubmit('a@hub.test', 'bad');
    await screen.findByText('Invalid credentials');
    fillAndSubmit('a@hub.test', 'good');
    // While the second attempt is pending the old error is gone.
    await waitFor(() => expect(screen.queryByText('Invalid credentials')).toBeNull());
    await waitFor(() => expect(calls).toBe(2));
    resolveSecond(jsonResponse({ access_token: 't', token_type: 'bearer', expires_in: 60 }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith('t'));
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });
});
