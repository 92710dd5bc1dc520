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

/** A pair of names to score. */
export type NamePair = { name: ScoredName; payee: ScoredName };

/**
 * The pairs (by their index in `pairs`) whose pg_trgm similarity is at least `threshold` on the
 * normalised or on the folded forms (the higher score counts), scored to two decimals, in one statement.
 */
export async function scorePairs(
  db: Executor,
  pairs: readonly NamePair[],
  threshold: number,
): Promise<{ pair: number; similarity: string }[]> {
  if (pairs.length === 0) return [];
  const list = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
  const result = await db.execute<{ pair: number; similarity: string }>(sql`
    select pair, round(score::numeric, 2)::text as similarity
    from (
      select x.i::int - 1 as pair,
        greatest(similarity(x.name_key, x.payee_key), similarity(x.name_folded, x.payee_folded)) as score
      from unnest(
        ${list(pairs.map((p) => p.name.key))}, ${list(pairs.map((p) => p.name.folded))},
        ${list(pairs.map((p) => p.payee.key))}, ${list(pairs.map((p) => p.payee.folded))}
      ) with ordinality as x(name_key, name_folded, payee_key, payee_folded, i)
    ) scored
    where score >= ${threshold}`);
  return result.rows.map((row) => ({ pair: Number(row.pair), similarity: row.similarity }));
}
