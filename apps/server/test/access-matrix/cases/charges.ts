// The monthly charges' cases (spec 001 §2 Monthly Charges): an escrow officer of the case's state,
// named with its mark; a Super User, or a State Super User of that state, reads and saves its lines.
import { randomUUID } from 'node:crypto';
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../../../src/db/schema/index.ts';
import { admin, employee, type RouteCase, superOnly, type World } from '../case-kit.ts';

/** A date no finalised period of the other cases contains. */
const DATE = '2041-03-15';

async function officer(world: World, state: State) {
  const created = await employee(world, state);
  await world.db.update(employees).set({ emp_type: 'EO' }).where(eq(employees.uuid, created.uuid));
  return created;
}

export const chargesCases: Readonly<Record<string, RouteCase>> = {
  'GET /charges/monthly': {
    scope: admin,
    success: 200,
    build: async (world, state) => ({
      url: `/api/charges/monthly?month_end_date=${DATE}&employee_uuid=${(await officer(world, state)).uuid}`,
    }),
  },
  'PUT /charges/monthly': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => {
      const eo = await officer(world, state);
      return {
        url: '/api/charges/monthly',
        payload: [
          {
            uuid: randomUUID(),
            employee_id: eo.employee_id,
            month_end_date: DATE,
            loss_total: '1.00',
            other_against_rev: '0',
            other_against_commission: '0',
            notes: '',
          },
        ],
      };
    },
  },
};
