import { type FetchHandler, mockFetch } from './utils';

/** A write (any method but GET) a fake server received: its body parsed, its If-Match header. */
export type WriteCall = { url: string; method: string; body: unknown; ifMatch: string | null };

/**
 * Replace fetch with a server that answers reads (GET) with `onRead` and records every write before
 * answering it with `onWrite`; returns the writes and the mock.
 */
export function mockWritesServer(onRead: FetchHandler, onWrite: (call: WriteCall) => Response) {
  const writes: WriteCall[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return onRead(url, init);
    const call = {
      url,
      method,
      body: init.body ? JSON.parse(String(init.body)) : null,
      ifMatch: new Headers(init.headers).get('If-Match'),
    };
    writes.push(call);
    return onWrite(call);
  });
  return { writes, fetchMock };
}
