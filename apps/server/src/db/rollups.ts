// The daily rollups (`revenue_rollups`, decision 25) and the order lists' day totals
// (`order_day_totals`, decision 26): what each file adds to them, added or taken away in the caller's
// transaction, and both tables recomputed from the ledger and the files.
import { LEDGER_FIGURES } from '@hub/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './rows.ts';
import { creditedEo } from './schema/ledger.ts';
import { ORDER_LEDGER_FIGURES } from './schema/rollups.ts';

/** The officer each file is credited to (the ledger's rule). */
const CREDITED_FILE_EO = creditedEo('f');

const KEY = [
  'day',
  'state',
  'jv_id',
  'transaction_type',
  'branch_id',
  'credited_eo_id',
  'marketing_rep_id',
  'escrow_officer_id',
];
const COUNTS = ['opens', 'closes', 'cancels', 'entries'] as const;
const MEASURES = [...COUNTS, ...LEDGER_FIGURES];

/** One kind of contribution of a file: its dimensions, a day, a count set to 1 and no money. */
function counted(day: string, count: (typeof COUNTS)[number], where: string): string {
  const measures = MEASURES.map((m) => (m === count ? `1 as ${m}` : `0 as ${m}`)).join(', ');
  return `select ${day} as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
      escrow_officer_id, ${measures}
    from f${where}`;
}

/**
 * The rollup rows of the files chosen by `files` (an SQL condition on `esc_files f` and on
 * `revenue_ledger l`, or none for every file), each measure multiplied by `sign`: opens on
 * open_date, closes on calc_close_date, cancels on cancel_date, and the ledger's rows on their
 * ledger_date, grouped by the five grains ('sub_eo' only where a link moved the file: its own escrow
 * officer is not the one it is credited to), each also per month.
 */
function contribution(fileCondition: (alias: string) => SQL, sign: 1 | -1): SQL {
  const ledgerMeasures = MEASURES.map((m) =>
    m === 'entries' ? '1 as entries' : COUNTS.includes(m as never) ? `0 as ${m}` : `l.${m}`,
  ).join(', ');
  const sums = MEASURES.map((m) => (sign === 1 ? `sum(${m}) as ${m}` : `-sum(${m}) as ${m}`)).join(', ');
  return sql`
    with f as (
      select f.file_id, f.state, f.jv_id, f.transaction_type, f.branch_id,
        ${sql.raw(CREDITED_FILE_EO.id)} as credited_eo_id, f.marketing_rep_id,
        case when f.escrow_officer_id <> ${sql.raw(CREDITED_FILE_EO.id)} then f.escrow_officer_id end
          as escrow_officer_id,
        f.open_date, f.calc_close_date, f.cancel_date
      from esc_files f
      ${sql.raw(CREDITED_FILE_EO.joins)}
      where ${fileCondition('f')}
    ),
    c as (
      ${sql.raw(counted('open_date', 'opens', ''))}
      union all
      ${sql.raw(counted('calc_close_date', 'closes', ' where calc_close_date is not null'))}
      union all
      ${sql.raw(counted('cancel_date', 'cancels', ' where cancel_date is not null'))}
      union all
      select l.ledger_date, l.state, l.jv_id, l.transaction_type, l.branch_id, l.credited_eo_id,
        l.marketing_rep_id,
        case when l.escrow_officer_id <> l.credited_eo_id then l.escrow_officer_id end,
        ${sql.raw(ledgerMeasures)}
      from revenue_ledger l
      where l.ledger_date is not null and ${fileCondition('l')}
    ),
    m as (select c.*, date_trunc('month', c.day)::date as month from c)
    select case when grouping(day) = 1 then
          case when grouping(escrow_officer_id) = 0 then 'sub_eo_month'
            when grouping(credited_eo_id) = 0 then 'eo_month'
            when grouping(marketing_rep_id) = 0 then 'rep_month' else 'branch_month' end
        when grouping(escrow_officer_id) = 0 then 'sub_eo'
        when grouping(credited_eo_id) = 0 then 'eo'
        when grouping(marketing_rep_id) = 0 then 'rep'
        when grouping(branch_id) = 0 then 'branch' else 'state' end as grain,
      case when grouping(day) = 0 then day else month end as day,
      ${sql.raw(KEY.filter((k) => k !== 'day').join(', '))}, ${sql.raw(sums)}
    from m
    group by grouping sets (
      (day, state, jv_id, transaction_type, branch_id),
      (day, state, jv_id, transaction_type, credited_eo_id),
      (day, state, jv_id, transaction_type, marketing_rep_id, branch_id),
      (day, state, jv_id, transaction_type),
      (day, state, jv_id, transaction_type, credited_eo_id, escrow_officer_id),
      (month, state, jv_id, transaction_type, branch_id),
      (month, state, jv_id, transaction_type, credited_eo_id),
      (month, state, jv_id, transaction_type, marketing_rep_id, branch_id),
      (month, state, jv_id, transaction_type, credited_eo_id, escrow_officer_id)
    )
    -- The 'sub_eo' grains keep the files a link moved only.
    having grouping(escrow_officer_id) = 1 or escrow_officer_id is not null`;
}

