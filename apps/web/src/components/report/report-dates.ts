import {
  addDays,
  dayOfWeek,
  eachDate,
  firstDayOfMonth,
  formatUsDate,
  type IsoDate,
  lastDayOfMonth,
  monthName,
  shiftMonth,
  todayInLA,
  yesterdayInLA,
} from '@hub/domain';

/**
 * Where a report-date picker's dates come from, each the rule of a spec 001 screen:
 * - `recent-business-days`: the state's last business days up to yesterday, newest first (JV Escrow Summary);
 * - `month-end-business-days`: the latest business day (month to date), then the last business day of
 *   each recent month (Branch Escrow Summary);
 * - `recent-days`: the last 60 days, yesterday first (Escrow Officer Report);
 * - `months`: the last 12 months, each as its last day, the current one as yesterday (Marketing Rep Report);
 * - `weekdays`: the last 12 weekdays from today, scanning at most 60 days back (EO dashboard's Ending);
 * - `month-days`: the days of yesterday's month up to yesterday (Revenue Compare).
 * The first two read the state's calendar (`CalendarDays`), the others the clock in Los Angeles.
 */
export type ReportDateSource =
  | 'recent-business-days'
  | 'month-end-business-days'
  | 'recent-days'
  | 'months'
  | 'weekdays'
  | 'month-days';

export type ReportDateOption = { value: IsoDate; label: string };

/** The state's calendar, newest first: its last business days and the last business day of recent months. */
export type CalendarDays = { businessDays?: readonly IsoDate[]; monthEnds?: readonly IsoDate[] };

/** Spec 001 §9: the Escrow Officer Report's last 60 days; the Marketing Rep Report's last 12 months. */
export const RECENT_DAYS = 60;
export const RECENT_MONTHS = 12;
/** Spec 001 §9: the EO dashboard's Ending list holds the last 12 weekdays, scanning at most 60 days back. */
export const RECENT_WEEKDAYS = 12;
export const WEEKDAY_SCAN_DAYS = 60;

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** '11/03/2026 Tue' (Revenue Compare, the revenue trend grid). */
export const dateWithWeekday = (date: IsoDate) => `${formatUsDate(date)} ${SHORT_WEEKDAYS[dayOfWeek(date)]}`;
/** 'Tue 11/03/2026' (the EO dashboard's Ending). */
const weekdayWithDate = (date: IsoDate) => `${SHORT_WEEKDAYS[dayOfWeek(date)]} ${formatUsDate(date)}`;

/** The dates a source offers, newest first, each once. */
export function reportDates(source: ReportDateSource, now: Date, calendar: CalendarDays = {}): IsoDate[] {
  switch (source) {
    case 'recent-business-days':
      return [...(calendar.businessDays ?? [])];
    case 'month-end-business-days':
      return [...new Set([...(calendar.businessDays ?? []).slice(0, 1), ...(calendar.monthEnds ?? [])])];
    case 'recent-days': {
      const yesterday = yesterdayInLA(now);
      return Array.from({ length: RECENT_DAYS }, (_, i) => addDays(yesterday, -i));
    }
    case 'months': {
      const yesterday = yesterdayInLA(now);
      return Array.from({ length: RECENT_MONTHS }, (_, i) =>
        i === 0 ? yesterday : lastDayOfMonth(shiftMonth(yesterday, -i)),
      );
    }
    case 'weekdays': {
      const today = todayInLA(now);
      const days: IsoDate[] = [];
      for (let back = 0; back < WEEKDAY_SCAN_DAYS && days.length < RECENT_WEEKDAYS; back += 1) {
        const date = addDays(today, -back);
        const weekday = dayOfWeek(date);
        if (weekday !== 0 && weekday !== 6) days.push(date);
      }
      return days;
    }
    case 'month-days': {
      const yesterday = yesterdayInLA(now);
      return eachDate(firstDayOfMonth(yesterday), yesterday).reverse();
    }
  }
}

/** How a source names a date; the month-end list's first, the latest business day, reads '(month to date)'. */
export function reportDateLabel(
  source: ReportDateSource,
  date: IsoDate,
  index: number,
  calendar: CalendarDays = {},
): string {
  switch (source) {
    case 'months':
      return monthName(date);
    case 'weekdays':
      return weekdayWithDate(date);
    case 'month-days':
      return dateWithWeekday(date);
    case 'month-end-business-days':
      return index === 0 && date === calendar.businessDays?.[0]
        ? `${formatUsDate(date)} (month to date)`
        : formatUsDate(date);
    default:
      return formatUsDate(date);
  }
}

/** A source's dates at a clock, named (the clock-read sources; the calendar's from `useReportDates`). */
export const reportDateChoices = (source: ReportDateSource, now: Date = new Date()): ReportDateOption[] =>
  reportDateOptions(source, reportDates(source, now));

/** The options of a picker: the source's dates, the held date first when it is another, each named. */
export function reportDateOptions(
  source: ReportDateSource,
  dates: readonly IsoDate[],
  held: IsoDate | '' = '',
  calendar: CalendarDays = {},
): ReportDateOption[] {
  const all = held && !dates.includes(held) ? [held, ...dates] : dates;
  return all.map((date, index) => ({ value: date, label: reportDateLabel(source, date, index, calendar) }));
}
