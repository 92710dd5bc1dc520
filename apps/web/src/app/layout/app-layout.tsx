import { AppShell, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect } from 'react';
import type { Session } from '@/lib/auth';
import { preloadToasts } from '../providers';
import { AppHeader } from './app-header';
import { HEADER_HEIGHT } from './header-bar';
import classes from './layout.module.css';
import { getNavItems } from './nav-items';
import { useSessionActions } from './use-session-actions';

/**
 * What only signed-in screens use, kept out of the login screen's first load (docs/performance.md):
 * the confirmation modals (lib/confirm.ts).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}

export type AppLayoutProps = { session: Session; children: ReactNode };

/** The common layout of every signed-in route: header bar with logos and menu, then the page. */
export function AppLayout({ session, children }: AppLayoutProps) {
  const { signOut } = useSessionActions();
  useEffect(preloadToasts, []);
  const { claims } = session;
  const userName = [claims.first_name, claims.last_name].filter(Boolean).join(' ') || claims.email;
  return (
    <SignedInProviders>
      <AppShell header={{ height: HEADER_HEIGHT }} padding="lg">
        <AppShell.Header className={classes.header}>
          <AppHeader
            items={getNavItems(claims.roles, claims.view_employee_uuid)}
            userName={userName}
            onLogout={signOut}
          />
        </AppShell.Header>
        <AppShell.Main className={classes.main}>
          <Container size="xl" px={0}>
            {children}
          </Container>
        </AppShell.Main>
      </AppShell>
    </SignedInProviders>
  );
}
