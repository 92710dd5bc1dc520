// Every report screen the contract declares (`reportEndpoint({ screen })`, listed by reportEndpoints()),
// as the built app registers it: the demo Super User, who may open them all, opens each one whose
// path has no :param and sees its h1 (not the default dashboard's, where an unregistered address
// falls), and axe-core finds no serious or critical violation once its figures have loaded; a Sales
// user opening each one that says `roles` goes to /not-authorized. One signed-in page per user.
import { reportEndpoints } from '@hub/contract';
import { describe, expect, test } from 'vitest';
import { checkA11y } from './support/a11y.ts';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, DEMO_USERS, signIn, TEXT, visible } from './support/hub.ts';
import { SUPER } from './support/screens.ts';

const session = setupBrowser();

const declared = reportEndpoints().flatMap(({ name, screen }) => (screen ? [{ name, ...screen }] : []));
/** The screens an address opens as it is (no :param to fill). */
const withoutParams = declared.filter(({ path }) => !path.includes(':'));
const guarded = declared.filter(({ roles }) => roles);

/** The demo Sales user (no admin or super role). */
const SALES = DEMO_USERS.find(({ roles }) => roles.length === 1 && roles[0] === 'Sales')?.email ?? '';

/** The default dashboard's h1, which an address no route registers shows. */
const DEFAULT_DASHBOARD = 'Dashboard';

/** An address of the path: each :param a uuid no record has (the role check comes first). */
const addressOf = (path: string) => path.replace(/:\w+/g, '3f6b2a1c-9d8e-4f7a-8b6c-5d4e3f2a1b0c');

describe('report screens declared in the contract', () => {
  test('the declarations list the screens', () => {
    expect(withoutParams.length).toBeGreaterThan(0);
    expect(guarded.length).toBeGreaterThan(0);
    expect(SALES).not.toBe('');
  });

  test('the Super User opens each screen without a :param: its h1, and no axe violation', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    for (const { name, path } of withoutParams) {
      await page.goto(path);
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
      await visible(h1).catch((error: unknown) => {
        throw new Error(`${path} (report ${name}) shows no h1`, { cause: error });
      });
      expect(new URL(page.url()).pathname, `${name}: the address`).toBe(path);
      expect(await h1.first().textContent(), `${name}: the h1`).not.toBe(DEFAULT_DASHBOARD);
      // The screen with its figures (or its message) as well as its first frame.
      await page.waitForLoadState('networkidle');
      await checkA11y(page);
    }
  });

  test('a Sales user opening each screen with roles goes to /not-authorized', async () => {
    const { page } = session;
    await signIn(page, SALES, DEMO_PASSWORD);
    for (const { name, path } of guarded) {
      await page.goto(addressOf(path));
      await page
        .waitForURL((url) => url.pathname === '/not-authorized')
        .catch((error: unknown) => {
          throw new Error(`${path} (report ${name}) did not send Sales to /not-authorized`, { cause: error });
        });
      await visible(page.getByText(TEXT.notAuthorized, { exact: true }));
    }
  });
});
