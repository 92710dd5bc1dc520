import type {
  ClientHistoryRow,
  ClientHistorySort,
  ClientSearchSort,
  FileSearchRow,
  Page,
  QuickFindClient,
  QuickFindFile,
  SortDirection,
} from '@hub/contract';
import { CLIENT_SEARCH_COUNT_CAP, pageCount, pageOffset, ZState } from '@hub/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { containsFolded, fileTables, likeLiteral } from '../../db/file-lists.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { rowsOf } from '../../db/rows.ts';
import { clients } from '../../db/schema/index.ts';
import { keysetRows } from '../../exports/keyset.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

// Every query here lists files under the alias `f` (db/file-lists.ts), so that
// `fileReachCondition('f', reach)` (the files the user may see, DOMAIN.md §9) sits in its where clause.
const { f, eo, rep, branch, jv, client } = fileTables;

/** The directing client's name as the lists show it: the person, else the company. */
const clientName = (c: typeof client | typeof clients) =>
  sql<
    string | null
  >`coalesce(nullif(${c.individual_name}, ''), nullif(concat_ws(' ', ${c.first_name}, ${c.last_name}), ''), ${c.company_name})`;

/** The columns of a File (search) row, flat (fileSearchRow nests them). */
const fileColumns = {
  file_id: f.file_id,
  file_uuid: f.file_uuid,
  order_number: f.order_number,
  open_date: f.open_date,
  close_date: f.close_date,
  calc_close_date: f.calc_close_date,
  eo_id: f.escrow_officer_id,
  eo_first_name: eo.first_name,
  eo_last_name: eo.last_name,
  rep_id: f.marketing_rep_id,
  rep_first_name: rep.first_name,
  rep_last_name: rep.last_name,
  branch_id: branch.branch_id,
  branch_name: branch.name,
  client_id: f.directing_client_id,
  client_name: clientName(client),
  listing_agency: f.listing_agency,
  listing_agent_name: f.listing_agent_name,
  selling_agency: f.selling_agency,
  selling_agent_name: f.selling_agent_name,
  jv_id: jv.jv_id,
  jv_name: jv.name,
  lender_name: f.lender_name,
  property_state: f.property_state,
  title_processing: f.title_processing,
  settlement_fee: f.settlement_fee,
  owners_policy: f.owners_policy,
  lenders_policy: f.lenders_policy,
  endorsements: f.endorsements,
};

/** A flat row as the contract's File (search), with its links as objects (null when the file has none). */
export function fileSearchRow(row: FlatFile): FileSearchRow {
  return {
    file_id: row.file_id,
    file_uuid: row.file_uuid,
    order_number: row.order_number,
    open_date: row.open_date,
    close_date: row.close_date,
    calc_close_date: row.calc_close_date,
    escrow_officer:
      row.eo_id === null ? null : { first_name: row.eo_first_name, last_name: row.eo_last_name },
    marketing_rep:
      row.rep_id === null ? null : { first_name: row.rep_first_name, last_name: row.rep_last_name },
    settlement_agency:
      row.branch_id === null || row.branch_name === null
        ? null
        : { name: row.branch_name, branch_id: row.branch_id },
    directing_client: row.client_id === null ? null : { name: row.client_name },
    listing_agency: row.listing_agency,
    listing_agent_name: row.listing_agent_name,
    selling_agency: row.selling_agency,
    selling_agent_name: row.selling_agent_name,
    external_title_company:
      row.jv_id === null || row.jv_name === null ? null : { jv_id: row.jv_id, name: row.jv_name },
    lender_name: row.lender_name,
    property: { state: row.property_state },
    revenue_components: {
      title_processing: row.title_processing,
      settlement_fee: row.settlement_fee,
      owners_policy: row.owners_policy,
      lenders_policy: row.lenders_policy,
      endorsements: row.endorsements,
    },
  };
}

/** A row of filesQuery: fileColumns, flat. */
type FlatFile = Awaited<ReturnType<typeof filesQuery<Record<never, SQL.Aliased>>>>[number];

