import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  PHONE_MEDIA_QUERY,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_PHONE_POSITION,
  TOAST_POSITION,
} from '@/lib/notify';
import layoutClasses from './layout/layout.module.css';
import { cssVariablesResolver, theme } from './theme';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Where toasts appear (lib/notify.ts): top-right below the header bar; at the bottom on a phone. */
function Toasts() {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? TOAST_PHONE_POSITION : TOAST_POSITION}
      limit={TOAST_LIMIT}
      autoClose={TOAST_ERROR_MS}
      classNames={{ root: layoutClasses.toasts }}
    />
  );
}
