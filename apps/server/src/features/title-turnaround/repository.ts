// The title officer turnaround's queries (spec 001 §2, DOMAIN.md §6): the title officers of a
// state's JVs, their files of a range in one query (the JV files by esc_files_ready_idx, and the
// files added by hand), and the title file additions' writes.
import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { escFiles, titleFileAdditions } from '../../db/schema/index.ts';

/** One JV of the state with its title officer (an officer of several JVs has a row for each). */
export type OfficerJvRow = {
  employee_id: number;
  emp_uuid: string;
  first_name: string;
  last_name: string;
  title_base_files: number | null;
  /** Numeric text. */
  title_per_file_com: string | null;
  jv_id: number;
  jv_name: string;
  jv_active: boolean;
};

/** The JVs of the state (`st`) that name a title officer, with the officer. */
export async function listOfficerJvs(db: Executor, state: State): Promise<OfficerJvRow[]> {
  const result = await db.execute(sql`
    select e.employee_id, e.uuid as emp_uuid, e.first_name, e.last_name, e.title_base_files,
      e.title_per_file_com::text as title_per_file_com, j.jv_id, j.name as jv_name, j.is_active as jv_active
    from jv_entities j
    join employees e on e.employee_id = j.title_officer
    where j.st = ${state}`);
  return rowsOf<OfficerJvRow>(result).map((row) => ({
    ...row,
    employee_id: Number(row.employee_id),
    jv_id: Number(row.jv_id),
    title_base_files: row.title_base_files === null ? null : Number(row.title_base_files),
  }));
}

/** A file of an officer's turnaround, as read. */
export type TurnaroundFileRow = {
  officer_id: number;
  file_id: number;
  file_uuid: string;
  order_number: string;
  order_status: string;
  open_date: IsoDate;
  ready_for_title_date: IsoDate | null;
  commit_complete_date: IsoDate | null;
  county: string | null;
  title_type: string | null;
  legal_desc: string | null;
  title_comm_override: boolean;
  /** Only on a file added by hand (the answer leaves the key out otherwise). */
  added_file_uuid?: string;
};

/**
 * Every officer's files of the range: the files of the title officers' JVs (`jvs`: each JV's officer)
 * whose ready_for_title_date is in the range, in ONE bitmap scan of esc_files_ready_idx (jv_id,
 * ready_for_title_date) over all the JVs (a month's files sit on some thousands of pages, read once;
 * JV by JV, a nested loop read them once per JV); and the files added by hand to an officer of the
 * state's JVs whose search start is in the range, files of the state, their search start and commit
 * ready standing for the ready and commit dates. Sorted by officer, then order number, by the caller.
 */
export async function listTurnaroundFiles(
  db: Executor,
  filter: { state: State; begin: IsoDate; end: IsoDate; jvs: ReadonlyMap<number, number> },
): Promise<TurnaroundFileRow[]> {
  const { state, begin, end, jvs } = filter;
  const jvIds = sql.param(`{${[...jvs.keys()].join(',')}}`);
  const listed = await db.execute(sql`
    select f.jv_id, f.file_id, f.file_uuid, f.order_number, f.order_status,
      f.open_date, f.ready_for_title_date, f.commit_complete_date, f.county, f.title_type, f.legal_desc,
      f.title_comm_override
    from esc_files f
    where f.jv_id = any(${jvIds}::int4[])
      and f.ready_for_title_date >= ${begin}::date and f.ready_for_title_date <= ${end}::date`);
  const added = await db.execute(sql`
    select a.title_officer_id as officer_id, f.file_id, f.file_uuid, f.order_number, f.order_status,
      f.open_date, a.search_start_dt as ready_for_title_date, a.commit_ready_dt as commit_complete_date,
      f.county, f.title_type, f.legal_desc, f.title_comm_override, a.added_file_uuid
    from title_file_additions a
    join esc_files f on f.file_id = a.file_id and f.state = ${state}
    where a.search_start_dt >= ${begin}::date and a.search_start_dt <= ${end}::date
      and a.title_officer_id in (select o.title_officer from jv_entities o where o.st = ${state})`);
  // The driver's rows are the answer's files (the response schema leaves out jv_id and the override
  // flag): completed in place, not copied, as a month can hold thousands.
  const rows: TurnaroundFileRow[] = [];
  for (const row of rowsOf<TurnaroundFileRow & { jv_id: number }>(listed)) {
    const officer = jvs.get(Number(row.jv_id));
    if (officer === undefined) continue;
    row.officer_id = officer;
    row.file_id = Number(row.file_id);
    rows.push(row);
  }
  for (const row of rowsOf<TurnaroundFileRow>(added)) {
    row.officer_id = Number(row.officer_id);
    row.file_id = Number(row.file_id);
    rows.push(row);
  }
  return rows.sort(
    (a, b) =>
      a.officer_id - b.officer_id ||
      (a.order_number < b.order_number ? -1 : a.order_number > b.order_number ? 1 : 0) ||
      a.file_id - b.file_id ||
      (a.added_file_uuid === undefined ? -1 : b.added_file_uuid === undefined ? 1 : 0),
  );
}

// ---- The writes -------------------------------------------------------------------------------

export type TitleFileRow = {
  file_id: number;
  file_uuid: string;
  state: string;
  title_comm_override: boolean;
};

