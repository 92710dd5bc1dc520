import {
  type CreateTitleFileAdditionBody,
  type OverrideTitleCommResponse,
  type State,
  TITLE_FILE_ADDITION_ERRORS,
  type TitleFileAddition,
  type TitleTurnaroundExportRow,
  type TitleTurnaroundFile,
  type TitleTurnaroundRecord,
  type TitleTurnaroundResponse,
  type TitleTurnaroundTotals,
} from '@hub/contract';
import { compareNames, type IsoDate, isOnTime, summarizeTurnaround, turnaroundDayCounter } from '@hub/domain';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertReferenceInScope,
  assertStateAccess,
  reportState,
  scopeIncludes,
  superStateScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors/http-error.ts';
import { listClosures } from '../calendar/repository.ts';
import * as repo from './repository.ts';

export const TURNAROUND_FILE_NOT_FOUND = 'File not found.';
export const TITLE_FILE_ADDITION_NOT_FOUND = 'Added file not found.';

/** Every closure of the state is read (a few a year); commit dates may lie after the range. */
const ALL_CLOSURES_UP_TO: IsoDate = '9999-12-31';

export type TitleTurnaroundQueryIn = { state?: State | undefined; beg_date: IsoDate; end_date: IsoDate };

/**
 * GET /reports/to (spec 001 §2, DOMAIN.md §6): the title officers of the state's JVs (an officer
 * whose JVs are all inactive only with files in the range), each with their files and figures
 * (turnaround in business days of the state's calendar, the commission of @hub/domain's rule),
 * sorted by last then first name; the footer over all of them. The state is the query's, else the
 * user's own (the token's default_state), else AZ; administrators within their states (403 otherwise).
 */
export async function getTitleTurnaround(
  db: Executor,
  user: CurrentUser,
  query: TitleTurnaroundQueryIn,
): Promise<TitleTurnaroundResponse> {
  const state = reportState(query.state ?? user.state ?? undefined);
  assertStateAccess(user, state);
  const { beg_date: begin, end_date: end } = query;
  // One after another: the committed SQL (apps/server/queries/title-turnaround.sql) keeps its order.
  const officerJvs = await repo.listOfficerJvs(db, state);
  const jvs = new Map(officerJvs.map((row) => [row.jv_id, row.employee_id]));
  const files = await repo.listTurnaroundFiles(db, { state, begin, end, jvs });
  const daysOf = turnaroundDayCounter(new Set(await listClosures(db, state, ALL_CLOSURES_UP_TO)));

  const filesOf = new Map<number, repo.TurnaroundFileRow[]>();
  for (const file of files) {
    const list = filesOf.get(file.officer_id) ?? [];
    list.push(file);
    filesOf.set(file.officer_id, list);
  }
  const officers = new Map<number, { row: repo.OfficerJvRow; jvs: string[]; active: boolean }>();
  for (const row of officerJvs) {
    const officer = officers.get(row.employee_id) ?? { row, jvs: [], active: false };
    officer.jvs.push(row.jv_name);
    officer.active ||= row.jv_active;
    officers.set(row.employee_id, officer);
  }

  const rows: TitleTurnaroundRecord[] = [];
  for (const [employeeId, officer] of officers) {
    const own = filesOf.get(employeeId) ?? [];
    if (!officer.active && own.length === 0) continue;
    const { row } = officer;
    const answered = own.map((file) =>
      answerFile(file, daysOf(file.ready_for_title_date, file.commit_complete_date)),
    );
    const summary = summarizeTurnaround({
      files: answered,
      title_base_files: row.title_base_files,
      title_per_file_com: row.title_per_file_com,
    });
    rows.push({
      emp_id: employeeId,
      emp_uuid: row.emp_uuid,
      first_name: row.first_name,
      last_name: row.last_name,
      beg_date: begin,
      end_date: end,
      jvs_assigned: officer.jvs.sort(compareNames),
      total_file_cnt: summary.total_file_cnt,
      comm_file_cnt: summary.comm_file_cnt,
      on_time_pct: summary.on_time_pct,
      avg_turn_around_days: summary.avg_turn_around_days,
      base_files: summary.base_files,
      comm_per_file: summary.comm_per_file,
      comm_amt: summary.comm_amt,
      files: answered,
    });
  }
  rows.sort(
    (a, b) =>
      compareNames(a.last_name, b.last_name) ||
      compareNames(a.first_name, b.first_name) ||
      a.emp_id - b.emp_id,
  );
  return { state, beg_date: begin, end_date: end, rows, totals: turnaroundTotals(rows) };
}

