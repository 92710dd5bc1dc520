import { ZGetBranchesResponse, ZGetJvEntitiesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { branchKeys, jvKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /branches?active=true&state=: the Branch picker's options (nothing asked without a state). */
export const useActiveBranchesIn = (state: string | null) =>
  useQuery({
    ...getQuery(branchKeys.activeIn(state ?? ''), '/branches', ZGetBranchesResponse, {
      active: 'true',
      state: state ?? undefined,
    }),
    enabled: state !== null,
  });

/** GET /jv-entities?active=true&state=: the Joint Venture picker's options. */
export const useActiveJvsIn = (state: string | null) =>
  useQuery({
    ...getQuery(jvKeys.activeIn(state ?? ''), '/jv-entities', ZGetJvEntitiesResponse, {
      active: 'true',
      state: state ?? undefined,
    }),
    enabled: state !== null,
  });
