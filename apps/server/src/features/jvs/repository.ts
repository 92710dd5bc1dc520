import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escFiles, jvEntities } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';

/** The stored columns of a JV, as the API answers them (before the logo URL is added). */
const jvColumns = {
  jv_id: jvEntities.jv_id,
  uuid: jvEntities.uuid,
  name: jvEntities.name,
  alias: jvEntities.alias,
  logo: jvEntities.logo,
  jv_website: jvEntities.jv_website,
  jv_license_num: jvEntities.jv_license_num,
  phone_number: jvEntities.phone_number,
  add1: jvEntities.add1,
  add2: jvEntities.add2,
  city: jvEntities.city,
  st: jvEntities.st,
  zip: jvEntities.zip,
  is_active: jvEntities.is_active,
  info_subdomain: jvEntities.info_subdomain,
  title_officer: jvEntities.title_officer,
  title_email: jvEntities.title_email,
  primary_color: jvEntities.primary_color,
  secondary_color: jvEntities.secondary_color,
  about_info: jvEntities.about_info,
  fax: jvEntities.fax,
  magnus_title_pct: jvEntities.magnus_title_pct,
  sort_order: jvEntities.sort_order,
  version: jvEntities.version,
};

export type JvRow = Pick<typeof jvEntities.$inferSelect, keyof typeof jvColumns>;

/** The columns a save may write (everything but the keys, the logo and the bookkeeping). */
export type JvValues = Omit<JvRow, 'jv_id' | 'uuid' | 'logo' | 'version'>;

export type JvKey = { jv_id: number } | { uuid: string };

const whereKey = (key: JvKey) =>
  'jv_id' in key ? eq(jvEntities.jv_id, key.jv_id) : eq(jvEntities.uuid, key.uuid);

export type JvListFilter = {
  activeOnly: boolean;
  /** Only JVs of these states; undefined for every JV (with or without a state). */
  states?: readonly string[] | undefined;
};

/** JVs sorted by sort_order, then name ignoring case. */
export async function listJvs(db: Executor, filter: JvListFilter): Promise<JvRow[]> {
  const conditions = [];
  if (filter.activeOnly) conditions.push(eq(jvEntities.is_active, true));
  if (filter.states !== undefined) {
    if (filter.states.length === 0) return [];
    conditions.push(inArray(jvEntities.st, [...filter.states]));
  }
  return db
    .select(jvColumns)
    .from(jvEntities)
    .where(and(...conditions))
    .orderBy(asc(jvEntities.sort_order), asc(sql`lower(${jvEntities.name})`), asc(jvEntities.jv_id));
}

export async function findJv(db: Executor, key: JvKey): Promise<JvRow | undefined> {
  const rows = await db.select(jvColumns).from(jvEntities).where(whereKey(key)).limit(1);
  return rows[0];
}

/** The JV, locked until the transaction ends (a save reads it this way before comparing versions). */
export async function lockJv(tx: Executor, jvId: number): Promise<JvRow | undefined> {
  const rows = await tx.select(jvColumns).from(jvEntities).where(eq(jvEntities.jv_id, jvId)).for('update');
  return rows[0];
}

export async function insertJv(tx: Executor, values: JvValues): Promise<JvRow> {
  const rows = await tx.insert(jvEntities).values(values).returning(jvColumns);
  const row = rows[0];
  if (!row) throw new Error('JV not created');
  return row;
}

/** The ids of the JV's files (whose revenue its magnus_title_pct splits). */
export async function jvFileIds(tx: Executor, jvId: number): Promise<number[]> {
  const rows = await tx.select({ file_id: escFiles.file_id }).from(escFiles).where(eq(escFiles.jv_id, jvId));
  return rows.map((r) => r.file_id);
}

/** Writes the values and moves the version on. */
export async function updateJv(
  tx: Executor,
  jvId: number,
  values: Partial<JvValues> & { logo?: string | null },
): Promise<JvRow> {
  const rows = await tx
    .update(jvEntities)
    .set({ ...values, version: sql`${jvEntities.version} + 1`, updated_at: sql`now()` })
    .where(eq(jvEntities.jv_id, jvId))
    .returning(jvColumns);
  const row = rows[0];
  if (!row) throw new Error(`JV ${jvId} vanished while saving it`);
  return row;
}

/** The JVs of {@link listJvs}, in its order, page by page (exports). */
export function streamJvs(db: Executor, filter: JvListFilter) {
  return keysetRows(
    [sql`${jvEntities.sort_order}`, sql`lower(${jvEntities.name})`, sql`${jvEntities.jv_id}`],
    (page) =>
      db
        .select({ ...jvColumns, ...page.keys })
        .from(jvEntities)
        .where(
          and(
            filter.activeOnly ? eq(jvEntities.is_active, true) : undefined,
            filter.states === undefined ? undefined : inArray(jvEntities.st, [...filter.states]),
            page.after,
          ),
        )
        .orderBy(...page.orderBy)
        .limit(page.limit),
  );
}