/** Files with their people, branch, client and JV joined (select fileColumns, plus page keys). */
function filesQuery<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra?: Extra) {
  return db
    .select({ ...fileColumns, ...(extra ?? ({} as Extra)) })
    .from(f)
    .leftJoin(eo, sql`${eo.employee_id} = ${f.escrow_officer_id}`)
    .leftJoin(rep, sql`${rep.employee_id} = ${f.marketing_rep_id}`)
    .leftJoin(branch, sql`${branch.branch_id} = ${f.branch_id}`)
    .leftJoin(client, sql`${client.client_id} = ${f.directing_client_id}`)
    .leftJoin(jv, sql`${jv.jv_id} = ${f.jv_id}`);
}

// ---- File search --------------------------------------------------------------------------------

/**
 * The order number upper-cased, as the index `esc_files_order_number_prefix_idx` holds it
 * (text_pattern_ops): a prefix LIKE reads one range of it, in byte order, where the whole number
 * comes before every longer one that begins with it.
 */
const upperOrderNumber = sql`upper(${f.order_number})`;

function orderNumberPrefix(orderNumber: string): SQL {
  return sql`${upperOrderNumber} like upper(${likeLiteral(orderNumber)}) || '%'`;
}

/**
 * The files of `reach` whose order number is `orderNumber` or begins with it (case ignored): the
 * whole number first, then by order number, at most `limit`.
 */
export async function fileSearchRows(
  db: Executor,
  reach: FileReach,
  orderNumber: string,
  limit: number,
): Promise<FileSearchRow[]> {
  const rows = await filesQuery(db)
    .where(sql`${orderNumberPrefix(orderNumber)} and ${fileReachCondition('f', reach)}`)
    .orderBy(sql`${upperOrderNumber} using ~<~`, sql`${f.file_id}`)
    .limit(limit);
  return rows.map(fileSearchRow);
}

// ---- Client search ------------------------------------------------------------------------------

export type ClientSearchFilter = { start: string; end: string; client_search: string };
export type ClientSearchOrder = { sort: ClientSearchSort; dir: SortDirection };

/**
 * The searched name as the queries use it: the text, and the clients whose name contains it, read
 * once and written into each query as a constant list, which PostgreSQL looks up by hash row by row
 * and estimates from the statistics of directing_client_id (a subquery's array was searched element
 * by element: 585 clients of 'saguaro realty' made a scan of 16,000 files take 40 ms instead of 10).
 */
export type ClientSearchTerm = { text: string; clientIds: readonly number[] };

export async function resolveClientSearchTerm(db: Executor, text: string): Promise<ClientSearchTerm> {
  const found = await db
    .select({ id: clients.client_id })
    .from(clients)
    .where(sql`${clients.name_search} like ${containsFolded(text)}`);
  return { text, clientIds: found.map((row) => row.id) };
}

/**
 * The term matched on `alias` (esc_files, or a subquery with its parties_search and
 * directing_client_id): a party's name contains it, or the directing client is one whose name does.
 */
function termMatches(alias: string, term: ClientSearchTerm): SQL {
  const on = sql.raw(alias);
  const parties = sql`${on}.parties_search like ${containsFolded(term.text)}`;
  if (term.clientIds.length === 0) return sql`(${parties})`;
  const ids = sql`${sql.param(`{${term.clientIds.join(',')}}`)}::int4[]`;
  return sql`(${parties} or ${on}.directing_client_id = any(${ids}))`;
}

/**
 * The states an administrator's search reads, so that esc_files_state_open_idx serves it
 * (`esc_files.state` is char(2): compared as bpchar); null for a user whose files are their
 * employee's (in any state).
 */
function statesOf(reach: FileReach): readonly string[] | null {
  if (reach.kind !== 'states') return null;
  return reach.scope === 'all' ? ZState.options : reach.scope;
}

/**
 * The files searched, on esc_files `f`: opened in the range, among those the user may see; with
 * `states`, written by state so that the (state, open_date) index reads the range (only where the
 * range is to be read: offered to a bitmap of the trigram matches, the planner ANDed it with a
 * whole state's files, 21 ms for Nevada's 320,000 to keep 44 of 5,800 candidates).
 */
function searchScope(
  reach: FileReach,
  filter: ClientSearchFilter,
  states: readonly string[] | null = null,
): SQL {
  const byState =
    states === null
      ? sql``
      : states.length === 1
        ? sql` and f.state = ${states[0]}`
        : sql` and f.state = any(${sql.param(`{${states.join(',')}}`)}::bpchar[])`;
  return sql`f.open_date between ${filter.start} and ${filter.end}
    and ${fileReachCondition('f', reach)}${byState}`;
}

