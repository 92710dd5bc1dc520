import { readFile } from 'node:fs/promises';
import { parseRoles } from '@hub/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { stateScope } from '../../plugins/authorization/policies.ts';
import { nameKey } from './cells.ts';
import { type EmployeeRecord, toEmployee } from './employee-rows.ts';
import { cellsByColumn, type RowProblem, toEscFile } from './esc-file-rows.ts';
import { checkSpreadsheet, FileCheckError } from './file-check.ts';
import {
  type EmployeeValues,
  type ExistingEmployee,
  findUploadJob,
  insertEmployee,
  insertMismatches,
  loadBranches,
  loadEmployeesForUpload,
  loadJvs,
  loadPeople,
  type MismatchRow,
  resolveClients,
  type StoredFile,
  setUploadJob,
  updateEmployee,
  upsertFiles,
} from './import-repository.ts';
import { type HeaderMap, mapHeaders, type UploadType } from './layouts.ts';
import { branchMatcher, jvMatcher, personMatcher } from './matcher.ts';
import { readSheetRows, SheetReadError } from './sheet-reader.ts';

export const UPLOAD_JOB_KIND = 'uploads.process';

export type ImportCounts = { inserted: number; updated: number; unchanged: number; mismatched: number };

type Sheet = { headers: readonly string[]; rows: readonly string[][]; map: HeaderMap };
type Scope = readonly string[] | 'all';

/**
 * The background job of one upload: read the stored file, convert and match every row, store the
 * good ones and a mismatch for each problem, all in one transaction with the job's final counts.
 * Any failure leaves the data as it was and the job failed with a message for the screen.
 */
export async function processUpload(db: Db, uploadId: number, log: FastifyBaseLogger): Promise<void> {
  const job = await findUploadJob(db, uploadId);
  if (!job) throw new PermanentJobError(`Upload ${uploadId} does not exist`);
  if (job.status === 'done' || job.status === 'failed') return;
  await setUploadJob(db, uploadId, { status: 'processing', started_at: new Date(), error_detail: null });
  try {
    if (!job.stored_path) throw new PermanentJobError('The uploaded file was not kept.');
    const format = checkSpreadsheet(job.filename, await readFile(job.stored_path));
    const sheet = toSheet(job.upload_type, await readSheetRows(job.stored_path, format));
    await setUploadJob(db, uploadId, { rows_read: sheet.rows.length });
    const scope = await uploaderScope(db, job.created_by);
    await db.transaction(async (tx) => {
      const counts =
        job.upload_type === 'esc_files'
          ? await importFiles(tx, uploadId, sheet, scope)
          : await importEmployees(tx, uploadId, sheet, scope, job.created_by);
      await setUploadJob(tx, uploadId, {
        status: 'done',
        finished_at: new Date(),
        rows_inserted: counts.inserted,
        rows_updated: counts.updated,
        rows_unchanged: counts.unchanged,
        rows_mismatched: counts.mismatched,
      });
      if (job.created_by !== null) {
        await recordAudit(tx, {
          actor: { id: job.created_by, email: '' },
          action: 'update',
          entity: job.upload_type,
          entityId: `upload:${uploadId}`,
          after: { upload_id: uploadId, filename: job.filename, rows: sheet.rows.length, ...counts },
        });
      }
    });
  } catch (error) {
    const known =
      error instanceof FileCheckError ||
      error instanceof SheetReadError ||
      error instanceof PermanentJobError;
    if (!known) log.error({ err: error, uploadId }, 'upload failed');
    const detail = known
      ? error.message
      : 'The upload could not be processed because of an unexpected error. Try again.';
    await setUploadJob(db, uploadId, { status: 'failed', finished_at: new Date(), error_detail: detail });
    throw new PermanentJobError(detail);
  }
}

