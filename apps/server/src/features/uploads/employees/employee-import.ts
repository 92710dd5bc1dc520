// The rows of an employees sheet, read whole (a payroll export is small), each matched to the
// employee it names and stored, with an audit row for each employee added or changed.
import { recordAudit } from '../../../db/audit.ts';
import type { Executor } from '../../../db/client.ts';
import { type StateScope, scopeIncludes } from '../../../plugins/authorization/policies.ts';
import { insertMismatches, loadBranches } from '../import-repository.ts';
import { branchMatcher } from '../rows/matcher.ts';
import {
  cellsByColumn,
  type ImportCounts,
  Mismatches,
  recordOutsideScope,
  stateOutsideScope,
} from '../rows/row-problems.ts';
import type { Sheet } from '../rows/sheet-header.ts';
import { type EmployeeRecord, toEmployee } from './employee-rows.ts';
import {
  type EmployeeValues,
  type ExistingEmployee,
  insertEmployee,
  loadEmployeesForUpload,
  updateEmployee,
} from './repository.ts';

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

/** Stores the sheet's employees and a mismatch for each problem; the counts of what it did. */
export async function importEmployees(
  tx: Executor,
  uploadId: number,
  sheet: Sheet,
  scope: StateScope,
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

  for (const [index, row] of sheet.rows.entries()) {
    const rowNumber = index + 2;
    const outcome = toEmployee(cellsByColumn(row, sheet.map.columns), branches, scope);
    if (!outcome.record) {
      mismatches.add(rowNumber, sheet.headers, row, outcome.problems);
      continue;
    }
    const record = outcome.record;
    const key = record.payroll_id ? `payroll:${record.payroll_id}` : `email:${record.email}`;
    const first = seenKeys.get(key);
    if (first !== undefined) {
      const field = record.payroll_id ? 'payroll_id' : 'email';
      mismatches.add(rowNumber, sheet.headers, row, [
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
      mismatches.add(rowNumber, sheet.headers, row, [
        { field: 'email', value: record.email ?? '', problem: found.problem },
      ]);
      continue;
    }
    const current = found.employee;
    if (current && !scopeIncludes(scope, current.state)) {
      mismatches.add(rowNumber, sheet.headers, row, [
        recordOutsideScope('state', record.state ?? '', 'the employee', current.state),
      ]);
      continue;
    }
    const merged = mergeEmployee(current, record);
    if (!scopeIncludes(scope, merged.state)) {
      mismatches.add(rowNumber, sheet.headers, row, [stateOutsideScope(record.state ?? '', merged.state)]);
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
