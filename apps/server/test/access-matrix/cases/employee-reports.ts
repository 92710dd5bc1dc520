// The employee reports' cases (spec 001 §7 GET /reports/employees and GET /reports/rep-branch, and
// their exports): an employee of the case's state (the caller's own when it is of that state), named
// with the state's mark, credited with a closed file of that state in the rollups, so that every
// answer has a row to leak.
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../../../src/db/schema/index.ts';
import { createBranch } from '../../fixtures/branches.ts';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import { type CallerFacts, employee, marked, ownEmployee, type RouteCase, type World } from '../case-kit.ts';

const DAY = '2039-08-12';

/** The uuid of the caller's own employee when it is of `state`, else of a new marked employee there. */
async function employeeWorld(world: World, state: State, caller: CallerFacts): Promise<string> {
  const uuid =
    caller.ownEmployeeUuid !== null && caller.state === state
      ? caller.ownEmployeeUuid
      : (await employee(world, state)).uuid;
  const [row] = await world.db
    .select({ id: employees.employee_id })
    .from(employees)
    .where(eq(employees.uuid, uuid));
  const branch = await createBranch(world.db, { name: `101 ${marked(state)}`, state });
  await insertRolledFile(world.db, {
    state,
    branch_id: branch.branch_id,
    escrow_officer_id: row?.id ?? null,
    marketing_rep_id: row?.id ?? null,
    open_date: DAY,
    disb_date: DAY,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  return uuid;
}

const monthly = (path: string): RouteCase => ({
  scope: ownEmployee,
  success: 200,
  build: async (world, state, caller) => ({
    url: `/api${path}state=${state}&emp_type=EO&report_date=${DAY}&uuid=${await employeeWorld(world, state, caller)}`,
  }),
});

const repBranch = (path: string): RouteCase => ({
  scope: ownEmployee,
  success: 200,
  build: async (world, state, caller) => ({
    url: `/api${path}state=${state}&beg_dt=2039-08-01&end_dt=${DAY}&rep_uuid=${await employeeWorld(world, state, caller)}`,
  }),
});

export const employeeReportsCases: Readonly<Record<string, RouteCase>> = {
  'GET /reports/employees': monthly('/reports/employees?'),
  'GET /reports/employees/export': monthly('/reports/employees/export?format=csv&'),
  'GET /reports/rep-branch': repBranch('/reports/rep-branch?'),
  'GET /reports/rep-branch/export': repBranch('/reports/rep-branch/export?format=csv&'),
};
