import type { User } from '@hub/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedField, typeInto as type } from '@/test/forms';
import { jsonResponse, mockFetch, renderWithProviders, storeToken, USER_ID } from '@/test/utils';
import { USER_SAVE_FAILED, UserForm } from './user-form';

const EMAIL_WRONG = 'Must be an e-mail address';
const PASSWORD_TOO_SHORT = 'Must be at least 8 characters';

const OTHER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const user = (uuid: string): User => ({
  uuid,
  email: 'someone@hub.test',
  first_name: 'Some',
  last_name: 'One',
  cell_phone: null,
  is_active: true,
  is_verified: true,
  roles: 'Super User',
  employee_id: null,
  view_employee_id: null,
  state: null,
  version: 1,
});

function serve() {
  mockFetch((url) => {
    if (url === '/api/users/roles/live')
      return jsonResponse({ roles: 'Super User', is_active: true, state: null });
    const match = /^\/api\/users\/([0-9a-f-]{36})$/.exec(url);
    if (match?.[1]) return jsonResponse(user(match[1]));
    return jsonResponse([]);
  });
}

// Changing one's own password needs the current one: the users form offers it only for others.
describe('UserForm password', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken({ roles: ['Super User'] });
    serve();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers a new password for someone else's user", async () => {
    renderWithProviders(<UserForm uuid={OTHER_ID} onDone={vi.fn()} />);
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
  });

  it('sends super users to Change Password for their own, instead of a field the save would refuse', async () => {
    renderWithProviders(<UserForm uuid={USER_ID} onDone={vi.fn()} />);
    const link = await screen.findByRole('link', { name: 'Change Password' });
    expect(link.getAttribute('href')).toBe('/change-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});

// Issue 10: validation errors stayed red after the field was fixed.
describe('UserForm errors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken({ roles: ['Super User'] });
    serve();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields with the contract before sending, and clears an error as soon as its field is fixed', async () => {
    const fetch = mockFetch(serverFor());
    renderWithProviders(<UserForm uuid={null} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMAIL_WRONG)).toBeTruthy();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    type('E-mail', 'new@hub.test');
    expect(screen.queryByText(EMAIL_WRONG)).toBeNull();
    const password = screen.getByLabelText('Password', { exact: false, selector: 'input' });
    fireEvent.change(password, { target: { value: 'short' } });
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'long enough now' } });
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).toBeNull();
  });

  it("shows the server's field errors at their fields in words, with the spec's message, and no raw text", async () => {
    mockFetch(serverFor(refusedField('email', 'must be an e-mail address')));
    renderWithProviders(<UserForm uuid={null} onDone={vi.fn()} />);
    await screen.findByLabelText('E-mail', { exact: false });
    type('E-mail', 'new@hub.test');
    fireEvent.change(screen.getByLabelText('Password', { exact: false, selector: 'input' }), {
      target: { value: 'long enough now' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMAIL_WRONG)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(USER_SAVE_FAILED);
    expect(screen.queryByText(/body\./)).toBeNull();
    type('E-mail', 'other@hub.test');
    expect(screen.queryByText(EMAIL_WRONG)).toBeNull();
  });
});

/** The user screen's calls; a POST is refused with `refusal` (a 400) when one is given. */
function serverFor(refusal?: object) {
  return (url: string, init: RequestInit) => {
    if (init.method === 'POST' && refusal) return jsonResponse(refusal, 400);
    if (url === '/api/users/roles/live')
      return jsonResponse({ roles: 'Super User', is_active: true, state: null });
    return jsonResponse([]);
  };
}
