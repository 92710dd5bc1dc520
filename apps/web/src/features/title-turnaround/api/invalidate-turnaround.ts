import { TITLE_TURNAROUND_ENDPOINT } from '@hub/contract';
import type { QueryClient } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';

/** Asks the turnaround again for every range on screen or cached (its files and figures moved). */
export const invalidateTurnaround = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...reportKeys.all, TITLE_TURNAROUND_ENDPOINT.name] });
