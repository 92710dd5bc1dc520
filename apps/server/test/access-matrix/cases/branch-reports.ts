// The branch reports' cases written by hand: spec 001 §7 GET /reports/branches (escrow users read it
// too) and GET /email/, over a marked branch of the case's state with a file in the rollups, so that
// every answer has a row to leak. The exports and the yearly comparison are derived (report-cases.ts).
import type { State } from '@hub/contract';
import { createBranch } from '../../fixtures/branches.ts';
import { insertRolledFile } from '../../fixtures/report-files.ts';
import { setReportOptions } from '../../fixtures/report-options.ts';
import {
  admin,
  type CallerFacts,
  marked,
  type RouteCase,
  sameEmployeeOrAdmin,
  type World,
} from '../case-kit.ts';

const DAY = '2039-07-15';

/** A branch of the state, named with its mark, with a file opened and closed on DAY. */
async function branchWorld(world: World, state: State) {
  const branch = await createBranch(world.db, { name: `101 ${marked(state)}`, state });
  await insertRolledFile(world.db, {
    state,
    branch_id: branch.branch_id,
    open_date: DAY,
    disb_date: DAY,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  return branch;
}

const summary = (path: string) => ({
  scope: admin,
  success: 200,
  build: async (world: World, state: State) => {
    await branchWorld(world, state);
    return { url: `/api${path}state=${state}&report_date=${DAY}` };
  },
});

export const branchReportsCases: Readonly<Record<string, RouteCase>> = {
  // Escrow users read their own state's summary too (the escrow dashboard, spec 000 §2).
  'GET /reports/branches': {
    ...summary('/reports/branches?'),
    scope: {
      kind: 'self',
      allowed: (caller: CallerFacts, state: State) =>
        sameEmployeeOrAdmin(caller, state) ||
        (caller.state === state &&
          caller.roles.some((role) => role === 'Escrow' || role === 'Escrow Officer')),
    },
  },
  // Queues the state's summary to its recipients (set here, so that the call succeeds).
  'GET /email/': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      await branchWorld(world, state);
      await setReportOptions(world.db, state, {
        reports_send_to: [`${state.toLowerCase()}-reports@hub.test`],
      });
      return { url: `/api/email/?state=${state}&report_date=${DAY}` };
    },
  },
};
