import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { allDaysQueryOptions } from '@/lib/lookups/calendar-all-days';
import { lastEomQueryOptions } from '@/lib/lookups/calendar-last-eom';
import { type CalendarDays, type ReportDateSource, reportDates } from './report-dates';

export type ReportDates = {
  source: ReportDateSource;
  /** The source's dates, newest first (empty while the calendar loads). */
  dates: IsoDate[];
  /** The calendar the dates were read from (the month-end list names its first by it). */
  calendar: CalendarDays;
  /** The calendar failed to load (spec 001 §8 'Failed to load business days'). */
  isError: boolean;
};

export type UseReportDatesOptions = {
  /** The state whose calendar the business-day sources read. */
  state: State;
  /** The clock; read once per mount when not given, so the list and the default date agree. */
  now?: Date;
};

/** The dates a report-date picker offers, from the state's calendar lookups or the clock. */
export function useReportDates(source: ReportDateSource, { state, now }: UseReportDatesOptions): ReportDates {
  const [mounted] = useState(() => new Date());
  const clock = now ?? mounted;
  const monthEnd = source === 'month-end-business-days';
  const business = useQuery({
    ...allDaysQueryOptions(state, monthEnd ? 1 : undefined),
    enabled: monthEnd || source === 'recent-business-days',
  });
  const monthEnds = useQuery({ ...lastEomQueryOptions(state), enabled: monthEnd });
  return useMemo(() => {
    const calendar = { businessDays: business.data, monthEnds: monthEnds.data };
    return {
      source,
      dates: reportDates(source, clock, calendar),
      calendar,
      isError: business.isError || monthEnds.isError,
    };
  }, [source, clock, business.data, business.isError, monthEnds.data, monthEnds.isError]);
}
