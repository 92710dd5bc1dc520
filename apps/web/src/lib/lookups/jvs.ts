import { type GetJvEntitiesResponse, type JvEntity, ZGetJvEntitiesResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jvKeys } from './query-keys';

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
    queryKey: jvKeys.list(activeOnly),
    queryFn: ({ signal }) => getJvEntities(activeOnly, signal),
  });

export function useJvEntities(activeOnly: boolean) {
  return useQuery(jvEntitiesQueryOptions(activeOnly));
}

/** What a JV picker shows of a JV. */
export type JvOption = Pick<JvEntity, 'jv_id' | 'uuid' | 'name' | 'st'>;

const toOptions = (jvs: GetJvEntitiesResponse): JvOption[] =>
  jvs.map(({ jv_id, uuid, name, st }) => ({ jv_id, uuid, name, st }));

/** The JVs an employee can be linked to: the active ones (the JV list's own query). */
export function useJvOptions() {
  return useQuery({ ...jvEntitiesQueryOptions(true), select: toOptions });
}
