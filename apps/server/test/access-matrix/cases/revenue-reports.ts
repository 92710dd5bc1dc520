// The access matrix's cases of the revenue reports (GET /revenue/trend, its export, /revenue/datecompare).
import { createBranch } from '../../fixtures/branches.ts';
import { createEmployee } from '../../helper.ts';
import { admin, marked, type RouteCase } from '../case-kit.ts';

export const revenueReportsCases: Readonly<Record<string, RouteCase>> = {
  'GET /revenue/trend': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const branch = await createBranch(world.db, { name: `${marked(state)} Escrow`, state });
      return { url: `/api/revenue/trend?state=${state}&months_back=2&branch_id=${branch.branch_id}` };
    },
  },
  'GET /revenue/trend/export': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const branch = await createBranch(world.db, { name: `${marked(state)} Escrow`, state });
      return {
        url: `/api/revenue/trend/export?format=csv&state=${state}&months_back=1&branch_id=${branch.branch_id}`,
      };
    },
  },
  'GET /revenue/datecompare': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      const officer = await createEmployee(world.db, {
        first_name: marked(state),
        last_name: 'Matrix',
        emp_type: 'EO',
        state,
      });
      return {
        url: `/api/revenue/datecompare?state=${state}&report_date=2026-03-10&emp_uuid=${officer.uuid}`,
      };
    },
  },
};
