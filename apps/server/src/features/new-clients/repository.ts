import type { NewClient } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { findByUuid } from '../../db/find-by-uuid.ts';
import { employees } from '../../db/schema/index.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

export type NewClientsFilter = {
  start: IsoDate;
  end: IsoDate;
  /** The files the caller may see (DOMAIN.md §9). */
  reach: FileReach;
  /** Only this marketing rep's files are counted. */
  repId: number | null;
};

/**
 * The clients whose first file ever (the earliest open_date of all their files, whoever may see them)
 * opened in the range, with the number of their files opened in the range that the caller may see
 * (and, with a rep, that rep marketed). A client none of whose files in the range are within reach is
 * not listed. Sorted by company name, then individual name, ignoring case, missing names last.
 */
export async function listNewClients(db: Executor, filter: NewClientsFilter): Promise<NewClient[]> {
  const { start, end, reach, repId } = filter;
  const result = await db.execute<{
    uuid: string;
    individual_name: string | null;
    company_name: string | null;
    files: number;
    first_open_date: string;
  }>(sql`
    with counted as (
      select f.directing_client_id as client_id, count(*)::int as files
      from esc_files f
      where f.open_date between ${start} and ${end}
        and f.directing_client_id is not null
        and ${fileReachCondition('f', reach)}
        and ${repId === null ? sql`true` : sql`f.marketing_rep_id = ${repId}`}
      group by f.directing_client_id
    )
    select c.uuid, c.individual_name, c.company_name, counted.files,
      (select min(g.open_date) from esc_files g where g.directing_client_id = c.client_id)::text
        as first_open_date
    from counted
    join clients c on c.client_id = counted.client_id
    where not exists (
      select 1 from esc_files g where g.directing_client_id = c.client_id and g.open_date < ${start}
    )
    order by lower(c.company_name) asc nulls last, lower(c.individual_name) asc nulls last, c.client_id`);
  return result.rows.map((row) => ({ ...row, files: Number(row.files) }));
}

/** The employee a `marketing_rep_uuid` names, with what the access rules read. */
export function findRep(
  db: Executor,
  uuid: string,
): Promise<{ employee_id: number; state: string } | undefined> {
  return findByUuid(db, employees, uuid, { employee_id: employees.employee_id, state: employees.state });
}