/**
 * A file of the answer with exactly the response schema's fields (the route sends it without the
 * schema's parse: `exactAnswer`), its turnaround and whether it is on time (DOMAIN.md §6).
 */
function answerFile(file: repo.TurnaroundFileRow, days: number | null): TitleTurnaroundFile {
  const answer: TitleTurnaroundFile = {
    file_id: file.file_id,
    file_uuid: file.file_uuid,
    order_number: file.order_number,
    order_status: file.order_status,
    open_date: file.open_date,
    ready_for_title_date: file.ready_for_title_date,
    commit_complete_date: file.commit_complete_date,
    turn_around_days: days,
    county: file.county,
    title_type: file.title_type,
    legal_desc: file.legal_desc,
    comm_elig: isOnTime(days, file.title_comm_override),
  };
  if (file.added_file_uuid !== undefined) answer.added_file_uuid = file.added_file_uuid;
  return answer;
}

/**
 * The footer: every officer's files and eligible files, and the mean over numeric turnarounds, by the
 * same rule as each officer's figures.
 */
function turnaroundTotals(rows: readonly TitleTurnaroundRecord[]): TitleTurnaroundTotals {
  const figures = summarizeTurnaround({
    files: rows.flatMap((row) => row.files),
    title_base_files: null,
    title_per_file_com: null,
  });
  return {
    total_file_cnt: figures.total_file_cnt,
    comm_file_cnt: figures.comm_file_cnt,
    avg_turn_around_days: figures.avg_turn_around_days,
  };
}

/**
 * The CSV's lines (spec 001 §9): one per file with its officer's figures, an officer without files
 * on one line of their own.
 */
export function turnaroundExportRows(answer: TitleTurnaroundResponse): TitleTurnaroundExportRow[] {
  return answer.rows.flatMap((row): TitleTurnaroundExportRow[] => {
    const officer = {
      employee: `${row.last_name}, ${row.first_name}`,
      beg_date: row.beg_date,
      end_date: row.end_date,
      total_file_cnt: row.total_file_cnt,
      comm_file_cnt: row.comm_file_cnt,
      avg_turn_around_days: row.avg_turn_around_days,
    };
    if (row.files.length === 0) {
      return [
        {
          ...officer,
          file_id: null,
          order_number: null,
          order_status: null,
          open_date: null,
          ready_for_title_date: null,
          commit_complete_date: null,
          turn_around_days: null,
          county: null,
          title_type: null,
        },
      ];
    }
    return row.files.map((file) => ({
      ...officer,
      file_id: file.file_id,
      order_number: file.order_number,
      order_status: file.order_status,
      open_date: file.open_date,
      ready_for_title_date: file.ready_for_title_date,
      commit_complete_date: file.commit_complete_date,
      turn_around_days: file.turn_around_days,
      county: file.county,
      title_type: file.title_type,
    }));
  });
}

// ---- The override -----------------------------------------------------------------------------

/**
 * PUT /title-file-additions/override-title-comm (super only, DOMAIN.md §9; a State Super User on
 * their own state's files): the file becomes commission-eligible for the turnaround, one way (the
 * contract refuses `override: false`). 404 for an unknown file, 403 out of state; audited with the
 * flag before and after. A file already overridden stays so, with nothing written.
 */
export async function overrideTitleComm(
  db: Db,
  actor: CurrentUser,
  fileUuid: string,
): Promise<OverrideTitleCommResponse> {
  return db.transaction(async (tx) => {
    const file = await repo.lockFileByUuid(tx, fileUuid);
    if (!file) throw notFound(TURNAROUND_FILE_NOT_FOUND);
    assertStateAccess(actor, file.state, superStateScope(actor));
    if (!file.title_comm_override) {
      await repo.setTitleCommOverride(tx, file.file_id);
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'esc_files',
        entityId: file.file_uuid,
        before: { title_comm_override: false },
        after: { title_comm_override: true },
      });
    }
    return { file_uuid: file.file_uuid, title_comm_override: true };
  });
}

