import { Outlet, useOutletContext } from 'react-router';
import { type Session, useSession } from '@/lib/auth';
import { AppLayout } from './app-layout';
import { LoginPage } from './login-page';

/** Every route needs a token (spec 000 §2): without a usable one only the login screen appears. */
export function SessionGate() {
  const session = useSession();
  if (!session) return <LoginPage />;
  return (
    <AppLayout session={session}>
      <Outlet context={session} />
    </AppLayout>
  );
}

/** The signed-in session, for routes rendered inside the gate. */
export function useSignedInSession(): Session {
  return useOutletContext<Session>();
}
