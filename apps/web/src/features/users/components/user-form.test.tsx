import type { User } from '@hub/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken, USER_ID } from '@/test/utils';
import { UserForm } from './user-form';
import { EMAIL_REQUIRED, PASSWORD_REQUIRED, PASSWORD_TOO_SHORT } from './user-values';

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

  it('clears an error as soon as its field holds a valid value', async () => {
    renderWithProviders(<UserForm uuid={null} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail', { exact: false }), {
      target: { value: 'new@hub.test' },
    });
    expect(screen.queryByText(EMAIL_REQUIRED)).toBeNull();
    const password = screen.getByLabelText('Password', { exact: false, selector: 'input' });
    fireEvent.change(password, { target: { value: 'short' } });
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'long enough now' } });
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).toBeNull();
  });
});