function toSheet(type: UploadType, allRows: string[][]): Sheet {
  const [headers, ...rows] = allRows;
  if (!headers) throw new PermanentJobError('The file is empty: it has no header row.');
  const map = mapHeaders(type, headers);
  const missing = [...map.missing];
  if (
    type === 'employees' &&
    ![...map.columns.values()].some((c) => c.name === 'payroll_id' || c.name === 'email')
  ) {
    missing.push('payroll_id or email');
  }
  if (missing.length > 0) {
    throw new PermanentJobError(
      `The file is missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Download the template to see the expected columns.',
    );
  }
  if (rows.length === 0) throw new PermanentJobError('The file has a header row but no data rows.');
  return { headers, rows, map };
}

async function uploaderScope(db: Db, userId: number | null): Promise<Scope> {
  if (userId === null) return [];
  const rows = await db
    .select({ roles: users.roles, state: users.state })
    .from(users)
    .where(eq(users.user_id, userId));
  const user = rows[0];
  if (!user) return [];
  const state = user.state === 'AZ' || user.state === 'NV' ? user.state : null;
  return stateScope({ roles: parseRoles(user.roles), state });
}

/** The row as the file had it, for the mismatch screen. */
function rowData(headers: readonly string[], row: readonly string[]): Record<string, string> {
  const data: Record<string, string> = {};
  headers.forEach((header, i) => {
    if (header.trim()) data[header.trim()] = row[i] ?? '';
  });
  return data;
}

class Mismatches {
  readonly rows: MismatchRow[] = [];
  readonly #rowNumbers = new Set<number>();

  add(rowNumber: number, data: Record<string, string>, problems: readonly RowProblem[]): void {
    this.#rowNumbers.add(rowNumber);
    for (const p of problems) {
      this.rows.push({
        row_number: rowNumber,
        field_name: p.field,
        field_value: p.value,
        problem: p.problem,
        row_data: data,
      });
    }
  }

  get rowCount(): number {
    return this.#rowNumbers.size;
  }
}

async function importFiles(
  tx: Executor,
  uploadId: number,
  sheet: Sheet,
  scope: Scope,
): Promise<ImportCounts> {
  const matchers = {
    branches: branchMatcher(await loadBranches(tx)),
    people: personMatcher(await loadPeople(tx)),
    jvs: jvMatcher(await loadJvs(tx)),
  };
  const mismatches = new Mismatches();
  const firstRowOf = new Map<string, number>();
  const good: { record: NonNullable<ReturnType<typeof toEscFile>['record']> }[] = [];
  sheet.rows.forEach((row, index) => {
    // The header is row 1 of the sheet.
    const rowNumber = index + 2;
    const outcome = toEscFile(cellsByColumn(row, sheet.map.columns), matchers, scope);
    const problems = [...outcome.problems];
    const order = outcome.record?.order_number;
    if (order) {
      const first = firstRowOf.get(order);
      if (first !== undefined) {
        problems.push({
          field: 'order_number',
          value: order,
          problem: `order_number ${order} appears again (first on row ${first})`,
        });
      } else firstRowOf.set(order, rowNumber);
    }
    if (problems.length > 0 || !outcome.record)
      mismatches.add(rowNumber, rowData(sheet.headers, row), problems);
    else good.push({ record: outcome.record });
  });

  const clientIds = await resolveClients(
    tx,
    good.flatMap(({ record }) => (record.directing_client ? [record.directing_client] : [])),
  );
  const files: StoredFile[] = good.map(({ record }) => {
    const { directing_client, ...rest } = record;
    return {
      ...rest,
      directing_client_id: directing_client ? (clientIds.get(nameKey(directing_client)) ?? null) : null,
    };
  });
  const counts = await upsertFiles(tx, files, uploadId);
  await insertMismatches(tx, uploadId, mismatches.rows);
  return { ...counts, mismatched: mismatches.rowCount };
}

const EMPLOYEE_FIELDS = [
  'payroll_id',
  'email',
  'first_name',
  'last_name',
  'state',
  'emp_type',
  'title',
  'start_date',
  'termination_date',
  'is_active',
  'cell_phone',
  'office_phone',
  'def_branch',
  'alt_email',
  'srch_str1',
  'srch_str2',
  'srch_str3',
] as const satisfies readonly (keyof EmployeeRecord)[];

async function importEmployees(
  tx: Executor,
  uploadId: number,
  sheet: Sheet,
  scope: Scope,
  actorId: number | null,
): Promise<ImportCounts> {
  const branches = branchMatcher(await loadBranches(tx));
  const existing = await loadEmployeesForUpload(tx);
  const byPayroll = new Map(existing.filter((e) => e.payroll_id).map((e) => [e.payroll_id as string, e]));
  const byEmail = new Map<string, ExistingEmployee[]>();
  for (const e of existing) {
    if (!e.email) continue;
    const key = e.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), e]);
  }
  const mismatches = new Mismatches();
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0, mismatched: 0 };
  const seenKeys = new Map<string, number>();
  const inScope = (state: string) => scope === 'all' || scope.includes(state);

  for (const [index, row] of sheet.rows.entries()) {
    const rowNumber = index + 2;
    const data = rowData(sheet.headers, row);
    const outcome = toEmployee(cellsByColumn(row, sheet.map.columns), branches, scope);
    if (!outcome.record) {
      mismatches.add(rowNumber, data, outcome.problems);
      continue;
    }
    const record = outcome.record;
    const key = record.payroll_id ? `payroll:${record.payroll_id}` : `email:${record.email}`;
    const first = seenKeys.get(key);
    if (first !== undefined) {
      const field = record.payroll_id ? 'payroll_id' : 'email';
      mismatches.add(rowNumber, data, [
        {
          field,
          value: record[field] ?? '',
          problem: `${field} ${record[field]} appears again (first on row ${first})`,
        },
      ]);
      continue;
    }
    seenKeys.set(key, rowNumber);

    const found = findEmployee(record, byPayroll, byEmail);
    if ('problem' in found) {
      mismatches.add(rowNumber, data, [
        { field: 'email', value: record.email ?? '', problem: found.problem },
      ]);
      continue;
    }
    const current = found.employee;
    if (current && !inScope(current.state ?? 'AZ')) {
      mismatches.add(rowNumber, data, [
        {
          field: 'state',
          value: current.state ?? '',
          problem: `the employee belongs to ${current.state}, outside the states you manage`,
        },
      ]);
      continue;
    }
    const merged = mergeEmployee(current, record);
    if (!inScope(merged.state)) {
      mismatches.add(rowNumber, data, [
        {
          field: 'state',
          value: record.state ?? '',
          problem: `state ${merged.state} is outside the states you manage`,
        },
      ]);
      continue;
    }
    if (current) {
      const before = Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, current[f]]));
      const after = Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, merged[f]]));
      if (EMPLOYEE_FIELDS.every((f) => before[f] === after[f])) {
        counts.unchanged++;
        continue;
      }
      await updateEmployee(tx, current.employee_id, merged);
      if (actorId !== null) {
        await recordAudit(tx, {
          actor: { id: actorId, email: '' },
          action: 'update',
          entity: 'employees',
          entityId: String(current.employee_id),
          before,
          after: { ...after, upload_id: uploadId },
        });
      }
      counts.updated++;
    } else {
      const id = await insertEmployee(tx, merged);
      if (actorId !== null) {
        await recordAudit(tx, {
          actor: { id: actorId, email: '' },
          action: 'create',
          entity: 'employees',
          entityId: String(id),
          after: { ...merged, upload_id: uploadId },
        });
      }
      counts.inserted++;
    }
  }
  await insertMismatches(tx, uploadId, mismatches.rows);
  return { ...counts, mismatched: mismatches.rowCount };
}

function findEmployee(
  record: EmployeeRecord,
  byPayroll: ReadonlyMap<string, ExistingEmployee>,
  byEmail: ReadonlyMap<string, readonly ExistingEmployee[]>,
): { employee: ExistingEmployee | null } | { problem: string } {
  if (record.payroll_id) {
    const byId = byPayroll.get(record.payroll_id);
    if (byId) return { employee: byId };
  }
  if (!record.email) return { employee: null };
  const candidates = (byEmail.get(record.email) ?? []).filter((e) => !record.payroll_id || !e.payroll_id);
  if (candidates.length > 1) return { problem: `email ${record.email} belongs to more than one employee` };
  return { employee: candidates[0] ?? null };
}

/** Empty cells keep what is stored; a new employee defaults to AZ and active. */
function mergeEmployee(current: ExistingEmployee | null, record: EmployeeRecord): EmployeeValues {
  const pick = <K extends keyof EmployeeRecord>(field: K) => record[field] ?? current?.[field] ?? null;
  return {
    payroll_id: pick('payroll_id'),
    email: pick('email'),
    first_name: record.first_name,
    last_name: record.last_name,
    state: (record.state ?? current?.state ?? 'AZ') as 'AZ' | 'NV',
    emp_type: pick('emp_type'),
    title: pick('title'),
    start_date: pick('start_date'),
    termination_date: pick('termination_date'),
    is_active: record.is_active ?? current?.is_active ?? true,
    cell_phone: pick('cell_phone'),
    office_phone: pick('office_phone'),
    def_branch: pick('def_branch'),
    alt_email: pick('alt_email'),
    srch_str1: pick('srch_str1'),
    srch_str2: pick('srch_str2'),
    srch_str3: pick('srch_str3'),
  };
}
