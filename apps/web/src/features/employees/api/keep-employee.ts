import type { Employee } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeKeys } from '@/lib/lookups/query-keys';

/**
 * A change the server answers with the whole employee: the answer becomes the cached record (the open
 * form shows it without asking again). A change the lists show (`listed`) marks the area out of date,
 * so every list and picker asks again when next shown.
 */
export function useEmployeeChange<Args>(
  mutationFn: (args: Args) => Promise<Employee>,
  { listed }: { listed: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee.uuid), employee);
      if (listed) await queryClient.invalidateQueries({ queryKey: employeeKeys.all, refetchType: 'none' });
    },
  });
}
