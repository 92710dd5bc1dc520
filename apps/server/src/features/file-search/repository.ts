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
import { pageOffset } from '@hub/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { fileReachCondition } from '../../db/file-reach.ts';
import { branches, clients, employees, escFiles, jvEntities } from '../../db/schema/index.ts';
import { rowsOf } from '../../demo/insert.ts';
import { keysetRows } from '../../exports/keyset.ts';
import type { FileReach } from '../../plugins/authorization/policies.ts';

// Every query here lists files under the alias `f`, so that `fileReachCondition('f', reach)` (the
// files the user may see, DOMAIN.md §9) sits in its where clause.
const f = alias(escFiles, 'f');
const eo = alias(employees, 'eo');
const rep = alias(employees, 'rep');
const branch = alias(branches, 'b');
const jv = alias(jvEntities, 'jv');
const client = alias(clients, 'dc');

/** A term taken literally inside LIKE: `%`, `_` and the escape character `\` match themselves. */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%term%` folded as the search columns are (hub_fold: lower case, no accents). */
function containsFolded(term: string): SQL {
  return sql`'%' || hub_fold(${likeLiteral(term)}) || '%'`;
}

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
 * Files opened in the range whose parties or directing client contain the term. Both sides read a
 * trigram index (esc_files_parties_trgm_idx; clients_name_trgm_idx, then the files of the clients
 * found through esc_files_client_idx), combined by a BitmapOr.
 */
function clientSearchWhere(reach: FileReach, filter: ClientSearchFilter): SQL {
  const pattern = containsFolded(filter.client_search);
  return sql`${f.open_date} between ${filter.start} and ${filter.end}
    and ${fileReachCondition('f', reach)}
    and (${f.parties_search} like ${pattern}
      or ${f.directing_client_id} = any(array(
        select c.client_id from clients c where c.name_search like ${pattern})))`;
}

/** The Close Date the list shows (contract fileCloseDate): when the file closed, else when it is set to. */
const shownCloseDate = sql`coalesce(${f.calc_close_date}, ${f.close_date})`;

const clientSearchSortKeys: Record<ClientSearchSort, SQL> = {
  open_date: sql`${f.open_date}`,
  close_date: shownCloseDate,
  order_number: sql`${f.order_number}`,
};

/** How many files the client search finds (for a page past the end, which has no rows to say it). */
export async function countClientSearch(
  db: Executor,
  reach: FileReach,
  filter: ClientSearchFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(f)
    .where(clientSearchWhere(reach, filter));
  return row?.n ?? 0;
}

/**
 * One page of the client search, sorted (a file without a close date last), ties by file the same
 * way, and how many files match. One pass over the matching files counts and picks the page (a
 * brokerage's name can match tens of thousands); the page's rows alone are then joined to their names.
 */
export async function clientSearchPage(
  db: Executor,
  reach: FileReach,
  filter: ClientSearchFilter,
  order: ClientSearchOrder,
  page: Page,
): Promise<{ rows: FileSearchRow[]; total: number }> {
  const dir = order.dir === 'desc' ? sql`desc` : sql`asc`;
  const matches = db
    .select({
      id: sql<number>`${f.file_id}`.as('match_id'),
      total: sql<number>`count(*) over ()::int`.as('total'),
      key: sql`${clientSearchSortKeys[order.sort]}`.as('match_key'),
    })
    .from(f)
    .where(clientSearchWhere(reach, filter))
    .orderBy(sql`${clientSearchSortKeys[order.sort]} ${dir} nulls last`, sql`${f.file_id} ${dir}`)
    .limit(page.page_size)
    .offset(pageOffset(page))
    .as('m');
  const rows = await filesQuery(db, { total: matches.total })
    .innerJoin(matches, sql`${matches.id} = ${f.file_id}`)
    .orderBy(sql`${matches.key} ${dir} nulls last`, sql`${f.file_id} ${dir}`);
  return { rows: rows.map(fileSearchRow), total: rows[0]?.total ?? 0 };
}

/**
 * Every file the client search finds, newest opened first as the list starts, page by page (the
 * list's export). The keyset counts days back from a fixed far date so that it ascends.
 */
export function streamClientSearch(db: Executor, reach: FileReach, filter: ClientSearchFilter) {
  return keysetRows(
    [sql`(date '9999-12-31' - ${f.open_date})`, sql`(-${f.file_id})`],
    (page) =>
      filesQuery(db, page.keys)
        .where(sql`${clientSearchWhere(reach, filter)} and ${page.after ?? sql`true`}`)
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
 * Clients whose name contains `q` (case and accents ignored) that direct at least one file of
 * `reach`: those whose name begins with it first, then by name.
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
      sql`hub_fold(${name}) like hub_fold(${likeLiteral(q)}) || '%' desc`,
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
