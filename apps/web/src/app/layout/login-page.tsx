import { AppShell, Center, Paper } from '@mantine/core';
import { LoginForm } from '@/features/auth/components/login-form';
import { AppHeader } from './app-header';
import { HEADER_HEIGHT } from './app-layout';
import classes from './layout.module.css';
import { useSessionActions } from './use-session-actions';

/** The login screen: shown at /login and in place of any route while no usable token is stored. */
export function LoginPage() {
  const { signIn } = useSessionActions();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="lg">
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Center pt={{ base: 'md', sm: 60 }}>
          <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
            <LoginForm onLogin={signIn} />
          </Paper>
        </Center>
      </AppShell.Main>
    </AppShell>
  );
}
