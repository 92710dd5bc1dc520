import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimsFor, makeToken } from '@/test/utils';
import {
  clearToken,
  decodeClaims,
  getToken,
  readSession,
  setToken,
  TOKEN_STORAGE_KEY,
  useSession,
} from './auth';

describe('auth token', () => {
  it("keeps the token in localStorage under 'access_token'", () => {
    setToken('abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(TOKEN_STORAGE_KEY).toBe('access_token');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('decodes the claims of a token (base64url, UTF-8)', () => {
    const token = makeToken({ first_name: 'Zoë', roles: ['Sales', 'Sales-Assistant'] });
    expect(decodeClaims(token)).toEqual(
      claimsFor({ first_name: 'Zoë', roles: ['Sales', 'Sales-Assistant'] }),
    );
  });

  it('treats an undecodable token as no token', () => {
    for (const token of ['', 'garbage', 'a.b.c', 'a.%%%.c', `x.${btoa('{"sub":"not-a-uuid"}')}.y`, null]) {
      expect(decodeClaims(token)).toBeNull();
    }
    setToken('garbage');
    expect(readSession()).toBeNull();
  });

  it('re-renders useSession when the token is stored or removed', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    const token = makeToken({ email: 'a@hub.test' });
    act(() => setToken(token));
    expect(result.current?.token).toBe(token);
    expect(result.current?.claims.email).toBe('a@hub.test');
    act(() => clearToken());
    expect(result.current).toBeNull();
  });
});
