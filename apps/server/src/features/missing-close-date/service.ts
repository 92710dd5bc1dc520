import type { GetFilesMissingCloseDateResponse } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { fileReach } from '../../plugins/authorization/policies.ts';
import { listFilesMissingCloseDate } from './repository.ts';

/**
 * Spec 001 /reports/missing-close-date: the files closed in the order system without a close date, of
 * the user's states (Super User and Admin both, a State Super User their own: DOMAIN.md §9). Branch
 * names without the agency suffix, as every report shows them (screen and export).
 */
export async function getFilesMissingCloseDate(
  db: Db,
  user: CurrentUser,
): Promise<GetFilesMissingCloseDateResponse> {
  const rows = await listFilesMissingCloseDate(db, fileReach(user));
  return rows.map((row) => ({
    ...row,
    branch_name: row.branch_name === null ? null : stripAgencySuffix(row.branch_name),
  }));
}
