import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearToken, setToken } from '@/lib/auth';

/**
 * Sign in (keep the token, go to `to`: the page the user was opening, else / where their role lands) and
 * sign out (drop the token, go to /); neither keeps another user's cache.
 */
export function useSessionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signIn = useCallback(
    (accessToken: string, to: string = paths.home.getHref()) => {
      queryClient.clear();
      setToken(accessToken);
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  const signOut = useCallback(() => {
    clearToken();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [navigate, queryClient]);

  return { signIn, signOut };
}