/** Files opened in the range whose parties or directing client contain the term (the export's). */
function clientSearchWhere(reach: FileReach, filter: ClientSearchFilter, term: ClientSearchTerm): SQL {
  return sql`${searchScope(reach, filter)} and ${termMatches('f', term)}`;
}

/** The Close Date the list shows (contract fileCloseDate): when the file closed, else when it is set to. */
const shownCloseDate = sql`coalesce(${f.calc_close_date}, ${f.close_date})`;

const clientSearchSortKeys: Record<ClientSearchSort, SQL> = {
  open_date: sql`${f.open_date}`,
  close_date: shownCloseDate,
  order_number: sql`${f.order_number}`,
};

/** The list's order on esc_files `f`: the sort, a file without the date last, ties by file the same way. */
function clientSearchOrderBy(order: ClientSearchOrder): SQL {
  const dir = sql.raw(order.dir);
  return sql`${clientSearchSortKeys[order.sort]} ${dir} nulls last, f.file_id ${dir}`;
}

/**
 * How the client search reads a name on tens of thousands of files within 100 ms at 1,000,000 files
 * (docs/performance.md, "Client search for broad names"). Only speed depends on these: every way
 * gives the same answer, and the tests run each way against the same files.
 */
export type ClientSearchPlan = {
  /** Matches counted at most (CLIENT_SEARCH_COUNT_CAP); past it the total says "at least". */
  cap: number;
  /** Percent of esc_files' pages sampled (TABLESAMPLE SYSTEM) to see how broad the name is. */
  samplePercent: number;
  /** From this share of matching files in the sample, the count reads the files in range first. */
  broadShare: number;
  /** Files of the range read at most by that count before it leaves the name to the trigram index. */
  maxCountScan: number;
  /** Files read at most in the list's order for a page of a capped search before sorting every match. */
  maxWalk: number;
  /** Files a walk may read at least (it reads up to three times what the sample expects). */
  walkFloor: number;
};

export const CLIENT_SEARCH_PLAN: ClientSearchPlan = {
  cap: CLIENT_SEARCH_COUNT_CAP,
  samplePercent: 0.5,
  broadShare: 0.025,
  maxCountScan: 100_000,
  maxWalk: 50_000,
  // A sample of a few thousand files guesses a small share roughly.
  walkFloor: 2_000,
};

/**
 * Whether pg_trgm takes trigrams from the name for LIKE '%name%': surely so with three letters or
 * digits in a row. Without any, esc_files_parties_trgm_idx would be read whole; the planner then
 * keeps its sequential scan.
 */
function hasTrigram(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/**
 * How a step reads esc_files, decided here rather than by the planner, which guesses LIKE
 * '%name%' from a sample of 100 names and as if names did not depend on the state or the dates (and
 * estimates the reach's `state::text = any(...)` at 0.5% of the rows): an Arizona brokerage's
 * name searched by the Nevada State Super User, or a name of last year searched in this year, made it
 * scan the whole table for the 1,001 matches it expected within the first few thousand files, and a
 * single state's walk became a sort of all its files (0.35 to 0.55 s measured).
 * - 'bitmap': every match through the trigram indexes (and the (state, open_date) range), whose cost
 *   grows with the matches, not with the files;
 * - 'scan': for a name without trigrams, which the trigram index cannot narrow: one sequential scan;
 * - 'walk': the range's files in open-date order through esc_files_state_open_idx, reading only as
 *   many as the statement asks for.
 * JIT is off too: with a way of reading turned off the planner's costs reach its threshold, and
 * compiling took 30 ms of a 10 ms statement.
 */
type ReadMode = 'bitmap' | 'scan' | 'walk';

const TURNED_OFF: Record<ReadMode, readonly string[]> = {
  bitmap: ['enable_seqscan', 'enable_indexscan', 'jit'],
  scan: ['enable_indexscan', 'jit'],
  walk: ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'jit'],
};

function readingBy<T>(db: Db, mode: ReadMode, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Local to this transaction: the connection goes back to the pool as it was.
    await tx.execute(
      sql`select ${sql.join(
        TURNED_OFF[mode].map((name) => sql`set_config(${name}, 'off', true)`),
        sql`, `,
      )}`,
    );
    return read(tx);
  });
}

/** Every match of the term read through bitmaps, or with one scan for a name without trigrams. */
function readingMatches<T>(db: Db, term: ClientSearchTerm, read: (tx: Executor) => Promise<T>): Promise<T> {
  return readingBy(db, hasTrigram(term.text) ? 'bitmap' : 'scan', read);
}

