// What a person does on the product, written against the texts of spec 000 (§2, §4, §8).
import { createHmac } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../../../server/src/demo/demo-users.ts';

export const TEXT = {
  checkingAccess: 'Checking access…',
  invalidCredentials: 'Invalid credentials',
  sessionExpired: 'Your session expired. Please log in again.',
  notAuthorized: 'You do not have permission to access this page.',
  passwordsMustMatch: 'Passwords must match and cannot be empty.',
  passwordUpdated: 'Password updated successfully.',
  notLinked: 'This user is not correctly linked to an employee record. Please contact support.',
} as const;

/** The key under which the web app keeps the sign-in token (spec 000 §4: browser storage). */
export const TOKEN_KEY = 'access_token';

/**
 * Waits until the locator is visible (playwright-core has no `expect`); the screen then shows what
 * the flow expects, so its accessibility is checked (a11y.ts: once per new kind of screen).
 */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', ...(timeout ? { timeout } : {}) });
  await checkA11y(locator.page());
  return locator;
}

/** Waits until no element of the locator is visible. */
export async function hidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', ...(timeout ? { timeout } : {}) });
}

export function loginForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Login', exact: true }),
    email: page.getByPlaceholder('Email', { exact: true }),
    password: page.getByPlaceholder('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
  };
}

/** Fills and submits the login screen (the page must show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await visible(form.heading);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs in on the login screen (the app then shows /), and opens `path` when one is given. */
export async function signIn(page: Page, email: string, password: string, path?: string): Promise<void> {
  await page.goto('/');
  await submitLogin(page, email, password);
  await hidden(loginForm(page).heading);
  if (path) await page.goto(path);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** Puts `token` in browser storage of the current origin (the page must be on the product). */
export async function setStoredToken(page: Page, token: string): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/** The launcher (generic dashboard) with its tiles, spec 000 §2 "Root dashboard". */
export async function expectLauncher(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await visible(main.getByRole('heading', { name: 'Dashboard', exact: true }));
  for (const tile of [/^Admin/, /^Reports/, /^Upload/]) await visible(main.getByRole('link', { name: tile }));
  for (const tile of ['File Search', 'Client Search', 'Coming Soon']) {
    await visible(main.getByText(tile, { exact: true }));
  }
}

/** The top menu's links (spec 000 §2 Layout). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The Logout entry of the top menu. */
export function logoutButton(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Logout', exact: true })
    .or(page.getByRole('link', { name: 'Logout', exact: true }))
    .first();
}

// ---- Tokens ---------------------------------------------------------------------------------------

type JwtParts = { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string };

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export function decodeJwt(token: string): JwtParts {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || signature === undefined) throw new Error('Not a JWT');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    signature,
  };
}

/** Signs `payload` with the same HMAC algorithm and secret as the server. */
export function signJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string,
): string {
  const hashes: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };
  const hash = hashes[String(header.alg)];
  if (!hash)
    throw new Error(`The server signs with ${String(header.alg)}; these flows only re-sign HMAC tokens`);
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

/** The same token with a signature that no longer matches (its first character changed). */
export function tamperSignature(token: string): string {
  const dot = token.lastIndexOf('.');
  const first = token[dot + 1];
  return `${token.slice(0, dot + 1)}${first === 'A' ? 'B' : 'A'}${token.slice(dot + 2)}`;
}
