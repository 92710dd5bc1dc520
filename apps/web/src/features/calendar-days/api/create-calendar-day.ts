import { type CreateCalendarDayBody, ZCreateCalendarDayResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { calendarDayKeys } from '@/lib/lookups/query-keys';
import { useRefreshingMutation } from '@/lib/record-api';

/** POST /calendar-days: day_date, state, is_business_day, holiday_name. */
const createCalendarDay = (body: CreateCalendarDayBody) =>
  api.post('/calendar-days', body, { schema: ZCreateCalendarDayResponse });

export const useCreateCalendarDay = () =>
  useRefreshingMutation(createCalendarDay, { refresh: () => calendarDayKeys.all });
