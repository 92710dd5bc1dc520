import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cssVariablesResolver, theme } from './theme';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/**
 * What every screen needs, the login screen included. The confirmation modals come with the signed-in
 * layout (SignedInProviders in layout/app-layout.tsx), the toasts with the first toast.
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <LazyToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

const loadToasts = () => import('./toasts').then(({ Toasts }) => ({ default: Toasts }));
const Toasts = lazy(loadToasts);

/**
 * Fetches the toast container's code ahead of the first toast (the signed-in layout calls it once the
 * screen is up): a save's toast then shows at once, not after a round trip for its code.
 */
export function preloadToasts(): void {
  void loadToasts().catch(() => undefined);
}

/**
 * Mantine's toast container, fetched when the first toast is raised (`notify`, lib/notify.ts) and kept
 * from then on: the login screen raises none, so its code is not part of /login's first load
 * (docs/performance.md). A toast raised before the container arrives waits in Mantine's store.
 */
function LazyToasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
