import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * A screen's filters, sort and page live in the address, so a copied link reproduces the view
 * (STYLE.md 8). The schema of each screen is built from the contract's query schemas (ZSort, ZPage,
 * ZStateCode, …); reading is lenient: a missing or bad value takes the field's default (or is left
 * out), never an error page.
 */
export type SearchSchema = z.ZodObject;
export type SearchValues<S extends SearchSchema> = z.output<S>;

/** A yes/no choice in the address: `1` (or true, yes, on) is yes; absent is no. */
export const ZSearchFlag = z.stringbool().default(false);

/** Free text in the address (a search box); absent is ''. */
export const ZSearchText = z.string().default('');

function fieldsOf(schema: SearchSchema): [string, z.ZodType][] {
  return Object.entries(schema.shape as Record<string, z.ZodType>);
}

/** A field's value when the address has none (or a bad one): its default, else undefined. */
function fallback(field: z.ZodType): unknown {
  const empty = field.safeParse(undefined);
  return empty.success ? empty.data : undefined;
}

/** Reads every field of `schema` from the address; each bad or missing value falls back on its own. */
export function parseSearchParams<S extends SearchSchema>(
  schema: S,
  params: URLSearchParams | string,
): SearchValues<S> {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const values: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) {
    const raw = search.get(key);
    const parsed = raw === null ? null : field.safeParse(raw);
    values[key] = parsed?.success ? parsed.data : fallback(field);
  }
  return values as SearchValues<S>;
}

function text(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return null;
}

/**
 * The address for `values`: each field that differs from its default is written, a default is left
 * out (short links); parameters the schema does not know are kept as they were.
 */
export function writeSearchParams<S extends SearchSchema>(
  schema: S,
  values: Partial<SearchValues<S>>,
  base: URLSearchParams | string = '',
): URLSearchParams {
  const next = new URLSearchParams(base);
  const given = values as Record<string, unknown>;
  for (const [key, field] of fieldsOf(schema)) {
    next.delete(key);
    const value = text(given[key]);
    if (value !== null && value !== text(fallback(field))) next.set(key, value);
  }
  return next;
}

/**
 * The screen's address state: its values, and a setter that merges a change into them and
 * replaces the address. A change shows at once (the router applies the navigation a moment
 * later); an address changed from outside (back button, a link) is read again.
 */
export function useSearchState<S extends SearchSchema>(
  schema: S,
): [SearchValues<S>, (change: Partial<SearchValues<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const latest = useRef(params);
  latest.current = params;
  const fromAddress = useMemo(() => parseSearchParams(schema, search), [schema, search]);
  const [values, setValues] = useState(fromAddress);
  const current = useRef(values);
  // Addresses this screen wrote and the router has not applied yet.
  const written = useRef(new Set<string>());

  useEffect(() => {
    if (written.current.has(search)) {
      written.current.delete(search);
      if (written.current.size > 0) return;
    } else {
      written.current.clear();
    }
    current.current = fromAddress;
    setValues(fromAddress);
  }, [search, fromAddress]);

  const update = useCallback(
    (change: Partial<SearchValues<S>>) => {
      const next = { ...current.current, ...change };
      current.current = next;
      setValues(next);
      const address = writeSearchParams(schema, next, latest.current);
      written.current.add(address.toString());
      setParams(address, { replace: true });
    },
    [schema, setParams],
  );

  return [values, update];
}