/** What a sample of esc_files' pages holds: its files, those searched (range and reach), those matching. */
type Sample = { sampled: number; scoped: number; matched: number };

/**
 * A sample of esc_files' pages (`plan.samplePercent`: about 5,000 files of 1,000,000, read in 3 to
 * 5 ms), to see how broad the name is among an administrator's files of the range.
 */
async function sampleFiles(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  plan: ClientSearchPlan,
): Promise<Sample> {
  const percent = sql.raw(String(plan.samplePercent));
  const scope = searchScope(reach, filter);
  const [row] = rowsOf<Sample>(
    await db.execute(sql`
      select count(*)::int as sampled,
        (count(*) filter (where ${scope}))::int as scoped,
        (count(*) filter (where ${scope} and ${termMatches('f', term)}))::int as matched
      from esc_files as f tablesample system (${percent}) repeatable (11)`),
  );
  return {
    sampled: Number(row?.sampled ?? 0),
    scoped: Number(row?.scoped ?? 0),
    matched: Number(row?.matched ?? 0),
  };
}

/**
 * Whether more than `plan.cap` files of the range match, reading at most `limit` files of the range
 * through esc_files_state_open_idx and stopping at the cap's next match: true proves it, false says
 * only that these files did not.
 */
async function moreThanCapAmong(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  plan: ClientSearchPlan,
  limit: number,
): Promise<boolean> {
  const [row] = await readingBy(db, 'walk', async (tx) =>
    rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from (
          select 1 from (
            select f.parties_search, f.directing_client_id from esc_files as f
            where ${searchScope(reach, filter, statesOf(reach))}
            limit ${limit}
          ) as f
          where ${termMatches('f', term)}
          limit ${plan.cap + 1}
        ) as found`),
    ),
  );
  return Number(row?.n ?? 0) > plan.cap;
}

/**
 * Up to `plan.cap + 1` matching files in the list's order: all of them when there are at most
 * `plan.cap`. Read through the trigram indexes (a bitmap of the candidates, rows read until the cap's
 * next match), then sorted.
 */
async function firstMatches(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  order: ClientSearchOrder,
  plan: ClientSearchPlan,
): Promise<number[]> {
  return readingMatches(db, term, async (tx) => {
    const dir = sql.raw(order.dir);
    const result = await tx.execute(sql`
      with m as materialized (
        select f.file_id, ${clientSearchSortKeys[order.sort]} as sort_key
        from esc_files as f
        where ${clientSearchWhere(reach, filter, term)}
        limit ${plan.cap + 1}
      )
      select file_id from m order by sort_key ${dir} nulls last, file_id ${dir}`);
    return rowsOf<{ file_id: number }>(result).map((row) => Number(row.file_id));
  });
}

/**
 * The files a walk reads, at most `rows` of them, in the list's order where an index gives it: by
 * open date, each state's files of the range through esc_files_state_open_idx, merged; by order
 * number, every file through esc_files_order_number_uq. Null for the close date (no index).
 */
function walkedFiles(
  filter: ClientSearchFilter,
  order: ClientSearchOrder,
  states: readonly string[],
  rows: number,
): SQL | null {
  const by = sql.raw(order.dir);
  const columns = sql`f.file_id, f.open_date, f.order_number, f.state, f.parties_search, f.directing_client_id`;
  if (order.sort === 'order_number')
    return sql`(select ${columns} from esc_files as f order by f.order_number ${by}, f.file_id ${by} limit ${rows})`;
  if (order.sort !== 'open_date') return null;
  const perState = states.map(
    (state) => sql`(select ${columns} from esc_files as f
      where f.state = ${state} and f.open_date between ${filter.start} and ${filter.end}
      order by f.open_date ${by}, f.file_id ${by} limit ${rows})`,
  );
  if (perState.length === 1) return perState[0] ?? null;
  return sql`(${sql.join(perState, sql` union all `)} order by open_date ${by}, file_id ${by} limit ${rows})`;
}

/**
 * How many files a walk would read for the page, from the sample: by open date the range's files, by
 * order number every file. Infinity when the sample holds no match.
 */
function expectedWalk(sort: ClientSearchSort, sample: Sample, through: number): number {
  if (sample.matched === 0) return Number.POSITIVE_INFINITY;
  return (through * (sort === 'open_date' ? sample.scoped : sample.sampled)) / sample.matched;
}

/**
 * Whether to walk for the page rather than sort every match. By open date, whenever the walk is
 * expected within `plan.maxWalk` files (each state's files are read in the order they were stored).
 * By order number the walk reads files scattered over the table and a branch's numbers run together
 * (a name of Arizona's branches finds nothing among Nevada's numbers), so only when it is expected to
 * read under a quarter as many files as there are matches to sort.
 */
function walkPays(sort: ClientSearchSort, sample: Sample, expected: number, plan: ClientSearchPlan) {
  if (expected > plan.maxWalk) return false;
  if (sort === 'open_date') return true;
  const matches = sample.matched / (plan.samplePercent / 100);
  return expected <= matches / 4;
}

/**
 * A page of a capped search for an administrator, in the list's order: the files walked (at most
 * `budget`, stopping once the page is full) that are searched and match. The match is tested
 * after the merge of the states, so a state with none of the name's files costs only its share of
 * the files read. Null when the files read did not fill the page.
 */
async function walkedPage(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  order: ClientSearchOrder,
  states: readonly string[],
  offset: number,
  limit: number,
  budget: number,
): Promise<number[] | null> {
  const walked = walkedFiles(filter, order, states, budget);
  if (walked === null) return null;
  const by = sql.raw(order.dir);
  const key = order.sort === 'order_number' ? sql`f.order_number` : sql`f.open_date`;
  const ids = await readingBy(db, 'walk', async (tx) => {
    const result = await tx.execute(sql`
      select f.file_id from ${walked} as f
      where ${searchScope(reach, filter)} and ${termMatches('f', term)}
      order by ${key} ${by}, f.file_id ${by}
      limit ${limit} offset ${offset}`);
    return rowsOf<{ file_id: number }>(result).map((row) => Number(row.file_id));
  });
  return ids.length === limit ? ids : null;
}

/**
 * A page of matching files in the list's order, from every match read through the indexes and
 * sorted, with how many match (undefined when the page lies past the end).
 */
async function sortedPage(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  order: ClientSearchOrder,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number | undefined }> {
  const rows = await readingMatches(db, term, async (tx) =>
    rowsOf<{ file_id: number; total: number }>(
      await tx.execute(sql`
        select f.file_id, count(*) over ()::int as total from esc_files as f
        where ${clientSearchWhere(reach, filter, term)}
        order by ${clientSearchOrderBy(order)}
        limit ${limit} offset ${offset}`),
    ),
  );
  return { ids: rows.map((row) => Number(row.file_id)), total: rows[0] ? Number(rows[0].total) : undefined };
}

/**
 * A page of the client search from every match read and sorted, counted up to `cap` (Infinity: exactly)
 * by the same read: a user whose files are their employee's (DOMAIN.md §9, a few thousand files
 * at most), and an administrator's search by close date, which no index gives.
 */
async function everyMatchPage(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  term: ClientSearchTerm,
  order: ClientSearchOrder,
  asked: Page,
  cap: number,
): Promise<ClientSearchAnswer> {
  const read = (page: number) => {
    const offset = pageOffset({ page, page_size: asked.page_size });
    return sortedPage(db, reach, filter, term, order, offset, Math.min(asked.page_size, cap - offset));
  };
  let page = Math.min(asked.page, pageCount(cap, asked.page_size));
  let found = await read(page);
  if (found.total === undefined && page > 1) {
    // Past the end: the last page, which says so in `page`.
    const total = (await sortedPage(db, reach, filter, term, order, 0, 1)).total ?? 0;
    page = pageCount(Math.min(total, cap), asked.page_size);
    found = await read(page);
  }
  const total = found.total ?? 0;
  const rows = await filesInOrder(db, reach, found.ids);
  const how = { count: 'every', page: 'sorted' } as const;
  return { rows, total: Math.min(total, cap), capped: total > cap, page, how };
}

/** These files' rows (within `reach`), in the order of `ids`. */
async function filesInOrder(
  db: Executor,
  reach: FileReach,
  ids: readonly number[],
): Promise<FileSearchRow[]> {
  if (ids.length === 0) return [];
  const rows = await filesQuery(db).where(
    sql`${f.file_id} = any(${sql.param(`{${ids.join(',')}}`)}::int4[]) and ${fileReachCondition('f', reach)}`,
  );
  const byId = new Map(rows.map((row) => [row.file_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [fileSearchRow(row)] : [];
  });
}

export type ClientSearchAnswer = {
  rows: FileSearchRow[];
  /** How many files match, or `plan.cap` when more do (`capped`). */
  total: number;
  capped: boolean;
  /** The page answered: the one asked, or the last when it lies past the end. */
  page: number;
  /**
   * How it was read (the tests hold each way to the same answer): counted from the first cap + 1
   * matches, proved over the cap by reading the range, or counted exactly from every match; the
   * page cut from those matches, walked through an index, or sorted from every match.
   */
  how: { count: 'matches' | 'range' | 'every'; page: 'matches' | 'walk' | 'sorted' };
};

/**
 * One page of the client search, sorted (a file without a close date last, ties by file the same
 * way), and how many files match. For an administrator (files by state) the count stops at
 * `plan.cap`, and a search with more matches pages through its first `plan.cap`:
 *
 * 1. A sample of the table says how broad the name is among the files searched.
 * 2. The count. A name on at least `broadShare` of them (a brokerage's) is counted by reading the
 *    range's files until the cap's next match: a few thousand files, where the trigram index would
 *    read tens of thousands of candidates and the frequent trigrams of words like 'realty'. That read
 *    is bounded; a name it does not prove broad, and any other, has up to cap + 1 matches read through
 *    the trigram indexes: at most the cap, they are all the matches, sorted, and the page is cut
 *    from them.
 * 3. The page of a capped search: the files in the list's order through an index (by open date each
 *    state's range, merged; by order number the whole table) until the page is full, when the sample
 *    says that is short, bounded; else every match read and sorted.
 *
 * By close date, which no index gives, every match is read and sorted for the page, and counted by
 * the same read. A user whose files are their employee's has a few thousand files at most: every
 * match is read and sorted for the page, and counted exactly (everyMatchPage).
 */
export async function clientSearchPage(
  db: Db,
  reach: FileReach,
  filter: ClientSearchFilter,
  order: ClientSearchOrder,
  asked: Page,
  plan: ClientSearchPlan = CLIENT_SEARCH_PLAN,
): Promise<ClientSearchAnswer> {
  const term = await resolveClientSearchTerm(db, filter.client_search);
  const states = statesOf(reach);
  if (states === null) return everyMatchPage(db, reach, filter, term, order, asked, Number.POSITIVE_INFINITY);
  if (order.sort === 'close_date') return everyMatchPage(db, reach, filter, term, order, asked, plan.cap);
  const sample = await sampleFiles(db, reach, filter, term, plan);
  const share = sample.scoped > 0 ? sample.matched / sample.scoped : 0;

  let count: ClientSearchAnswer['how']['count'] = 'matches';
  if (share > 0 && share >= plan.broadShare) {
    const enough = Math.ceil((2 * (plan.cap + 1)) / share);
    const scan = Math.min(plan.maxCountScan, enough);
    if (await moreThanCapAmong(db, reach, filter, term, plan, scan)) count = 'range';
  }
  if (count === 'matches') {
    const matches = await firstMatches(db, reach, filter, term, order, plan);
    if (matches.length <= plan.cap) {
      const page = Math.min(asked.page, pageCount(matches.length, asked.page_size));
      const offset = pageOffset({ page, page_size: asked.page_size });
      const rows = await filesInOrder(db, reach, matches.slice(offset, offset + asked.page_size));
      return { rows, total: matches.length, capped: false, page, how: { count, page: 'matches' } };
    }
  }

  // Capped: the pages hold the first `cap` matches.
  const page = Math.min(asked.page, pageCount(plan.cap, asked.page_size));
  const offset = pageOffset({ page, page_size: asked.page_size });
  const limit = Math.min(asked.page_size, plan.cap - offset);
  // A walk reads up to three times the files the sample expects it to: where the name's files sit
  // elsewhere in the order (a name of past years, order numbers of another series) it gives up early.
  const expected = expectedWalk(order.sort, sample, offset + limit);
  const budget = Math.min(plan.maxWalk, Math.max(plan.walkFloor, Math.ceil(3 * expected)));
  const walked = walkPays(order.sort, sample, expected, plan)
    ? await walkedPage(db, reach, filter, term, order, states, offset, limit, budget)
    : null;
  const ids = walked ?? (await sortedPage(db, reach, filter, term, order, offset, limit)).ids;
  const rows = await filesInOrder(db, reach, ids);
  return { rows, total: plan.cap, capped: true, page, how: { count, page: walked ? 'walk' : 'sorted' } };
}

/**
 * Every file the client search finds, newest opened first as the list starts, page by page (the
 * list's export: not capped). The keyset counts days back from a fixed far date so that it ascends.
 */
export async function* streamClientSearch(db: Executor, reach: FileReach, filter: ClientSearchFilter) {
  const term = await resolveClientSearchTerm(db, filter.client_search);
  yield* keysetRows(
    [sql`(date '9999-12-31' - ${f.open_date})`, sql`(-${f.file_id})`],
    (page) =>
      filesQuery(db, page.keys)
        .where(sql`${clientSearchWhere(reach, filter, term)} and ${page.after ?? sql`true`}`)
        .orderBy(...page.orderBy)
        .limit(page.limit),
    (rows) => rows.map(fileSearchRow),
  );
}

// ---- Client history -----------------------------------------------------------------------------

export type ClientHistoryFilter = {
  start: string;
  end: string;
  client_search?: string | undefined;
  min_files: number;
};
export type ClientHistoryOrder = { sort: ClientHistorySort; dir: SortDirection };

const historySortKeys: Record<ClientHistorySort, SQL> = {
  company_name: sql`lower(g.company_name)`,
  total_files: sql`g.total_files`,
  last_file_date: sql`g.last_file_date`,
};

/**
 * The directing clients with at least `min_files` files of `reach` opened in the range (and a name
 * containing the search), each with its count and latest open date: one aggregate over the range.
 */
function historyGroups(reach: FileReach, filter: ClientHistoryFilter): SQL {
  const named = filter.client_search
    ? sql`and f.directing_client_id = any(array(
        select c.client_id from clients c where c.name_search like ${containsFolded(filter.client_search)}))`
    : sql``;
  return sql`
    select c.client_id, c.company_name, c.first_name, c.last_name, s.total_files, s.last_file_date
    from (
      select f.directing_client_id as client_id, count(*)::int as total_files, max(f.open_date) as last_file_date
      from esc_files f
      where f.open_date between ${filter.start} and ${filter.end}
        and f.directing_client_id is not null
        and ${fileReachCondition('f', reach)}
        ${named}
      group by f.directing_client_id
      having count(*) >= ${filter.min_files}
    ) s
    join clients c on c.client_id = s.client_id`;
}

/**
 * The rows of `rows` (aliased `g`) with the rep and JV of each client's latest file in the range (by
 * open date, then the latest file) among the files of `reach`: looked up for those rows only.
 */
function withLatestFile(reach: FileReach, rows: SQL): SQL {
  return sql`
    select g.*, g.last_file_date::text as last_file_day,
      nullif(concat_ws(' ', latest.rep_first_name, latest.rep_last_name), '') as last_marketing_rep,
      latest.jv_name as last_jv
    from (${rows}) g
    left join lateral (
      select rep.first_name as rep_first_name, rep.last_name as rep_last_name, jv.name as jv_name
      from esc_files f
      left join employees rep on rep.employee_id = f.marketing_rep_id
      left join jv_entities jv on jv.jv_id = f.jv_id
      where f.directing_client_id = g.client_id
        and f.open_date = g.last_file_date
        and ${fileReachCondition('f', reach)}
      order by f.file_id desc
      limit 1
    ) latest on true`;
}

type HistoryRecord = Omit<ClientHistoryRow, 'last_file_date'> & { last_file_day: string; total?: number };

function historyOrder(order: ClientHistoryOrder): SQL {
  const dir = order.dir === 'desc' ? sql`desc` : sql`asc`;
  return sql`${historySortKeys[order.sort]} ${dir} nulls last, g.client_id ${dir}`;
}

/** One page of the client history, sorted (ties by client, the same way), and how many clients it has. */
export async function clientHistoryPage(
  db: Executor,
  reach: FileReach,
  filter: ClientHistoryFilter,
  order: ClientHistoryOrder,
  page: Page,
): Promise<{ rows: ClientHistoryRow[]; total: number }> {
  const orderBy = historyOrder(order);
  // The page first (with the number of clients), then the latest file of its clients only.
  const pageRows = sql`
    select g.*, count(*) over ()::int as total
    from (${historyGroups(reach, filter)}) g
    order by ${orderBy}
    limit ${page.page_size} offset ${pageOffset(page)}`;
  const result = rowsOf<HistoryRecord>(
    await db.execute(sql`${withLatestFile(reach, pageRows)} order by ${orderBy}`),
  );
  return { rows: result.map(historyRow), total: result[0]?.total ?? 0 };
}

/** How many clients the client history has (for a page past the end, which has no rows to say it). */
export async function countClientHistory(
  db: Executor,
  reach: FileReach,
  filter: ClientHistoryFilter,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${historyGroups(reach, filter)}) g`),
  );
  return row?.n ?? 0;
}

