import { ALL_DAYS_DEFAULT_COUNT, type State, ZGetAllDaysResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { calendarKeys } from './query-keys';

/** GET /calendar/all-days?count=&state=: the state's last business days up to yesterday, newest first. */
export const allDaysQueryOptions = (state: State, count: number = ALL_DAYS_DEFAULT_COUNT) =>
  getQuery(calendarKeys.allDays(state, count), '/calendar/all-days', ZGetAllDaysResponse, { count, state });

export const useAllDays = (state: State, count?: number) => useQuery(allDaysQueryOptions(state, count));
