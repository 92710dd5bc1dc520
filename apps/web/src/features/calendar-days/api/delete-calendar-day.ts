import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarDayKeys } from '@/lib/lookups/query-keys';

/** DELETE /calendar-days/{uuid}. */
export async function deleteCalendarDay(uuid: string): Promise<void> {
  await api.delete(`/calendar-days/${encodeURIComponent(uuid)}`);
}

export function useDeleteCalendarDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarDayKeys.all }),
  });
}