/** Every client of the client history, most files first (the list's export; a few thousand rows at most). */
export async function allClientHistory(
  db: Executor,
  reach: FileReach,
  filter: ClientHistoryFilter,
): Promise<ClientHistoryRow[]> {
  const result = rowsOf<HistoryRecord>(
    await db.execute(
      sql`${withLatestFile(reach, historyGroups(reach, filter))}
        order by g.total_files desc, lower(g.company_name) asc nulls last, g.client_id asc`,
    ),
  );
  return result.map(historyRow);
}

function historyRow(row: HistoryRecord): ClientHistoryRow {
  return {
    client_id: Number(row.client_id),
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    total_files: Number(row.total_files),
    last_marketing_rep: row.last_marketing_rep,
    last_jv: row.last_jv,
    last_file_date: row.last_file_day,
  };
}

// ---- Quick find ---------------------------------------------------------------------------------

/** Files of `reach` whose order number begins with `q` (case ignored), by order number. */
export async function quickFindFiles(
  db: Executor,
  reach: FileReach,
  q: string,
  limit: number,
): Promise<QuickFindFile[]> {
  return db
    .select({
      file_uuid: f.file_uuid,
      order_number: f.order_number,
      open_date: f.open_date,
      branch_name: branch.name,
      buyer: f.buyer,
    })
    .from(f)
    .leftJoin(branch, sql`${branch.branch_id} = ${f.branch_id}`)
    .where(sql`${orderNumberPrefix(q)} and ${fileReachCondition('f', reach)}`)
    .orderBy(sql`${upperOrderNumber} using ~<~`, sql`${f.file_id}`)
    .limit(limit);
}

