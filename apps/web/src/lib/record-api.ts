import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type QueryValue, type ResponseSchema } from './api-client';

/**
 * The small pieces every area's API files are made of (STYLE.md 5: one file per endpoint), so each
 * area's hook is a line or two: the GET of a list or a document, the GET of one record to edit, and
 * the create-or-update of a record with its version. Keys come from `lookups/query-keys.ts`.
 */

/** The address of one record of a collection: `/branches/{uuid}`, `/cost-centers/{id}`. */
export const recordPath = (collection: string, key: string | number) =>
  `${collection}/${encodeURIComponent(String(key))}`;

/** A GET's query options: the area's key, the path, the contract's response schema (and the query string). */
export function getQuery<T, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: ResponseSchema<T>,
  query?: Record<string, QueryValue>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get(path, { query, schema, signal }) });
}

export type RecordEndpoint<Key extends string | number, T> = {
  /** The record is at `{collection}/{key}`. */
  collection: string;
  queryKey: (key: Key) => QueryKey;
  schema: ResponseSchema<T>;
};

/**
 * `GET {collection}/{key}`: one record for its form, asked again each time a form opens (the form
 * edits what the server has now, not a copy from earlier). `null` (a new record) asks nothing.
 */
export function useRecordQuery<Key extends string | number, T>(
  { collection, queryKey, schema }: RecordEndpoint<Key, T>,
  key: Key | null,
) {
  return useQuery({
    queryKey: key === null ? [collection, 'new'] : queryKey(key),
    queryFn:
      key === null ? skipToken : ({ signal }) => api.get(recordPath(collection, key), { schema, signal }),
    staleTime: 0,
  });
}

/**
 * Invalidates the areas a change shows in. The first key (the changed area's own) is fetched again at
 * once, unmounted lists too, and awaited: the list a form goes back to already shows the save. The
 * others (areas that show the record by name) are fetched again when next shown.
 */
export function refreshAreas(queryClient: QueryClient, [own, ...others]: readonly QueryKey[]) {
  return Promise.all([
    own && queryClient.invalidateQueries({ queryKey: own, refetchType: 'all' }),
    ...others.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** What a record's save sends: no key for a new record (POST), else its key and the version the form loaded. */
export type SaveRecordArgs<Body> = {
  key: string | number | null;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number | null;
  body: Body;
};

export type SaveRecordEndpoint<Request extends z.ZodType, T> = {
  /** POST {collection} creates, PUT {collection}/{key} (If-Match: the version) saves. */
  collection: string;
  /** The contract's request schema: the body the mutation takes is its input (the form checked it). */
  request: Request;
  response: ResponseSchema<T>;
  /** The area's own key first, then the areas that show the record (see {@link refreshAreas}). */
  refresh: readonly QueryKey[];
};

/** A record's save: `POST {collection}` for a new one, else `PUT {collection}/{key}` with If-Match. */
export function useSaveRecord<Request extends z.ZodType, T>({
  collection,
  response,
  refresh,
}: SaveRecordEndpoint<Request, T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, version, body }: SaveRecordArgs<z.input<Request>>): Promise<T> =>
      key === null
        ? api.post(collection, body, { schema: response })
        : api.put(recordPath(collection, key), body, { schema: response, ifMatch: version }),
    onSuccess: () => refreshAreas(queryClient, refresh),
  });
}

export type RefreshAfter<Args> = {
  /** The cache key the change makes out of date (lib/lookups/query-keys.ts). */
  refresh: (args: Args) => QueryKey;
  /** Also after a failure: a refused change (412, 404) means the screen is out of date. */
  evenOnFailure?: boolean;
};

/** A mutation that marks what it changed out of date (screens showing it ask again). */
export function useRefreshingMutation<Args, T>(
  mutationFn: (args: Args) => Promise<T>,
  { refresh, evenOnFailure = false }: RefreshAfter<Args>,
) {
  const queryClient = useQueryClient();
  const invalidate = (args: Args) => queryClient.invalidateQueries({ queryKey: refresh(args) });
  return useMutation({
    mutationFn,
    onSuccess: evenOnFailure ? undefined : (_, args) => invalidate(args),
    onSettled: evenOnFailure ? (_, __, args) => invalidate(args) : undefined,
  });
}

/** A save answered with the whole document as now stored (the fraud list, the report options): it replaces the cached one. */
export function useDocumentSave<Args, T>(mutationFn: (args: Args) => Promise<T>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (saved) => queryClient.setQueryData(queryKey, saved) });
}
