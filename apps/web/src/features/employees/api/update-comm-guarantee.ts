import {
  type CommGuarantee,
  type UpdateCommGuaranteeBody,
  ZUpdateCommGuaranteeResponse,
} from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { employeeKeys } from '@/lib/lookups/query-keys';

export type UpdateCommGuaranteeArgs = {
  employeeUuid: string;
  id: number;
  /** The version the list showed: a change over someone else's newer one is refused (412). */
  version: number;
  body: UpdateCommGuaranteeBody;
};

/** PATCH /employees/{uuid}/comm-guarantees/{id} with only the changed fields. */
export function updateCommGuarantee({
  employeeUuid,
  id,
  version,
  body,
}: UpdateCommGuaranteeArgs): Promise<CommGuarantee> {
  return api.patch(`/employees/${encodeURIComponent(employeeUuid)}/comm-guarantees/${id}`, body, {
    schema: ZUpdateCommGuaranteeResponse,
    ifMatch: version,
  });
}

export function useUpdateCommGuarantee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommGuarantee,
    // Also after a failure: a 412 means the list is out of date.
    onSettled: (_, __, { employeeUuid }) =>
      queryClient.invalidateQueries({ queryKey: employeeKeys.guarantees(employeeUuid) }),
  });
}
