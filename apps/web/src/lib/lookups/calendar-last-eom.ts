import { LAST_EOM_DEFAULT_COUNT, type State, ZGetLastEomResponse } from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '@/lib/record-api';
import { calendarKeys } from './query-keys';

/** GET /calendar/last-eom?count=&state=: the last business day of recent months, newest first. */
export const lastEomQueryOptions = (state: State, count: number = LAST_EOM_DEFAULT_COUNT) =>
  getQuery(calendarKeys.lastEom(state, count), '/calendar/last-eom', ZGetLastEomResponse, { count, state });

export const useLastEom = (state: State, count?: number) => useQuery(lastEomQueryOptions(state, count));
