import { describe, expect, it } from 'vitest';
import { toEmployee } from '../employees/employee-rows.ts';
import { toEscFile } from '../esc-files/esc-file-rows.ts';
import { branchMatcher, jvMatcher, personMatcher } from './matcher.ts';

const branches = branchMatcher([
  { branch_id: 1, code: '101', name: '101 Scottsdale - Magnus Title Agency', alias: null, state: 'AZ' },
  {
    branch_id: 2,
    code: '201',
    name: '201 Las Vegas - Magnus Title of Nevada',
    alias: 'Summerlin',
    state: 'NV',
  },
]);

/** A person the matcher knows, in AZ, with at most a first search string. */
const person = (
  employee_id: number,
  first_name: string,
  last_name: string,
  srch_str1: string | null = null,
) => ({
  employee_id,
  first_name,
  last_name,
  srch_str1,
  srch_str2: null,
  srch_str3: null,
  state: 'AZ',
});

const people = personMatcher([
  person(10, 'Dana', 'Reyes', 'D Reyes'),
  person(11, 'Sam', 'Ortiz'),
  person(12, 'Sam', 'Ortiz'),
]);
const jvs = jvMatcher([{ jv_id: 5, name: 'Saguaro Realty Title Agency', alias: 'Saguaro', st: 'AZ' }]);
const matchers = { branches, people, jvs };

/** A spreadsheet row as the reader hands it over: these cells, with the ones a case overrides. */
const spreadsheetRow =
  (cells: Record<string, string>) =>
  (overrides: Record<string, string> = {}) =>
    new Map(Object.entries({ ...cells, ...overrides }));

const fileRow = spreadsheetRow({
  order_number: '101-26-0001',
  state: 'az',
  transaction_type: 'Purchase',
  order_status: 'closed',
  open_date: '10/01/2026',
  close_date: '2026-10-28',
  branch: '101 scottsdale',
  escrow_officer: 'd reyes',
  jv: 'SAGUARO',
  settlement_fee: '$1,450.00',
  owners_policy: '1895',
  buyer: '=cmd|calc',
});

describe('toEscFile', () => {
  it('reads a good row, matching branch, officer and JV loosely, keeping formula-like text as text', () => {
    const { record, problems } = toEscFile(fileRow(), matchers, 'all');
    expect(problems).toEqual([]);
    expect(record).toMatchObject({
      order_number: '101-26-0001',
      state: 'AZ',
      transaction_type: 'PURCHASE',
      order_status: 'CLOSED',
      open_date: '2026-10-01',
      branch_id: 1,
      escrow_officer_id: 10,
      marketing_rep_id: null,
      jv_id: 5,
      settlement_fee: '1450.00',
      owners_policy: '1895.00',
      endorsements: '0.00',
      buyer: '=cmd|calc',
    });
  });

  it('reports every problem of a row with its field and value', () => {
    const { record, problems } = toEscFile(
      fileRow({
        branch: '999',
        marketing_rep: 'Sam Ortiz',
        open_date: 'soon',
        settlement_fee: '12.345',
        order_number: '',
      }),
      matchers,
      'all',
    );
    expect(record).toBeNull();
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'order_number', value: '', problem: 'order_number is required' },
        {
          field: 'open_date',
          value: 'soon',
          problem: 'open_date is not a date (use YYYY-MM-DD or MM/DD/YYYY)',
        },
        { field: 'branch', value: '999', problem: "branch '999' matches no branch" },
        {
          field: 'marketing_rep',
          value: 'Sam Ortiz',
          problem: "marketing_rep 'Sam Ortiz' matches more than one employee",
        },
        {
          field: 'settlement_fee',
          value: '12.345',
          problem: 'settlement_fee is not an amount with at most two decimals',
        },
      ]),
    );
  });

  it('refuses rows of a state outside the uploader’s, and a cancelled file without its date', () => {
    expect(toEscFile(fileRow(), matchers, ['NV']).problems).toEqual([
      { field: 'state', value: 'az', problem: 'state AZ is outside your state' },
    ]);
    expect(toEscFile(fileRow({ order_status: 'CANCELLED' }), matchers, 'all').problems).toEqual([
      { field: 'cancel_date', value: '', problem: 'cancel_date is required for a CANCELLED file' },
    ]);
  });

  it('refuses links to records of a state outside the uploader’s, for a scoped uploader only', () => {
    const row = fileRow({ state: 'NV', marketing_rep: '' });
    expect(toEscFile(row, matchers, ['NV']).problems).toEqual([
      {
        field: 'branch',
        value: '101 scottsdale',
        problem: "branch '101 scottsdale' is in AZ, outside your state",
      },
      {
        field: 'escrow_officer',
        value: 'd reyes',
        problem: "escrow_officer 'd reyes' is in AZ, outside your state",
      },
      { field: 'jv', value: 'SAGUARO', problem: "jv 'SAGUARO' is in AZ, outside your state" },
    ]);
    expect(toEscFile(row, matchers, 'all').problems).toEqual([]);
    const stateless = {
      ...matchers,
      jvs: jvMatcher([{ jv_id: 6, name: 'Nowhere JV', alias: null, st: null }]),
    };
    const noStateJv = fileRow({ state: 'NV', branch: '201', escrow_officer: '', jv: 'nowhere jv' });
    expect(toEscFile(noStateJv, stateless, ['NV']).problems).toEqual([
      { field: 'jv', value: 'nowhere jv', problem: "jv 'nowhere jv' has no state, outside your state" },
    ]);
  });
});

const employeeRow = spreadsheetRow({
  payroll_id: 'P1',
  email: 'Dana@Hub.Test',
  first_name: 'Dana',
  last_name: 'Reyes',
  state: 'NV',
  emp_type: 'eo',
  is_active: 'Y',
  cell_phone: '+1 (702) 555-0100',
  branch: 'summerlin',
});

describe('toEmployee', () => {
  it('reads a good row', () => {
    expect(toEmployee(employeeRow(), branches, 'all')).toEqual({
      problems: [],
      record: expect.objectContaining({
        payroll_id: 'P1',
        email: 'dana@hub.test',
        state: 'NV',
        emp_type: 'EO',
        is_active: true,
        cell_phone: '7025550100',
        def_branch: 2,
      }),
    });
  });

  it('refuses a state or a branch outside the uploader’s', () => {
    expect(toEmployee(employeeRow({ state: 'AZ', branch: '' }), branches, ['NV']).problems).toEqual([
      { field: 'state', value: 'AZ', problem: 'state AZ is outside your state' },
    ]);
    expect(toEmployee(employeeRow({ branch: '101' }), branches, ['NV']).problems).toEqual([
      { field: 'branch', value: '101', problem: "branch '101' is in AZ, outside your state" },
    ]);
    expect(toEmployee(employeeRow({ branch: '101' }), branches, 'all').problems).toEqual([]);
  });

  it('needs a key, names and ten-digit phones', () => {
    const { problems } = toEmployee(
      employeeRow({
        payroll_id: '',
        email: '',
        first_name: ' ',
        cell_phone: '555-0100',
        office_phone: '(480) 555-01429',
      }),
      branches,
      'all',
    );
    expect(problems.map((p) => p.field)).toEqual(['payroll_id', 'first_name', 'cell_phone', 'office_phone']);
  });
});
