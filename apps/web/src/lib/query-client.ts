import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A failure that another attempt cannot fix: any 4xx (401 and 403 above all: the session or the user is done). */
function isFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
