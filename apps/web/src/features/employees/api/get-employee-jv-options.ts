import { ZJvEntity } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Only what the JV picker needs of GET /jv-entities (the rest of each JV is dropped). */
export const ZEmployeeJvOption = ZJvEntity.pick({ jv_id: true, uuid: true, name: true, st: true });
const ZEmployeeJvOptions = ZEmployeeJvOption.array();
export type EmployeeJvOption = ReturnType<typeof ZEmployeeJvOption.parse>;

/** GET /jv-entities?active=true: the JVs an employee can be linked to. */
export function getEmployeeJvOptions(signal?: AbortSignal): Promise<EmployeeJvOption[]> {
  return api.get('/jv-entities', { query: { active: 'true' }, schema: ZEmployeeJvOptions, signal });
}

export const employeeJvOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['employees', 'jv-options'],
    queryFn: ({ signal }) => getEmployeeJvOptions(signal),
  });

export function useEmployeeJvOptions() {
  return useQuery(employeeJvOptionsQueryOptions());
}
