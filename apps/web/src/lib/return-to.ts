import { paths, withQuery } from '@/config/paths';

/** The query parameter of /login that names the page to go back to after signing in. */
export const RETURN_TO_PARAM = 'next';

/** Any origin will do: only whether the value stays on it matters. */
const THIS_SITE = 'https://hub.invalid';

/**
 * A page of this site to go to after signing in, or null. Only a path of this site is taken (never another
 * origin, a protocol-relative `//host`, a backslash trick or a `javascript:` URL: no open redirect), and
 * never /login itself.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || url.pathname === paths.login.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, naming the page to come back to when there is one worth naming. */
export function loginHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== paths.home.path
    ? withQuery(paths.login.path, { [RETURN_TO_PARAM]: path })
    : paths.login.path;
}
