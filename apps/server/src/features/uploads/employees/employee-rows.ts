import { phoneForStorage } from '@hub/domain';
import { type StateScope, scopeIncludes } from '../../../plugins/authorization/policies.ts';
import { readChoice, readDate, readEmail, readText, readYesNo } from '../rows/cells.ts';
import type { Matcher } from '../rows/matcher.ts';
import { type RowOutcome, readingRow, recordOutsideScope, stateOutsideScope } from '../rows/row-problems.ts';

/** An employee as the upload stores it. `null` in an optional field means the cell was empty: keep the stored value. */
export type EmployeeRecord = {
  payroll_id: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  state: 'AZ' | 'NV' | null;
  emp_type: 'REP' | 'EO' | null;
  title: string | null;
  start_date: string | null;
  termination_date: string | null;
  is_active: boolean | null;
  cell_phone: string | null;
  office_phone: string | null;
  def_branch: number | null;
  alt_email: string | null;
  srch_str1: string | null;
  srch_str2: string | null;
  srch_str3: string | null;
};

/**
 * One sheet row -> an employee, or every problem it has. `scope` is the uploader's (policies.ts
 * stateScope): a state, or a default branch, of another state is refused.
 */
export function toEmployee(
  cells: ReadonlyMap<string, string>,
  branches: Matcher,
  scope: StateScope,
): RowOutcome<EmployeeRecord> {
  const { problems, raw, take } = readingRow(cells);
  const text = (name: string, max = 200) => take(name, readText(raw(name), max));
  const required = (name: string) => {
    const value = text(name);
    if (value === null && !problems.some((p) => p.field === name)) {
      problems.push({ field: name, value: raw(name), problem: `${name} is required` });
    }
    return value;
  };
  const phone = (name: string) => {
    const value = raw(name).trim();
    if (!value) return null;
    const digits = value.replace(/\D/g, '');
    const stored = phoneForStorage(value);
    if (stored === null || digits.replace(/^1(?=\d{10}$)/, '').length !== 10) {
      problems.push({ field: name, value, problem: `${name} must have 10 digits` });
      return null;
    }
    return stored;
  };

  const payrollId = text('payroll_id', 60);
  const email = take('email', readEmail(raw('email')));
  if (payrollId === null && email === null && !problems.some((p) => p.field === 'email')) {
    problems.push({
      field: 'payroll_id',
      value: '',
      problem: 'payroll_id or email is required to find the employee',
    });
  }
  const state = take('state', readChoice(raw('state'), ['AZ', 'NV'] as const));
  const stateInScope = !state || scopeIncludes(scope, state);
  if (state && !stateInScope) problems.push(stateOutsideScope(raw('state'), state));
  let defBranch: number | null = null;
  const branchText = raw('branch').trim();
  if (branchText) {
    const found = branches.find(branchText, state);
    if (!('id' in found))
      problems.push({
        field: 'branch',
        value: branchText,
        problem: `branch '${branchText}' ${found.problem}`,
      });
    else if (stateInScope && !scopeIncludes(scope, found.state))
      problems.push(recordOutsideScope('branch', branchText, `branch '${branchText}'`, found.state));
    else defBranch = found.id;
  }
  const record = {
    payroll_id: payrollId,
    email,
    first_name: required('first_name'),
    last_name: required('last_name'),
    state,
    emp_type: take('emp_type', readChoice(raw('emp_type'), ['REP', 'EO'] as const)),
    title: text('title'),
    start_date: take('start_date', readDate(raw('start_date'))),
    termination_date: take('termination_date', readDate(raw('termination_date'))),
    is_active: take('is_active', readYesNo(raw('is_active'))),
    cell_phone: phone('cell_phone'),
    office_phone: phone('office_phone'),
    def_branch: defBranch,
    alt_email: take('alt_email', readEmail(raw('alt_email'))),
    srch_str1: text('srch_str1'),
    srch_str2: text('srch_str2'),
    srch_str3: text('srch_str3'),
  };
  if (record.start_date && record.termination_date && record.termination_date < record.start_date) {
    problems.push({
      field: 'termination_date',
      value: raw('termination_date'),
      problem: 'termination_date is before start_date',
    });
  }
  if (problems.length > 0) return { record: null, problems };
  return { record: record as EmployeeRecord, problems: [] };
}
