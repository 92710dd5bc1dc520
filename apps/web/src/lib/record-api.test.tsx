import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestQueryClient, jsonResponse, mockFetch, storeToken } from '@/test/utils';
import { useRecordQuery, useSaveRecord } from './record-api';

const ZThing = z.object({ id: z.number(), name: z.string(), version: z.number() });
const ZSaveThing = z.strictObject({ name: z.string() });
const thingKeys = { all: ['things'] as const, one: (id: string) => ['things', 'one', id] as const };
const otherKeys = { all: ['others'] as const };

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(thingKeys.all, []);
  queryClient.setQueryData(otherKeys.all, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('record-api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing for a new record, and asks for a record at its escaped address', async () => {
    storeToken();
    const fetch = mockFetch(() => jsonResponse({ id: 1, name: 'One', version: 3 }));
    const { wrapper } = setup();
    const endpoint = { collection: '/things', queryKey: thingKeys.one, schema: ZThing };
    const fresh = renderHook(() => useRecordQuery(endpoint, null), { wrapper });
    expect(fresh.result.current.isPending).toBe(true);
    expect(fetch).not.toHaveBeenCalled();

    const loaded = renderHook(() => useRecordQuery(endpoint, 'a/b'), { wrapper });
    await waitFor(() => expect(loaded.result.current.data).toEqual({ id: 1, name: 'One', version: 3 }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/things/a%2Fb']);
  });

  it('creates with POST, saves with PUT and the version, then refreshes the areas that show the record', async () => {
    storeToken();
    const fetch = mockFetch(() => jsonResponse({ id: 7, name: 'Seven', version: 2 }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useSaveRecord({
          collection: '/things',
          request: ZSaveThing,
          response: ZThing,
          refresh: [thingKeys.all, otherKeys.all],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ key: null, version: null, body: { name: 'Seven' } }));
    await act(() => result.current.mutateAsync({ key: 7, version: 1, body: { name: 'Seven' } }));

    const calls = fetch.mock.calls.map(([url, init]) => [
      url,
      init?.method,
      new Headers(init?.headers).get('If-Match'),
    ]);
    expect(calls).toEqual([
      ['/api/things', 'POST', null],
      ['/api/things/7', 'PUT', '"1"'],
    ]);
    expect(queryClient.getQueryState(thingKeys.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKeys.all)?.isInvalidated).toBe(true);
  });
});
