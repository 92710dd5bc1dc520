import { type State, ZGetCalendarDaysResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { calendarDayKeys } from '@/lib/lookups/query-keys';
import { getQuery } from '@/lib/record-api';

/** GET /calendar-days?year=&state=: the state's configured days of the year, by date. */
export const useCalendarDays = (state: State, year: number) =>
  useQuery(
    getQuery(calendarDayKeys.list(state, year), '/calendar-days', ZGetCalendarDaysResponse, { year, state }),
  );
