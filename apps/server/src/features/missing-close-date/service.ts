import type { GetFilesMissingCloseDateResponse } from '@hub/contract';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import { listFilesMissingCloseDate } from './repository.ts';

/**
 * Spec 001 /reports/missing-close-date: the files closed in the order system without a close date, of
 * the user's states (Super User and Admin both, a State Super User their own: DOMAIN.md §9).
 */
export function getFilesMissingCloseDate(
  db: Db,
  user: CurrentUser,
): Promise<GetFilesMissingCloseDateResponse> {
  return listFilesMissingCloseDate(db, fileReach(user));
}
