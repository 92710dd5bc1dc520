// Sign-in, sign-out and the session (spec 000 §2 Login, §4 Session, §8).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import {
  DEMO_PASSWORD,
  decodeJwt,
  expectLauncher,
  hidden,
  loginForm,
  logoutButton,
  setStoredToken,
  signIn,
  signJwt,
  storedToken,
  submitLogin,
  TEXT,
  tamperSignature,
  visible,
} from './support/hub.ts';

const session = setupBrowser();
const SUPER = 'super@hub.test';

/** Spec 000 §4: the session-expired toast, then /login, and the token is gone. */
async function expectSessionExpired(page: Page): Promise<void> {
  await visible(page.getByText(TEXT.sessionExpired, { exact: true }));
  await page.waitForURL((url) => url.pathname === '/login');
  await visible(loginForm(page).heading);
  expect(await storedToken(page)).toBeNull();
}

describe('login screen', () => {
  test('shows the heading, an e-mail field, a password field and the Login button', async () => {
    const { page } = session;
    await page.goto('/');
    const form = loginForm(page);
    await visible(form.heading);
    expect(await form.email.getAttribute('type')).toBe('email');
    expect(await form.password.getAttribute('type')).toBe('password');
    await visible(form.submit);
    expect(await storedToken(page)).toBeNull();
  });

  test('a wrong password shows Invalid credentials and stores no token', async () => {
    const { page } = session;
    await page.goto('/');
    await submitLogin(page, SUPER, 'not-the-password');
    await visible(page.getByText(TEXT.invalidCredentials, { exact: true }));
    await visible(loginForm(page).heading);
    expect(await storedToken(page)).toBeNull();
  });

  test('an unknown e-mail shows the same Invalid credentials', async () => {
    const { page } = session;
    await page.goto('/');
    await submitLogin(page, 'nobody@hub.test', DEMO_PASSWORD);
    await visible(page.getByText(TEXT.invalidCredentials, { exact: true }));
  });

  test('a correct sign-in keeps the token in browser storage', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(decodeJwt(token ?? '').payload.email).toBe(SUPER);
  });

  test('a signed-in user opening /login goes on to where their role lands', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await expectLauncher(page);
    expect(await loginForm(page).heading.count()).toBe(0);
  });

  test('signing in at /login?next= goes back to that page of this site, never to another site', async () => {
    const { page } = session;
    await page.goto(`/login?next=${encodeURIComponent('/banking')}`);
    await submitLogin(page, SUPER, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/banking');
    await page.evaluate(() => window.localStorage.clear());

    await page.goto(`/login?next=${encodeURIComponent('//example.com/banking')}`);
    await submitLogin(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(new URL('/', page.url()).href);
  });

  test('the session survives a reload', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    await page.reload();
    await expectLauncher(page);
    await hidden(loginForm(page).heading);
  });
});

describe('session', () => {
  test('a token with a bad signature sends you to /login with the toast', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    const token = await storedToken(page);
    await setStoredToken(page, tamperSignature(token ?? ''));
    await page.goto('/');
    await expectSessionExpired(page);
  });

  test('an expired token sends you to /login with the toast', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    const { header, payload } = decodeJwt((await storedToken(page)) ?? '');
    const secret = inject('jwtSecret');
    const now = Math.floor(Date.now() / 1000);

    // The same claims re-signed with the server's secret are accepted: the refusal below is the expiry.
    await setStoredToken(page, signJwt(header, { ...payload, iat: now - 60, exp: now + 3600 }, secret));
    await page.goto('/');
    await expectLauncher(page);

    await setStoredToken(page, signJwt(header, { ...payload, iat: now - 7200, exp: now - 60 }, secret));
    await page.goto('/');
    await expectSessionExpired(page);
  });

  test('after the session expired, signing in again works and shows the page that was opened', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await setStoredToken(page, tamperSignature((await storedToken(page)) ?? ''));
    await page.goto('/admin/cost-centers');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, SUPER, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin/cost-centers');
    await hidden(loginForm(page).heading);
  });

  test('Logout removes the token and shows the login screen', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    await expectLauncher(page);
    await logoutButton(page).click();
    await visible(loginForm(page).heading);
    expect(await storedToken(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    // No expiry toast on a deliberate sign-out.
    expect(await page.getByText(TEXT.sessionExpired).count()).toBe(0);
  });
});
