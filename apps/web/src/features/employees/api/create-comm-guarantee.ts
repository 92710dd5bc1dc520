import {
  type CommGuarantee,
  type CreateCommGuaranteeBody,
  ZCreateCommGuaranteeResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type CreateCommGuaranteeArgs = { employeeUuid: string; body: CreateCommGuaranteeBody };

/** POST /employees/{uuid}/comm-guarantees. */
export function createCommGuarantee({ employeeUuid, body }: CreateCommGuaranteeArgs): Promise<CommGuarantee> {
  return api.post(`/employees/${encodeURIComponent(employeeUuid)}/comm-guarantees`, body, {
    schema: ZCreateCommGuaranteeResponse,
  });
}

export function useCreateCommGuarantee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommGuarantee,
    onSuccess: (_, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.guarantees(employeeUuid) }),
  });
}
