import { AppShell, Center, Paper } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/auth';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/return-to';
import { AppHeader } from './app-header';
import { HEADER_HEIGHT } from './app-layout';
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

/** The login screen: shown at /login and in place of any route while no usable token is stored. */
export function LoginPage() {
  const { signIn } = useSessionActions();
  const session = useSession();
  const { forward, destination } = useDestination();
  // Someone signed in opening /login has nothing to do here, unless they were sent to sign in again.
  if (session && forward) return <Navigate to={destination} replace />;
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="lg">
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Center pt={{ base: 'md', sm: 60 }}>
          <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
            <LoginForm onLogin={(accessToken) => signIn(accessToken, destination)} />
          </Paper>
        </Center>
      </AppShell.Main>
    </AppShell>
  );
}
