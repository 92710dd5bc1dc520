import { type CreateEmployeeJvBody, type EmployeeJvLink, ZCreateEmployeeJvResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type CreateEmployeeJvArgs = { employeeUuid: string; body: CreateEmployeeJvBody };

/** POST /employees/{uuid}/jvs: answers the new link. */
export function createEmployeeJv({ employeeUuid, body }: CreateEmployeeJvArgs): Promise<EmployeeJvLink> {
  return api.post(`/employees/${encodeURIComponent(employeeUuid)}/jvs`, body, {
    schema: ZCreateEmployeeJvResponse,
  });
}

export function useCreateEmployeeJv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployeeJv,
    onSuccess: (_, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.jvs(employeeUuid) }),
  });
}
