import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './login.ts';

describe('login request', () => {
  it('accepts an e-mail and password', () => {
    expect(ZLoginRequest.parse({ email: ' a@b.test ', password: 'x' })).toEqual({
      email: 'a@b.test',
      password: 'x',
    });
  });

  it('refuses unknown fields rather than ignoring them', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.test', password: 'x', roles: 'Super User' }).success).toBe(
      false,
    );
  });

  it('refuses an empty password', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.test', password: '' }).success).toBe(false);
  });
});
