import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, mockFetch, storeToken } from '@/test/utils';
import { useReportState } from './use-report-state';

/** useReportState with the live roles answering `roles` in `state`. */
function reportStateFor(roles: string, state: 'AZ' | 'NV' | null, asked: 'AZ' | 'NV' | null) {
  storeToken();
  const fetch = mockFetch(() => jsonResponse({ roles, is_active: true, state }));
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetch, hook: renderHook(() => useReportState(asked), { wrapper }) };
}

describe('useReportState', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not ready, with no state, until the live roles answer', async () => {
    const { fetch, hook } = reportStateFor('Admin', null, 'NV');
    expect(hook.result.current).toEqual({ states: [], state: null, ready: false });
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/roles/live']);
    expect(hook.result.current).toEqual({ states: ['AZ', 'NV'], state: 'NV', ready: true });
  });

  it('shows a State Super User their own state whatever the address asks', async () => {
    const { hook } = reportStateFor('State Super User', 'NV', 'AZ');
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(hook.result.current).toEqual({ states: ['NV'], state: 'NV', ready: true });
  });

  it('offers no state to a user who may report on none', async () => {
    const { hook } = reportStateFor('Sales', 'AZ', 'AZ');
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(hook.result.current).toEqual({ states: [], state: null, ready: true });
  });
});
