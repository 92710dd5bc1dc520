// The commission summary's case (spec 001 §7 GET /commission): one employee of the case's state, an
// escrow officer named with its mark, with a closed file in the rollups, asked for by employee_uuid.
// An administrator within reach or the caller whose own employee it is reads the row; anyone else 403.
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../../../src/db/schema/index.ts';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import { type CallerFacts, employee, ownEmployee, type RouteCase, type World } from '../case-kit.ts';

const DAY = '2039-08-12';
const PERIOD = 'start_date=2039-08-01&end_date=2039-08-31';

/** The caller's own employee when it is of `state` (an escrow officer unless it has a type), else a new officer. */
async function commissionEmployee(world: World, state: State, caller: CallerFacts): Promise<string> {
  const own = caller.ownEmployeeUuid !== null && caller.state === state ? caller.ownEmployeeUuid : null;
  const uuid = own ?? (await employee(world, state)).uuid;
  const [row] = await world.db
    .select({ id: employees.employee_id, emp_type: employees.emp_type })
    .from(employees)
    .where(eq(employees.uuid, uuid));
  if (!row) throw new Error('employee not found');
  if (row.emp_type === null) {
    await world.db.update(employees).set({ emp_type: 'EO' }).where(eq(employees.employee_id, row.id));
  }
  const isRep = row.emp_type === 'REP';
  await insertRolledFile(world.db, {
    state,
    escrow_officer_id: isRep ? null : row.id,
    marketing_rep_id: isRep ? row.id : null,
    open_date: DAY,
    disb_date: DAY,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  return uuid;
}

export const commissionsCases: Readonly<Record<string, RouteCase>> = {
  'GET /commission': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/commission?${PERIOD}&employee_uuid=${await commissionEmployee(world, state, caller)}`,
    }),
  },
};
