// The JV reports' cases written by hand: the employee JV breakdown and its export (spec 001 §7
// /reports/employees/jv-range), which serve the employee's own user as well as administrators, over
// records of the case's state, marked, with a file in the rollups so that every answer has rows to
// leak. The JV summary, the branch breakdown and the JV mix are derived (report-cases.ts).
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../../../src/db/schema/index.ts';
import { createBranch } from '../../fixtures/branches.ts';
import { createJv } from '../../fixtures/employee-links.ts';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import { type CallerFacts, employee, marked, ownEmployee, type RouteCase, type World } from '../case-kit.ts';

const DAY = '2039-07-15';
const RANGE = 'beg_date=2039-07-01&end_date=2039-07-31';

/** A JV, a branch and an escrow officer of the state (named with its mark), and a closed file of all three. */
async function jvWorld(world: World, state: State, officerUuid?: string) {
  const jv = await createJv(world.db, { name: marked(state), st: state });
  const branch = await createBranch(world.db, { name: `101 ${marked(state)}`, state });
  const officer = officerUuid ?? (await employee(world, state)).uuid;
  const [row] = await world.db
    .select({ id: employees.employee_id, emp_type: employees.emp_type })
    .from(employees)
    .where(eq(employees.uuid, officer));
  if (!row) throw new Error('employee not found');
  // A caller's own employee keeps its type (a rep's breakdown reads the files it marketed).
  const isRep = row.emp_type === 'REP';
  if (row.emp_type === null) {
    await world.db.update(employees).set({ emp_type: 'EO' }).where(eq(employees.employee_id, row.id));
  }
  await insertRolledFile(world.db, {
    state,
    jv_id: jv.jv_id,
    branch_id: branch.branch_id,
    escrow_officer_id: isRep ? null : row.id,
    marketing_rep_id: isRep ? row.id : null,
    open_date: DAY,
    disb_date: DAY,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  return { jv, branch, officer };
}

/** The caller's own employee when it is of `state` (made an escrow officer); else a new one. */
const ownOfState = (state: State, caller: CallerFacts) =>
  caller.ownEmployeeUuid !== null && caller.state === state ? caller.ownEmployeeUuid : undefined;

export const jvReportsCases: Readonly<Record<string, RouteCase>> = {
  'GET /reports/employees/jv-range': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => {
      const { officer } = await jvWorld(world, state, ownOfState(state, caller));
      return { url: `/api/reports/employees/jv-range?employee_uuid=${officer}&${RANGE}` };
    },
  },
  'GET /reports/employees/jv-range/export': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => {
      const { officer } = await jvWorld(world, state, ownOfState(state, caller));
      return { url: `/api/reports/employees/jv-range/export?format=csv&employee_uuid=${officer}&${RANGE}` };
    },
  },
};
