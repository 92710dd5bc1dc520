// /change-password (spec 000 §2, §4, §5, §8). Runs on its own demo user and restores its password.
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import {
  DEMO_PASSWORD,
  expectLauncher,
  signIn,
  storedToken,
  submitLogin,
  TEXT,
  visible,
} from './support/hub.ts';

const session = setupBrowser();
/** The State Super User: no other flow of this file changes it, and it sees the launcher. */
const USER = 'nv.super@hub.test';
const NEW_PASSWORD = 'e2e-Changed-Pass-42';

async function changePassword(
  page: typeof session.page,
  current: string,
  password: string,
  confirm = password,
) {
  await page.goto('/change-password');
  await page.getByLabel('Current Password', { exact: true }).fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

/** Signs out; signing in again, `refused` gets the wrong-credentials text and `accepted` gets in. */
async function signOutThenOnlyThisPasswordWorks(
  page: typeof session.page,
  passwords: { refused: string; accepted: string },
) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  await submitLogin(page, USER, passwords.refused);
  await visible(page.getByText(TEXT.invalidCredentials, { exact: true }));
  await submitLogin(page, USER, passwords.accepted);
  await expectLauncher(page);
}

describe('change password', () => {
  test('fields that differ or are empty are refused with the spec text', async () => {
    const { page } = session;
    await signIn(page, USER, DEMO_PASSWORD);
    await changePassword(page, DEMO_PASSWORD, 'one-password-1', 'another-password-2');
    await visible(page.getByText(TEXT.passwordsMustMatch, { exact: true }));
    await changePassword(page, DEMO_PASSWORD, '');
    await visible(page.getByText(TEXT.passwordsMustMatch, { exact: true }));
  });

  test('a wrong current password is refused in words and changes nothing', async () => {
    const { page } = session;
    await signIn(page, USER, DEMO_PASSWORD);
    await changePassword(page, 'not-the-current-password', NEW_PASSWORD);
    await visible(page.getByText('The current password is not correct.', { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/change-password');

    await signOutThenOnlyThisPasswordWorks(page, { refused: NEW_PASSWORD, accepted: DEMO_PASSWORD });
  });

  test('a new password works, the old one stops working, and it can be changed back', async () => {
    const { page } = session;
    await signIn(page, USER, DEMO_PASSWORD);
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await visible(page.getByText(TEXT.passwordUpdated, { exact: true }));
    // Back to / after 1.5 s, still signed in.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await expectLauncher(page);

    await signOutThenOnlyThisPasswordWorks(page, { refused: DEMO_PASSWORD, accepted: NEW_PASSWORD });
    expect(await storedToken(page)).toBeTruthy();

    // Restore the demo password for anyone who runs the suite against the same server later.
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await visible(page.getByText(TEXT.passwordUpdated, { exact: true }));
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/');
    await submitLogin(page, USER, DEMO_PASSWORD);
    await expectLauncher(page);
  });

  test('a token from before the change is refused afterwards', async () => {
    const { page, context } = session;
    await signIn(page, USER, DEMO_PASSWORD);
    const before = await storedToken(page);
    const other = await context.newPage();
    await other.goto('/');
    await expectLauncher(other);
    await changePassword(other, DEMO_PASSWORD, NEW_PASSWORD);
    await visible(other.getByText(TEXT.passwordUpdated, { exact: true }));

    // The first tab's call with its old token is answered 401.
    const status = await page.evaluate(async (token) => {
      const response = await fetch('/api/users/roles/live', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    }, before);
    expect(status).toBe(401);

    await changePassword(other, NEW_PASSWORD, DEMO_PASSWORD);
    await visible(other.getByText(TEXT.passwordUpdated, { exact: true }));
  });
});
