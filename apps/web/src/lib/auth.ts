import type { TokenClaims } from '@hub/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { parseTokenClaims } from './token-claims';

/** The browser-storage key of the bearer token (spec 000 §1: read from browser storage on every call). */
export const TOKEN_STORAGE_KEY = 'access_token';

export type Session = { token: string; claims: TokenClaims };

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the app then behaves as signed out.
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  emit();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  emit();
}

/** Subscribe to token changes in this tab and in other tabs (the `storage` event). */
export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Read the claims of a JWT without verifying it (the server verifies every call).
 * Anything that is not a three-part token with a payload matching the contract gives null.
 */
export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return parseTokenClaims(JSON.parse(base64UrlDecode(parts[1])));
  } catch {
    return null;
  }
}

/** The stored session, or null when no token is stored or it cannot be decoded (treated as signed out). */
export function readSession(): Session | null {
  const token = getToken();
  const claims = decodeClaims(token);
  return token && claims ? { token, claims } : null;
}

/** The current session; re-renders when the token is stored, replaced or removed. */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  return useMemo(() => {
    const claims = decodeClaims(token);
    return token && claims ? { token, claims } : null;
  }, [token]);
}
