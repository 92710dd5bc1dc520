import type { CalendarDay, State } from '@hub/contract';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deleteRow } from '../../db/delete-row.ts';
import { calendarDays } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

const columns = {
  uuid: calendarDays.uuid,
  day_date: calendarDays.day_date,
  state: calendarDays.state,
  is_business_day: calendarDays.is_business_day,
  holiday_name: calendarDays.holiday_name,
};

type Row = Pick<typeof calendarDays.$inferSelect, keyof typeof columns>;

// The column is char(2) and only ever holds a state code the contract accepted.
const toDay = (row: Row): CalendarDay => ({ ...row, state: row.state as State });

/** One state's days of one year. */
function yearOf(state: State, year: number) {
  return and(
    eq(calendarDays.state, state),
    gte(calendarDays.day_date, `${year}-01-01`),
    lte(calendarDays.day_date, `${year}-12-31`),
  );
}

/** The state's configured days of one year, by date. */
export async function listCalendarDays(db: Executor, state: State, year: number): Promise<CalendarDay[]> {
  const rows = await db
    .select(columns)
    .from(calendarDays)
    .where(yearOf(state, year))
    .orderBy(asc(calendarDays.day_date));
  return rows.map(toDay);
}

export async function findCalendarDay(db: Executor, uuid: string): Promise<CalendarDay | undefined> {
  const rows = await db.select(columns).from(calendarDays).where(eq(calendarDays.uuid, uuid)).limit(1);
  return rows[0] && toDay(rows[0]);
}

export async function findCalendarDayOn(
  db: Executor,
  state: State,
  dayDate: string,
): Promise<CalendarDay | undefined> {
  const rows = await db
    .select(columns)
    .from(calendarDays)
    .where(and(eq(calendarDays.state, state), eq(calendarDays.day_date, dayDate)))
    .limit(1);
  return rows[0] && toDay(rows[0]);
}

export type NewCalendarDay = Omit<CalendarDay, 'uuid'>;

export async function insertCalendarDay(db: Executor, day: NewCalendarDay): Promise<CalendarDay> {
  const rows = await db.insert(calendarDays).values(day).returning(columns);
  const row = rows[0];
  if (!row) throw new Error('The calendar day was not inserted');
  return toDay(row);
}

/** True when the row was there to delete. */
export function deleteCalendarDay(db: Executor, uuid: string): Promise<boolean> {
  return deleteRow(db, calendarDays, calendarDays.uuid, uuid);
}

/** The days of {@link listCalendarDays}, in its order, page by page (exports). */
export function streamCalendarDays(db: Executor, state: State, year: number) {
  return keysetRows(
    [sql`${calendarDays.day_date}`],
    (page) =>
      db
        .select({ ...columns, ...page.keys })
        .from(calendarDays)
        .where(and(yearOf(state, year), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
    (rows) => rows.map(toDay),
  );
}
