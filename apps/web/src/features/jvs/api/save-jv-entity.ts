import { type JvEntity, type SaveJvEntityBody, ZGetJvEntityResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys, jvKeys } from '@/lib/lookups/query-keys';

export type SaveJvEntityArgs = {
  /** null creates a new JV. */
  id: number | null;
  /** The version the form loaded: a save over someone else's newer one is refused (412). */
  version: number | null;
  values: SaveJvEntityBody;
};

/** POST /jv-entities or PUT /jv-entities/{id}. */
export function saveJvEntity({ id, version, values }: SaveJvEntityArgs): Promise<JvEntity> {
  if (id === null) return api.post('/jv-entities', values, { schema: ZGetJvEntityResponse });
  return api.put(`/jv-entities/${id}`, values, { schema: ZGetJvEntityResponse, ifMatch: version });
}

export function useSaveJvEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJvEntity,
    // Awaited, unmounted lists included: the list the form returns to shows the saved JV at once.
    // An employee's JV links show the JV by name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jvKeys.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]),
  });
}
