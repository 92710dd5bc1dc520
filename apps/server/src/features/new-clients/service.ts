import { type GetNewClientsResponse, NEW_CLIENTS_OTHER_REP, NEW_CLIENTS_REP_NOT_FOUND } from '@hub/contract';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { ADMINS } from '../../plugins/authorization/access-table.ts';
import {
  assertStateAccess,
  fileReach,
  hasAnyRole,
  isOwnEmployee,
} from '../../plugins/authorization/policies.ts';
import { forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { findRep, listNewClients } from './repository.ts';

export type NewClientsQuery = {
  start_date: string;
  end_date: string;
  marketing_rep_uuid?: string | undefined;
};

/**
 * The rep a query narrows to: the user's own (linked or viewed) employee, or, for an administrator,
 * any rep within their states. Anyone else asking for another rep gets 403 whether it exists or not.
 */
async function repIdFor(db: Db, user: CurrentUser, uuid: string | undefined): Promise<number | null> {
  if (uuid === undefined) return null;
  const rep = await findRep(db, uuid);
  if (rep && isOwnEmployee(user, rep.employee_id)) return rep.employee_id;
  if (!hasAnyRole(user, ADMINS)) throw forbidden(NEW_CLIENTS_OTHER_REP);
  if (!rep) throw notFound(NEW_CLIENTS_REP_NOT_FOUND);
  assertStateAccess(user, rep.state);
  return rep.employee_id;
}

/**
 * Spec 001 /reports/new-clients: the clients whose first file ever opened in the range, counted over
 * the files the user may see (DOMAIN.md §9), optionally one rep's.
 */
export async function getNewClients(
  db: Db,
  user: CurrentUser,
  query: NewClientsQuery,
): Promise<GetNewClientsResponse> {
  const repId = await repIdFor(db, user, query.marketing_rep_uuid);
  return listNewClients(db, {
    start: query.start_date,
    end: query.end_date,
    reach: fileReach(user),
    repId,
  });
}
