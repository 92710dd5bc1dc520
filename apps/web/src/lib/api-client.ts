import type { FieldError } from '@hub/contract';
import { paths } from '@/config/paths';
import { clearToken, getToken, readSession } from './auth';
import { notify } from './notify';
import { loginHref } from './return-to';

/** Every API call of the spec is served under `<origin>/api` (docs/decisions.md §1). */
export const API_BASE = '/api';
export const SESSION_EXPIRED_MESSAGE = 'Your session expired. Please log in again.';
/** Spec 000 §4: after a 401 the app goes to /login after 100 ms. */
export const SESSION_EXPIRED_REDIRECT_MS = 100;

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's `detail`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  /** A 400's refused fields, each with its message in words (`{ path, message }`, path without `body.`). */
  readonly errors: readonly FieldError[];

  constructor(status: number, detail: string | null, message?: string, errors: readonly FieldError[] = []) {
    super(message ?? detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when it sent one, else the screen's own text. */
export function errorDetail(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Anything with a zod-like `parse`; the contract's response schemas. `parse` may answer a promise: a
 * schema loaded when the answer arrives (the sign-in call's, so zod is not part of /login's first load).
 */
export type ResponseSchema<T> = { parse: (data: unknown) => T | PromiseLike<T> };

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON (or as is for FormData). */
  body?: unknown;
  /** false for the sign-in call: no bearer, and its 401 is a wrong password, not an expired session. */
  auth?: boolean;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** The record version the screen loaded; sent as If-Match so a stale save is refused (412). */
  ifMatch?: number | null;
};

type SessionHooks = {
  /** Where the app goes after a 401; the router replaces this with a client-side navigation. */
  redirect: (to: string) => void;
  /** The path the browser shows now, with its query and hash (the page to come back to after signing in). */
  currentPath: () => string;
};

const sessionHooks: SessionHooks = {
  redirect: (to) => window.location.assign(to),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};

/** Wire the 401 redirect to the router (and let tests observe it). */
export function configureSessionHandling(hooks: Partial<SessionHooks>): void {
  Object.assign(sessionHooks, hooks);
}

let redirectTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Spec 000 §4 / §8: any 401 removes the token, shows the toast unless the login screen is already showing,
 * and goes to /login after 100 ms, naming the page to come back to after signing in again.
 */
export function handleUnauthorized(): void {
  const currentPath = sessionHooks.currentPath();
  const onLoginRoute = currentPath.split(/[?#]/)[0] === paths.login.path;
  // Without a usable token the login screen is what the user sees already: no toast then.
  const loginScreenShowing = onLoginRoute || readSession() === null;
  clearToken();
  if (!loginScreenShowing) notify.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
  if (onLoginRoute || redirectTimer !== null) return;
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    sessionHooks.redirect(loginHref(currentPath));
  }, SESSION_EXPIRED_REDIRECT_MS);
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A 400's refused fields (`errors`), read with the contract's schema. zod is loaded here only when an
 * answer carries them, so a failed sign-in does not fetch it (docs/performance.md); the forms that
 * get them have it already.
 */
async function fieldErrorsOf(body: unknown): Promise<readonly FieldError[]> {
  if (!body || typeof body !== 'object' || !('errors' in body)) return [];
  const { ZErrorResponse } = await import('@hub/contract');
  const parsed = ZErrorResponse.safeParse(body);
  return parsed.success ? (parsed.data.errors ?? []) : [];
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail) return detail;
  }
  return null;
}

/** Call the API: JSON in and out, bearer from storage, ApiError on any failure. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, auth = true, schema, signal, ifMatch } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (ifMatch !== undefined && ifMatch !== null) headers.set('If-Match', `"${ifMatch}"`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (auth) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, 'The server could not be reached.');
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && auth) handleUnauthorized();
    throw new ApiError(response.status, detailOf(data), undefined, await fieldErrorsOf(data));
  }
  if (!schema) return data as T;
  try {
    return await schema.parse(data);
  } catch {
    throw new ApiError(response.status, null, `Unexpected response from ${method} ${path}`);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The name in a Content-Disposition header (never with a folder), else `fallback`. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  const quoted = /filename\s*=\s*"([^"]+)"/i.exec(contentDisposition ?? '');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(contentDisposition ?? '');
  const name = (quoted?.[1] ?? bare?.[1] ?? '').replace(/[/\\]/g, '').trim();
  return name || fallback;
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API serves (an export, a template). The call needs the bearer token, so it
 * is fetched here and saved through an object URL instead of a plain link; the file is named as
 * the server's Content-Disposition says, else `fallbackName`. Answers the name it was saved as.
 */
export async function downloadFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<string> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers });
  } catch {
    throw new ApiError(0, null, 'The server could not be reached.');
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(response.status, detailOf(await readBody(response)));
  }
  const fileName = attachmentFileName(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
