import { Center, Loader, Stack, Text } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import classes from './route-loading.module.css';

export const LOADING_PAGE = 'Loading…';

/** What the first screen of a visit shows while its code arrives. */
export function RouteLoading() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="xs" role="status">
        <Loader size="md" />
        <Text>{LOADING_PAGE}</Text>
      </Stack>
    </Center>
  );
}

/**
 * Above every screen: while a navigation waits for the next screen's code, a bar across the top
 * (shown only when the wait is long enough to notice) says the page is on its way.
 */
export function RouteRoot() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div className={classes.bar} role="progressbar" aria-label="Loading the page" />
      )}
      <Outlet />
    </>
  );
}
