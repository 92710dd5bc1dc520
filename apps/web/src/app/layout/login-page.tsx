import { Center, Paper } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/auth';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/return-to';
import { HeaderBar } from './header-bar';
import classes from './layout.module.css';
import { useSessionActions } from './use-session-actions';

/** Navigation state of a page that sends a signed-in user to /login to sign in again (a 403 at the root). */
export const SIGN_IN_AGAIN = { signInAgain: true } as const;

const asksToSignInAgain = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signInAgain' in state && state.signInAgain === true;

/**
 * Where signing in leads: shown in place of a page, back to that page; at /login, the page its `next`
 * names (this site's paths only), else / where the user's role lands (spec 000 §2 Root dashboard).
 */
function useDestination(): { forward: boolean; destination: string } {
  const { pathname, search, hash, state } = useLocation();
  if (pathname !== paths.login.path) return { forward: false, destination: `${pathname}${search}${hash}` };
  const next = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return { forward: !asksToSignInAgain(state), destination: next ?? paths.home.getHref() };
}

/**
 * The login screen: shown at /login and in place of any route while no usable token is stored. It has
 * the header bar of the signed-in layout, placed the same way, without the menu or Mantine's AppShell,
 * which stay with the signed-in screens (docs/performance.md).
 */
export function LoginPage() {
  const { signIn } = useSessionActions();
  const session = useSession();
  const { forward, destination } = useDestination();
  // Someone signed in opening /login has nothing to do here, unless they were sent to sign in again.
  if (session && forward) return <Navigate to={destination} replace />;
  return (
    <>
      <header className={`${classes.header} ${classes.signedOutHeader}`}>
        <HeaderBar />
      </header>
      <main className={`${classes.main} ${classes.signedOutMain}`}>
        <Center pt={{ base: 'md', sm: 60 }}>
          <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
            <LoginForm onLogin={(accessToken) => signIn(accessToken, destination)} />
          </Paper>
        </Center>
      </main>
    </>
  );
}
