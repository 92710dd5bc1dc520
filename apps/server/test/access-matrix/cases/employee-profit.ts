// EO Profitability's cases (spec 001 §2, §6: super only): an escrow officer of the case's state, named
// with its mark, in the month's grid; a Super User, or a State Super User of that state, reads the grid
// of that state and saves the officer's row. Another state's officer is 403.
import type { State } from '@hub/contract';
import { eq } from 'drizzle-orm';
import { employees } from '../../../src/db/schema/index.ts';
import { employee, type RouteCase, superOnly, type World } from '../case-kit.ts';

/** A month no other case finalises. */
const MONTH_END = '2041-05-31';

async function officer(world: World, state: State) {
  const created = await employee(world, state);
  await world.db.update(employees).set({ emp_type: 'EO' }).where(eq(employees.uuid, created.uuid));
  return created;
}

export const employeeProfitCases: Readonly<Record<string, RouteCase>> = {
  'PUT /employee-profit/grid': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => {
      const eo = await officer(world, state);
      return {
        url: '/api/employee-profit/grid',
        payload: {
          month_end_date: MONTH_END,
          rows: [{ employee_id: eo.employee_id, is_profitable: true, notes: 'matrix' }],
        },
      };
    },
  },
};
