// The commission summary's case (spec 001 §7 GET /commission): one employee of the case's state, an
// escrow officer named with its mark, with a closed file in the rollups, asked for by employee_uuid.
// An administrator within reach or the caller whose own employee it is reads the row; anyone else 403.
// The finalised periods' calls have no state (a finalisation is GLOBAL): the access table decides.
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees, finalizedPeriods } from '../../../src/db/schema/index.ts';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import {
  type CallerFacts,
  employee,
  get,
  noState,
  ownEmployee,
  type RouteCase,
  type World,
} from '../case-kit.ts';

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

/** A month no other request finalises (each POST and DELETE case needs its own period). */
let monthCounter = 0;
function uniqueMonth(): { period_start: string; period_end: string } {
  monthCounter += 1;
  const year = 2050 + Math.floor(monthCounter / 12);
  const month = (monthCounter % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { period_start: `${year}-${mm}-01`, period_end: `${year}-${mm}-${last}` };
}

export const commissionsCases: Readonly<Record<string, RouteCase>> = {
  'GET /commission': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/commission?${PERIOD}&employee_uuid=${await commissionEmployee(world, state, caller)}`,
    }),
  },
  // The employee's workbook, downloaded: the same reach as the summary's row.
  'GET /commission/xls': {
    scope: ownEmployee,
    success: 200,
    build: async (world, state, caller) => ({
      url: `/api/commission/xls?${PERIOD}&employee_uuid=${await commissionEmployee(world, state, caller)}`,
    }),
  },
  // Every signed-in user may ask (the dashboards' commission tile): the answer is the period's state only.
  'GET /commissions/periods/finalized/check': {
    scope: noState,
    success: 200,
    build: get('/api/commissions/periods/finalized/check?period_start=2039-08-01&period_end=2039-08-31'),
  },
  'POST /commissions/periods/finalized': {
    scope: noState,
    success: 201,
    build: async () => ({
      url: '/api/commissions/periods/finalized',
      payload: { ...uniqueMonth(), freq: 'MONTHLY', scope: 'GLOBAL', state: 'AZ', note: '' },
    }),
  },
  'DELETE /commissions/periods/finalized/:pf_uuid': {
    scope: noState,
    success: 204,
    build: async (world) => {
      const [row] = await world.db
        .insert(finalizedPeriods)
        .values({ ...uniqueMonth(), frequency: 'MONTHLY' })
        .returning({ pf_uuid: finalizedPeriods.pf_uuid });
      if (!row) throw new Error('finalised period not created');
      return { url: `/api/commissions/periods/finalized/${row.pf_uuid}` };
    },
  },
};
