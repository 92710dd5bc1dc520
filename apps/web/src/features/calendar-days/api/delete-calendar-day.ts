import { api } from '@/lib/api-client';
import { calendarDayKeys } from '@/lib/lookups/query-keys';
import { recordPath, useRefreshingMutation } from '@/lib/record-api';

/** DELETE /calendar-days/{uuid}. */
async function deleteCalendarDay(uuid: string): Promise<void> {
  await api.delete(recordPath('/calendar-days', uuid));
}

export const useDeleteCalendarDay = () =>
  useRefreshingMutation(deleteCalendarDay, { refresh: () => calendarDayKeys.all });
