import { type CalendarDay, type CreateCalendarDayBody, ZCreateCalendarDayResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarDayKeys } from '@/lib/lookups/query-keys';

/** POST /calendar-days: day_date, state, is_business_day, holiday_name. */
export function createCalendarDay(body: CreateCalendarDayBody): Promise<CalendarDay> {
  return api.post('/calendar-days', body, { schema: ZCreateCalendarDayResponse });
}

export function useCreateCalendarDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarDayKeys.all }),
  });
}