/** A file by its uuid, locked for the override. */
export async function lockFileByUuid(db: Executor, fileUuid: string): Promise<TitleFileRow | undefined> {
  const [row] = await db
    .select({
      file_id: escFiles.file_id,
      file_uuid: escFiles.file_uuid,
      state: escFiles.state,
      title_comm_override: escFiles.title_comm_override,
    })
    .from(escFiles)
    .where(eq(escFiles.file_uuid, fileUuid))
    .for('update');
  return row;
}

/** Sets the file's title_comm_override (one way), raising its version. */
export async function setTitleCommOverride(db: Executor, fileId: number): Promise<void> {
  await db
    .update(escFiles)
    .set({ title_comm_override: true, version: sql`${escFiles.version} + 1`, updated_at: sql`now()` })
    .where(eq(escFiles.file_id, fileId));
}

/** A file by its order number as entered (exact, or in another case when that is unique). */
export async function findFileByOrderNumber(
  db: Executor,
  orderNumber: string,
): Promise<{ file_id: number; file_uuid: string; order_number: string; state: string } | undefined> {
  const columns = {
    file_id: escFiles.file_id,
    file_uuid: escFiles.file_uuid,
    order_number: escFiles.order_number,
    state: escFiles.state,
  };
  const [exact] = await db.select(columns).from(escFiles).where(eq(escFiles.order_number, orderNumber));
  if (exact) return exact;
  const folded = await db
    .select(columns)
    .from(escFiles)
    .where(sql`upper(${escFiles.order_number}) = upper(${orderNumber})`)
    .limit(2);
  return folded.length === 1 ? folded[0] : undefined;
}

/**
 * Whether the file is already on the officer's report: added by hand for them, or ('listed') a file of
 * a JV naming them title officer with its own ready-for-title date.
 */
export async function officerHasFile(
  db: Executor,
  officerId: number,
  fileId: number,
): Promise<'added' | 'listed' | null> {
  const result = await db.execute(sql`
    select
      exists (select 1 from title_file_additions a where a.title_officer_id = ${officerId} and a.file_id = ${fileId})
        as added,
      exists (select 1 from esc_files f join jv_entities j on j.jv_id = f.jv_id
        where f.file_id = ${fileId} and j.title_officer = ${officerId} and f.ready_for_title_date is not null)
        as listed`);
  const [row] = rowsOf<{ added: boolean; listed: boolean }>(result);
  return row?.added ? 'added' : row?.listed ? 'listed' : null;
}

/** An employee by uuid, with the states of the JVs naming them title officer. */
export async function findOfficer(
  db: Executor,
  uuid: string,
): Promise<{ employee_id: number; uuid: string; states: string[] } | undefined> {
  const result = await db.execute(sql`
    select e.employee_id, e.uuid,
      coalesce(array_agg(distinct j.st::text) filter (where j.st is not null), '{}') as states
    from employees e
    left join jv_entities j on j.title_officer = e.employee_id
    where e.uuid = ${uuid}
    group by e.employee_id, e.uuid`);
  const [row] = rowsOf<{ employee_id: number; uuid: string; states: string[] | string }>(result);
  if (!row) return undefined;
  return { employee_id: Number(row.employee_id), uuid: row.uuid, states: pgTextArray(row.states) };
}

/** A text[] as either driver answers it (an array, or '{AZ,NV}' text). */
function pgTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value.map((v) => v.trim());
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((v) => v.replace(/^"|"$/g, '').trim());
}

export type AdditionValues = {
  title_officer_id: number;
  order_number: string;
  file_id: number;
  search_start_dt: IsoDate;
  commit_ready_dt: IsoDate;
  created_by: number;
};

export async function insertAddition(db: Executor, values: AdditionValues): Promise<string> {
  const [row] = await db
    .insert(titleFileAdditions)
    .values(values)
    .returning({ added_file_uuid: titleFileAdditions.added_file_uuid });
  if (!row) throw new Error('title file addition not inserted');
  return row.added_file_uuid;
}

export type AdditionRow = {
  added_file_uuid: string;
  title_officer_id: number;
  title_officer_uuid: string;
  order_number: string;
  file_id: number | null;
  file_uuid: string | null;
  file_state: string | null;
  search_start_dt: IsoDate;
  commit_ready_dt: IsoDate;
};

/** An addition with its officer's uuid and its file's state, locked for its removal. */
export async function lockAddition(db: Executor, addedFileUuid: string): Promise<AdditionRow | undefined> {
  const result = await db.execute(sql`
    select a.added_file_uuid, a.title_officer_id, e.uuid as title_officer_uuid, a.order_number,
      a.file_id, f.file_uuid, f.state as file_state, a.search_start_dt, a.commit_ready_dt
    from title_file_additions a
    join employees e on e.employee_id = a.title_officer_id
    left join esc_files f on f.file_id = a.file_id
    where a.added_file_uuid = ${addedFileUuid}
    for update of a`);
  const [row] = rowsOf<AdditionRow>(result);
  return row
    ? {
        ...row,
        title_officer_id: Number(row.title_officer_id),
        file_id: row.file_id === null ? null : Number(row.file_id),
      }
    : undefined;
}

export async function deleteAddition(db: Executor, addedFileUuid: string): Promise<void> {
  await db.delete(titleFileAdditions).where(and(eq(titleFileAdditions.added_file_uuid, addedFileUuid)));
}