// ---- Files added by hand ----------------------------------------------------------------------

/**
 * POST /title-file-additions (super only; a State Super User within their own state): the order must
 * be a file of a state where the employee is a JV's title officer (400 naming the order otherwise),
 * the officer and the file within the actor's states (403). Audited.
 */
export async function createTitleFileAddition(
  db: Db,
  actor: CurrentUser,
  body: CreateTitleFileAdditionBody,
): Promise<TitleFileAddition> {
  const scope = superStateScope(actor);
  return db.transaction(async (tx) => {
    const officer = await repo.findOfficer(tx, body.title_officer_uuid);
    if (!officer) throw badRequest(`body.title_officer_uuid: ${TITLE_FILE_ADDITION_ERRORS.unknownOfficer}`);
    if (officer.states.length === 0)
      throw badRequest(`body.title_officer_uuid: ${TITLE_FILE_ADDITION_ERRORS.notTitleOfficer}`);
    const reachable = officer.states.filter((state) => scopeIncludes(scope, state));
    if (reachable.length === 0)
      throw forbidden('body.title_officer_uuid: that title officer is in another state.');
    const orderNumber = body.order_number.trim();
    const file = await repo.findFileByOrderNumber(tx, orderNumber);
    if (!file) throw badRequest(`body.order_number: ${TITLE_FILE_ADDITION_ERRORS.unknownOrder(orderNumber)}`);
    const fileState = file.state.trim();
    if (!reachable.includes(fileState)) {
      if (officer.states.includes(fileState)) {
        assertReferenceInScope(actor, { field: 'body.order_number', what: 'file', state: fileState }, scope);
      }
      throw badRequest(
        `body.order_number: ${TITLE_FILE_ADDITION_ERRORS.otherState(file.order_number, fileState, reachable)}`,
      );
    }
    // Once per officer: the same file twice would count twice (the unique index holds it under a race).
    const already = await repo.officerHasFile(tx, officer.employee_id, file.file_id);
    if (already === 'added')
      throw badRequest(`body.order_number: ${TITLE_FILE_ADDITION_ERRORS.alreadyAdded(file.order_number)}`);
    if (already === 'listed')
      throw badRequest(`body.order_number: ${TITLE_FILE_ADDITION_ERRORS.alreadyListed(file.order_number)}`);
    const values = {
      title_officer_id: officer.employee_id,
      order_number: file.order_number,
      file_id: file.file_id,
      search_start_dt: body.search_start_dt,
      commit_ready_dt: body.commit_ready_dt,
      created_by: actor.id,
    };
    const addedFileUuid = await repo.insertAddition(tx, values);
    const created: TitleFileAddition = {
      added_file_uuid: addedFileUuid,
      title_officer_uuid: officer.uuid,
      order_number: file.order_number,
      file_uuid: file.file_uuid,
      search_start_dt: body.search_start_dt,
      commit_ready_dt: body.commit_ready_dt,
    };
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'title_file_additions',
      entityId: addedFileUuid,
      after: created,
    });
    return created;
  });
}

/**
 * DELETE /title-file-additions/{added_file_uuid} (super only, within their states): removes a file
 * added by hand (a file of the officer's JVs is no addition: 404). Audited with what it held.
 */
export async function deleteTitleFileAddition(
  db: Db,
  actor: CurrentUser,
  addedFileUuid: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const addition = await repo.lockAddition(tx, addedFileUuid);
    if (!addition) throw notFound(TITLE_FILE_ADDITION_NOT_FOUND);
    assertStateAccess(actor, addition.file_state, superStateScope(actor));
    await repo.deleteAddition(tx, addedFileUuid);
    const { title_officer_id: _officer, file_id: _file, file_state: _state, ...before } = addition;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'title_file_additions',
      entityId: addedFileUuid,
      before,
    });
  });
}
