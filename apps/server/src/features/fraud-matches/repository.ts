import type { IsoDate } from '@hub/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { fraudList } from '../../db/schema/index.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

/** A file of the window with the names of every party fraud matching looks at (DOMAIN.md §7). */
export type WindowFile = {
  file_id: number;
  file_uuid: string;
  order_number: string;
  open_date: IsoDate;
  branch_name: string | null;
  buyer: string | null;
  seller: string | null;
  listing_agent_name: string | null;
  listing_agency: string | null;
  selling_agent_name: string | null;
  selling_agency: string | null;
  lender_name: string | null;
  /** The directing client's company name, else its individual name, else its first and last name. */
  directing_client: string | null;
};

/** The files the caller may see opened from `start` to `end`, newest first, then by order number. */
export async function listWindowFiles(
  db: Executor,
  window: { start: IsoDate; end: IsoDate },
  reach: FileReach,
): Promise<WindowFile[]> {
  const result = await db.execute<WindowFile>(sql`
    select f.file_id, f.file_uuid, f.order_number, f.open_date::text as open_date, b.name as branch_name,
      f.buyer, f.seller, f.listing_agent_name, f.listing_agency, f.selling_agent_name, f.selling_agency,
      f.lender_name,
      coalesce(nullif(btrim(c.company_name), ''), nullif(btrim(c.individual_name), ''),
        nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), '')) as directing_client
    from esc_files f
    left join branches b on b.branch_id = f.branch_id
    left join clients c on c.client_id = f.directing_client_id
    where f.open_date between ${window.start} and ${window.end}
      and ${fileReachCondition('f', reach)}
    order by f.open_date desc, f.order_number, f.file_id`);
  return result.rows.map((row) => ({ ...row, file_id: Number(row.file_id) }));
}

/** Every payee name of the fraud list (a short list kept by hand). */
export async function listFraudPayees(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: fraudList.fraud_payee_name })
    .from(fraudList)
    .orderBy(asc(fraudList.fraud_list_id));
  return rows.map((row) => row.name);
}

/** A name in both forms look-alikes are scored on: normalised (suffixes gone) and folded (kept). */
export type ScoredName = { key: string; folded: string };

/** One pair of names alike enough: indexes into the two lists given, and the score to two decimals. */
export type SimilarPair = { name: number; payee: number; similarity: string };

/**
 * The pairs of names whose pg_trgm similarity is at least `threshold`, on the normalised or on the
 * folded forms (the higher score counts), scored to two decimals. Both lists are small (the distinct
 * party names of a month's files, the fraud list), so every pair is scored once, in one statement.
 */
export async function similarPairs(
  db: Executor,
  names: readonly ScoredName[],
  payees: readonly ScoredName[],
  threshold: number,
): Promise<SimilarPair[]> {
  if (names.length === 0 || payees.length === 0) return [];
  const list = (values: readonly ScoredName[], key: keyof ScoredName) =>
    sql`${sql.param(values.map((value) => value[key]))}::text[]`;
  const result = await db.execute<{ name: number; payee: number; similarity: string }>(sql`
    select name, payee, round(score::numeric, 2)::text as similarity
    from (
      select n.i::int - 1 as name, p.i::int - 1 as payee,
        greatest(similarity(n.key, p.key), similarity(n.folded, p.folded)) as score
      from unnest(${list(names, 'key')}, ${list(names, 'folded')}) with ordinality as n(key, folded, i)
      cross join unnest(${list(payees, 'key')}, ${list(payees, 'folded')}) with ordinality as p(key, folded, i)
    ) scored
    where score >= ${threshold}`);
  return result.rows.map((row) => ({
    name: Number(row.name),
    payee: Number(row.payee),
    similarity: row.similarity,
  }));
}
