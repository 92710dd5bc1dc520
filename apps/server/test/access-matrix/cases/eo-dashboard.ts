import type { State } from '@hub/contract';
import { todayInLA } from '@hub/domain';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import { admin, employee, type RouteCase, type World } from '../case-kit.ts';

/** A marked escrow officer of the state with a file opened and closed today: a row of that state's dashboard. */
async function officerWithClosing(world: World, state: State) {
  const officer = await employee(world, state);
  const today = todayInLA();
  await insertRolledFile(world.db, {
    state,
    escrow_officer_id: officer.employee_id,
    open_date: today,
    disb_date: today,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
}

export const eoDashboardCases: Readonly<Record<string, RouteCase>> = {
  'GET /reports/dashboard': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      await officerWithClosing(world, state);
      return { url: `/api/reports/dashboard?state=${state}` };
    },
  },
  'GET /reports/dashboard/export': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      await officerWithClosing(world, state);
      return { url: `/api/reports/dashboard/export?format=csv&state=${state}&section=snapshot_eo` };
    },
  },
};