const COLUMNS = sql.raw(['grain', ...KEY, ...MEASURES].join(', '));
/** The order in which every writer takes rollup rows: the key's (revenue_rollups_key_uq). */
const ROLLUP_KEY_ORDER = [
  'grain',
  'state',
  'day',
  'branch_id',
  'credited_eo_id',
  'marketing_rep_id',
  'escrow_officer_id',
  'jv_id',
  'transaction_type',
];
const ROLLUP_UPDATES = sql.raw(MEASURES.map((m) => `${m} = revenue_rollups.${m} + excluded.${m}`).join(', '));
/** Rows whose files all moved away (the partial index revenue_rollups_empty_idx finds them). */
const ROLLUP_EMPTY = sql.raw('opens = 0 and closes = 0 and cancels = 0 and entries = 0');

// ---- The order lists' day totals ----------------------------------------------------------------

const ORDER_DAY_KEY = ['kind', 'day', 'state', 'branch_id'];
const ORDER_DAY_MEASURES = ['files', 'sales_price', 'loan_amt', ...ORDER_LEDGER_FIGURES];
const ORDER_DAY_COLUMNS = sql.raw([...ORDER_DAY_KEY, ...ORDER_DAY_MEASURES].join(', '));
/** The order in which every writer takes day totals: the key's (order_day_totals_key_uq). */
const ORDER_DAY_KEY_ORDER = ['kind', 'state', 'day', 'branch_id'];
const ORDER_DAY_UPDATES = sql.raw(
  ORDER_DAY_MEASURES.map((m) => `${m} = order_day_totals.${m} + excluded.${m}`).join(', '),
);

/**
 * The `order_day_totals` rows of the files chosen by `files` (an SQL condition on `esc_files f` and
 * on `revenue_ledger l`, or none for every file), each measure multiplied by `sign`: each file counted
 * once on its open_date ('open') and once on its calc_close_date ('closed', when it has one), with
 * its sales_price and loan_amt and the sums of ALL its ledger rows (its own and every adjustment,
 * whatever their dates: the file as it stands, as the order lists show it). Every file has exactly one
 * ledger row of source 'file', which carries the file's count and prices.
 */
function orderDayContribution(fileCondition: (alias: string) => SQL, sign: 1 | -1): SQL {
  const minus = sign === 1 ? '' : '-';
  const own = (expression: string) => `coalesce(sum(${expression}) filter (where l.source = 'file'), 0)`;
  const measures = [
    `${minus}(count(*) filter (where l.source = 'file'))::int as files`,
    `${minus}${own('f.sales_price')} as sales_price`,
    `${minus}${own('f.loan_amt')} as loan_amt`,
    ...ORDER_LEDGER_FIGURES.map((figure) => `${minus}coalesce(sum(l.${figure}), 0) as ${figure}`),
  ].join(', ');
  return sql`
    select k.kind, k.day, f.state, f.branch_id, ${sql.raw(measures)}
    from revenue_ledger l
    join esc_files f on f.file_id = l.file_id
    cross join lateral (values ('open'::text, f.open_date), ('closed'::text, f.calc_close_date)) k(kind, day)
    where k.day is not null and ${fileCondition('l')}
    group by k.kind, k.day, f.state, f.branch_id`;
}

