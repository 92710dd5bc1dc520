import {
  type CalendarDay,
  type CreateCalendarDayResponse,
  duplicateCalendarDayDetail,
  type GetCalendarDaysResponse,
  type State,
} from '@hub/contract';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess } from '../../plugins/authorization/policies.ts';
import { conflict, notFound } from '../../plugins/errors/http-error.ts';
import {
  deleteCalendarDay,
  findCalendarDay,
  findCalendarDayOn,
  insertCalendarDay,
  listCalendarDays,
  type NewCalendarDay,
  streamCalendarDays,
} from './repository.ts';

export type CalendarDaysDeps = { db: Db };

const ENTITY = 'calendar_days';
export const CALENDAR_DAY_NOT_FOUND = 'Calendar day not found';

const auditActor = (user: CurrentUser) => ({ id: user.id, email: user.email });
const auditValues = ({ uuid: _uuid, ...values }: CalendarDay) => values;

/** A State Super User works on their own state's calendar only (403 otherwise). */
export async function getCalendarDays(
  deps: CalendarDaysDeps,
  user: CurrentUser,
  query: { year: number; state: State },
): Promise<GetCalendarDaysResponse> {
  assertStateAccess(user, query.state);
  return listCalendarDays(deps.db, query.state, query.year);
}

/** The days of {@link getCalendarDays}, page by page (the list's export); 403 before any is read. */
export function exportCalendarDays(
  deps: CalendarDaysDeps,
  user: CurrentUser,
  query: { year: number; state: State },
) {
  assertStateAccess(user, query.state);
  return streamCalendarDays(deps.db, query.state, query.year);
}

export async function createCalendarDay(
  deps: CalendarDaysDeps,
  user: CurrentUser,
  day: NewCalendarDay,
): Promise<CreateCalendarDayResponse> {
  assertStateAccess(user, day.state);
  return deps.db.transaction(async (tx) => {
    // The unique index (state, day_date) stays the net under two saves racing.
    if (await findCalendarDayOn(tx, day.state, day.day_date)) {
      throw conflict(duplicateCalendarDayDetail(day.state, day.day_date));
    }
    const created = await insertCalendarDay(tx, day);
    await recordAudit(tx, {
      actor: auditActor(user),
      action: 'create',
      entity: ENTITY,
      entityId: created.uuid,
      after: auditValues(created),
    });
    return created;
  });
}

export async function removeCalendarDay(
  deps: CalendarDaysDeps,
  user: CurrentUser,
  uuid: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const day = await findCalendarDay(tx, uuid);
    if (!day) throw notFound(CALENDAR_DAY_NOT_FOUND);
    assertStateAccess(user, day.state);
    // Someone else may have deleted it since it was read.
    if (!(await deleteCalendarDay(tx, uuid))) throw notFound(CALENDAR_DAY_NOT_FOUND);
    await recordAudit(tx, {
      actor: auditActor(user),
      action: 'delete',
      entity: ENTITY,
      entityId: day.uuid,
      before: auditValues(day),
    });
  });
}