/**
 * How well the names a client is shown by (its name and company) match `q`, case and accents ignored:
 * 0 one is the term, 1 a word of one begins with it (after a space or a hyphen), 2 one contains it,
 * 3 neither (found by another of its names, say its contact's). Read only on the clients found.
 */
function shownNameRank(shown: readonly SQL[], q: string): SQL<number> {
  const term = sql`hub_fold(${likeLiteral(q)})`;
  const any = (test: (name: SQL) => SQL) => sql.join(shown.map(test), sql` or `);
  return sql<number>`case
    when ${any((name) => sql`hub_fold(${name}) = hub_fold(${q})`)} then 0
    when ${any((name) => sql`hub_fold(${name}) like ${term} || '%' or hub_fold(${name}) like '% ' || ${term} || '%' or hub_fold(${name}) like '%-' || ${term} || '%'`)} then 1
    when ${any((name) => sql`hub_fold(${name}) like '%' || ${term} || '%'`)} then 2
    else 3 end`;
}

/**
 * Clients whose names contain `q` (case and accents ignored) that direct at least one file of
 * `reach`: those whose shown name is the term first, then those with a word beginning with it, then
 * those containing it, then those found by another name (`shownNameRank`); then by name.
 */
export async function quickFindClients(
  db: Executor,
  reach: FileReach,
  q: string,
  limit: number,
): Promise<QuickFindClient[]> {
  const name = clientName(clients);
  const rows = await db
    .select({ client_id: clients.client_id, name, company_name: clients.company_name })
    .from(clients)
    .where(
      sql`${clients.name_search} like ${containsFolded(q)}
        and exists (select 1 from esc_files f where f.directing_client_id = ${clients.client_id}
          and ${fileReachCondition('f', reach)})`,
    )
    .orderBy(
      shownNameRank([name, sql`${clients.company_name}`], q),
      sql`lower(${name})`,
      sql`${clients.client_id}`,
    )
    .limit(limit);
  return rows.map((row) => ({
    client_id: row.client_id,
    name: row.name ?? '',
    company_name: row.name === row.company_name ? null : row.company_name,
  }));
}