/** The condition 'one of these files' on the `file_id` of a table's alias. */
function filesChosen(ids: readonly number[]): (alias: string) => SQL {
  const list = sql.param(`{${ids.join(',')}}`);
  return (alias) => sql`${sql.raw(alias)}.file_id = any(${list}::int4[])`;
}

/**
 * A table of sums by key that every write to the files keeps in step: its columns, the order in which
 * every writer takes its rows (its unique key's, `<name>_key_uq`), its measures, the update adding a
 * row to the row of the same key, what a row whose files all moved away holds, and the rows of the
 * files a condition chooses, each measure multiplied by `sign`.
 */
type SumsTable = {
  name: 'revenue_rollups' | 'order_day_totals';
  columns: SQL;
  keyOrder: readonly string[];
  measures: readonly string[];
  updates: SQL;
  empty: SQL;
  contribution: (fileCondition: (alias: string) => SQL, sign: 1 | -1) => SQL;
};

const ROLLUPS: SumsTable = {
  name: 'revenue_rollups',
  columns: COLUMNS,
  keyOrder: ROLLUP_KEY_ORDER,
  measures: MEASURES,
  updates: ROLLUP_UPDATES,
  empty: ROLLUP_EMPTY,
  contribution,
};

const ORDER_DAY_TOTALS: SumsTable = {
  name: 'order_day_totals',
  columns: ORDER_DAY_COLUMNS,
  keyOrder: ORDER_DAY_KEY_ORDER,
  measures: ORDER_DAY_MEASURES,
  updates: ORDER_DAY_UPDATES,
  empty: sql.raw('files = 0'),
  contribution: orderDayContribution,
};

/**
 * Adds `rows` (the table's columns, in key order) to the table, each to the row of its key where there
 * is one; `dropEmpty` then deletes the rows left empty (after rows were taken away).
 */
async function addRows(tx: Executor, table: SumsTable, rows: SQL, dropEmpty: boolean): Promise<void> {
  const name = sql.raw(table.name);
  await tx.execute(sql`
    insert into ${name} (${table.columns})
    ${rows}
    on conflict on constraint ${sql.raw(`${table.name}_key_uq`)} do update set ${table.updates}`);
  if (dropEmpty) await tx.execute(sql`delete from ${name} where ${table.empty}`);
}

/**
 * Adds (`sign` 1) or takes away (-1) what the chosen files add to the table. In key order, so that two
 * writers meet the same rows in the same order (and the rollups' rows always before the day totals').
 */
async function applyTo(tx: Executor, table: SumsTable, chosen: (alias: string) => SQL, sign: 1 | -1) {
  const rows = sql`select ${table.columns} from (${table.contribution(chosen, sign)}) d
    order by ${sql.raw(table.keyOrder.join(', '))}`;
  await addRows(tx, table, rows, sign === -1);
}

/**
 * Adds (`sign` 1) or takes away (-1) what the files add to the rollups and to the order lists' day
 * totals, as they stand now.
 */
async function apply(tx: Executor, fileIds: readonly number[], sign: 1 | -1): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const chosen = filesChosen(ids);
  await applyTo(tx, ROLLUPS, chosen, sign);
  await applyTo(tx, ORDER_DAY_TOTALS, chosen, sign);
}

/**
 * Takes away from the rollups what the files add to them as they stand (before they change). An
 * upload's batches take and add rows in several statements: a deadlock with another writer is
 * possible there, and its transaction is run again (db/transaction-retry.ts).
 */
export async function removeFilesFromRollups(tx: Executor, fileIds: readonly number[]): Promise<void> {
  await apply(tx, fileIds, -1);
}

/** Adds to the rollups what the files add to them as they stand (after they changed). */
export async function addFilesToRollups(tx: Executor, fileIds: readonly number[]): Promise<void> {
  await apply(tx, fileIds, 1);
}

