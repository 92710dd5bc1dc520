import { type GetJvEntitiesResponse, type JvEntity, ZGetJvEntitiesResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { jvKeys } from './query-keys';

/** GET /jv-entities: every JV the user may see, or the active ones only (`active=true`). */
const jvEntitiesQueryOptions = (activeOnly: boolean) =>
  getQuery(jvKeys.list(activeOnly), '/jv-entities', ZGetJvEntitiesResponse, {
    active: activeOnly ? 'true' : undefined,
  });

export const useJvEntities = (activeOnly: boolean) => useQuery(jvEntitiesQueryOptions(activeOnly));

/** What a JV picker shows of a JV. */
export type JvOption = Pick<JvEntity, 'jv_id' | 'uuid' | 'name' | 'st'>;

const toOptions = (jvs: GetJvEntitiesResponse): JvOption[] =>
  jvs.map(({ jv_id, uuid, name, st }) => ({ jv_id, uuid, name, st }));

/** The JVs an employee can be linked to: the active ones (the JV list's own query). */
export const useJvOptions = () => useQuery({ ...jvEntitiesQueryOptions(true), select: toOptions });
