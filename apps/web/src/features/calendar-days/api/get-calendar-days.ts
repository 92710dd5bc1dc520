import { type GetCalendarDaysResponse, type State, ZGetCalendarDaysResponse } from '@hub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarDayKeys } from '@/lib/lookups/query-keys';

/** GET /calendar-days?year=&state=: the state's configured days of the year, by date. */
export function getCalendarDays(
  state: State,
  year: number,
  signal?: AbortSignal,
): Promise<GetCalendarDaysResponse> {
  return api.get('/calendar-days', { query: { year, state }, schema: ZGetCalendarDaysResponse, signal });
}

export const calendarDaysQueryOptions = (state: State, year: number) =>
  queryOptions({
    queryKey: calendarDayKeys.list(state, year),
    queryFn: ({ signal }) => getCalendarDays(state, year, signal),
  });

export function useCalendarDays(state: State, year: number) {
  return useQuery(calendarDaysQueryOptions(state, year));
}