/**
 * Runs `change` (a write to the files, their adjustments, or anything the ledger reads for them) and
 * moves the rollups and the order lists' day totals with it, in the caller's transaction: what the
 * files add to them is read before (the files locked first, in id order, so that no other write
 * changes them in between), and what they add after is added less what they added before, in ONE
 * statement per table, whose rows are taken in key order and only where something changed. Every
 * writer then locks the files, then rollup rows, then day totals, each in one fixed order, so two
 * writers on files that share rows wait for each other instead of deadlocking (issue 17). A deleted
 * file is simply not added again; a file created by `change` is added by `addFilesToRollups` once its
 * id is known.
 */
export async function refreshRollupsForFiles<T>(
  tx: Executor,
  fileIds: readonly number[],
  change: () => Promise<T>,
): Promise<T> {
  const ids = [...new Set(fileIds)].sort((a, b) => a - b);
  if (ids.length === 0) return change();
  const chosen = filesChosen(ids);
  await tx.execute(sql`select file_id from esc_files f where ${chosen('f')} order by file_id for update`);
  const before = await asJson(tx, ROLLUPS.contribution(chosen, -1));
  const beforeDays = await asJson(tx, ORDER_DAY_TOTALS.contribution(chosen, -1));
  const result = await change();
  await addRows(tx, ROLLUPS, netChange(ROLLUPS, before, chosen), true);
  await addRows(tx, ORDER_DAY_TOTALS, netChange(ORDER_DAY_TOTALS, beforeDays, chosen), true);
  return result;
}

/** The rows of `statement` as one JSON array (text: exact money, dates as written). */
async function asJson(tx: Executor, statement: SQL): Promise<string> {
  const [row] = rowsOf<{ rows: string }>(
    await tx.execute(sql`select coalesce(json_agg(d), '[]')::text as rows from (${statement}) d`),
  );
  return row?.rows ?? '[]';
}

/**
 * The rows to add to `table`: the rows before (`before`, JSON of rows taken away) and after (the
 * chosen files' rows now) summed by key, only the keys whose measures changed, in key order.
 */
function netChange(table: SumsTable, before: string, chosen: (alias: string) => SQL): SQL {
  const { columns, measures } = table;
  const keys = table.keyOrder.join(', ');
  const sums = measures.map((m) => `sum(${m}) as ${m}`).join(', ');
  const changed = measures.map((m) => `sum(${m}) <> 0`).join(' or ');
  return sql`
    select ${columns}
    from (select ${sql.raw(keys)}, ${sql.raw(sums)}
    from (
      select ${columns} from json_populate_recordset(null::${sql.raw(table.name)}, ${before}::json)
      union all
      select ${columns} from (${table.contribution(chosen, 1)}) a
    ) c
    group by ${sql.raw(keys)}
    having ${sql.raw(changed)}) d
    order by ${sql.raw(keys)}`;
}

/**
 * Recomputes every rollup row and every order day total from the ledger and the files, in one
 * transaction.
 */
export async function rebuildRollups(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table revenue_rollups, order_day_totals in exclusive mode`);
    await tx.execute(sql`delete from revenue_rollups`);
    await tx.execute(rebuildStatement());
    await tx.execute(sql`delete from order_day_totals`);
    await tx.execute(orderDayTotalsRebuildStatement());
  });
}

/**
 * The statement that fills the (empty) rollups from every file; migration 0009 runs its text once,
 * so that a database with files has its rollups when it gets the table.
 */
export function rebuildStatement(): SQL {
  return sql`
      insert into revenue_rollups (${COLUMNS})
      select ${COLUMNS} from (${contribution(() => sql`true`, 1)}) d`;
}

/**
 * The statement that fills the (empty) order lists' day totals from every file; migration 0013 runs
 * its text once, so that a database with files has them when it gets the table.
 */
export function orderDayTotalsRebuildStatement(): SQL {
  return sql`
      insert into order_day_totals (${ORDER_DAY_COLUMNS})
      select ${ORDER_DAY_COLUMNS} from (${orderDayContribution(() => sql`true`, 1)}) d`;
}
