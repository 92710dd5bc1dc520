import { type GetJvEntitiesResponse, ZGetJvEntitiesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const jvEntitiesKey = ['jv-entities'] as const;

/** GET /jv-entities: every JV the user may see, or the active ones only (`active=true`). */
export function getJvEntities(activeOnly: boolean, signal?: AbortSignal): Promise<GetJvEntitiesResponse> {
  return api.get('/jv-entities', {
    query: { active: activeOnly ? 'true' : undefined },
    schema: ZGetJvEntitiesResponse,
    signal,
  });
}

export const jvEntitiesQueryOptions = (activeOnly: boolean) =>
  queryOptions({
    queryKey: [...jvEntitiesKey, 'list', activeOnly ? 'active' : 'all'],
    queryFn: ({ signal }) => getJvEntities(activeOnly, signal),
  });

export function useJvEntities(activeOnly: boolean) {
  return useQuery(jvEntitiesQueryOptions(activeOnly));
}
