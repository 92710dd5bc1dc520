import type { QueryClient } from '@tanstack/react-query';
import { reportKeys } from '@/lib/lookups/query-keys';

/** The client groups' cache keys: the list and each group. */
export const clientGroupKeys = {
  all: ['client-groups'] as const,
  list: () => [...clientGroupKeys.all, 'list'] as const,
  group: (id: number) => [...clientGroupKeys.all, 'group', id] as const,
};

/** Every JV client trend asked (any JV, months or flag): a group's change moves its rows. */
export const trendKey = [...reportKeys.all, 'jv-client-trend'] as const;

/** After a group changes: the groups and the trend are asked again (the group's row sums its members). */
export const refreshGroupsAndTrend = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: clientGroupKeys.all }),
    queryClient.invalidateQueries({ queryKey: trendKey }),
  ]);
