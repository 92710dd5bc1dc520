// The access matrix's cases of the reports declared in the contract, derived from their declarations:
// who may call a report (its `access`, its export's `exportAccess`) gives the case's scope, and its
// route's query parameters give the request (fixtures/report-query.ts), asked about a world of marked
// records of the case's state. A case written by hand in route-cases.ts wins over a derived one; a
// report whose rule or parameters this cannot model (an own-employee report, a parameter it cannot
// fill) gets no derived case, and the matrix's first test asks for one by hand.
import {
  ADMIN_ROLES,
  type CallerRoles,
  type ReportEndpoint,
  type RoleName,
  reportEndpoints,
  SUPER_ROLES,
} from '@hub/contract';
import { createBranch } from '../fixtures/branches.ts';
import { createJv } from '../fixtures/employee-links.ts';
import { insertClient } from '../fixtures/file-reports.ts';
import { insertRolledFile } from '../fixtures/report-files.ts';
import {
  type OpenApiParameters,
  type QueryParameter,
  queryParameters,
  type ReportWorld,
  reportUrl,
} from '../fixtures/report-query.ts';
import { createEmployee } from '../helper.ts';
import { admin, marked, type RouteCase, type Scope, superOnly, type World } from './case-kit.ts';

const DAY = '2039-07-15';

const sameRoles = (access: CallerRoles, roles: readonly RoleName[]) =>
  access !== 'authenticated' &&
  access.length === roles.length &&
  roles.every((role) => access.includes(role));

/** The state reach of a rule, when it is exactly the administrators' or the super users'. */
function scopeOf(access: CallerRoles): Scope | undefined {
  if (sameRoles(access, ADMIN_ROLES)) return admin;
  if (sameRoles(access, SUPER_ROLES)) return superOnly;
  return undefined;
}

/** A JV, a branch, an escrow officer, a marketing rep and a client of the state, marked, and a closed file of theirs. */
async function markedWorld(world: World, state: 'AZ' | 'NV'): Promise<ReportWorld> {
  const jv = await createJv(world.db, { name: marked(state), st: state });
  const branch = await createBranch(world.db, { name: `101 ${marked(state)}`, state });
  const officer = await createEmployee(world.db, { first_name: marked(state), emp_type: 'EO', state });
  const rep = await createEmployee(world.db, { first_name: marked(state), emp_type: 'REP', state });
  const client = await insertClient(world.db, { company_name: marked(state) });
  await insertRolledFile(world.db, {
    state,
    jv_id: jv.jv_id,
    branch_id: branch.branch_id,
    escrow_officer_id: officer.employee_id,
    marketing_rep_id: rep.employee_id,
    directing_client_id: client.client_id,
    open_date: DAY,
    disb_date: DAY,
    order_status: 'CLOSED',
    settlement_fee: '100.00',
  });
  return {
    state,
    day: DAY,
    monthStart: '2039-07-01',
    monthEnd: '2039-07-31',
    jvUuid: jv.uuid,
    branchUuid: branch.uuid,
    branchId: branch.branch_id,
    officerUuid: officer.uuid,
    repUuid: rep.uuid,
  };
}

/** A case asking `GET /api<path>` about a fresh marked world; undefined when the parameters cannot be filled. */
function derivedCase(
  path: string,
  scope: Scope,
  parameters: readonly QueryParameter[],
): RouteCase | undefined {
  const probe: ReportWorld = {
    state: 'AZ',
    day: DAY,
    monthStart: DAY,
    monthEnd: DAY,
    jvUuid: '',
    branchUuid: '',
    branchId: 0,
    officerUuid: '',
    repUuid: '',
  };
  try {
    reportUrl(path, parameters, probe);
  } catch {
    return undefined;
  }
  return {
    scope,
    success: 200,
    build: async (world, state) => ({ url: reportUrl(path, parameters, await markedWorld(world, state)) }),
  };
}

/** The cases of every declared report's GET and export whose rule is a state reach, keyed 'GET /path'. */
export function reportCases(
  document: OpenApiParameters,
  endpoints: readonly ReportEndpoint[] = reportEndpoints(),
): Record<string, RouteCase> {
  const cases: Record<string, RouteCase> = {};
  for (const endpoint of endpoints) {
    const routes = [
      { path: endpoint.path, access: endpoint.access },
      { path: `${endpoint.path}/export`, access: endpoint.exportAccess ?? endpoint.access },
    ];
    for (const { path, access } of routes) {
      const scope = scopeOf(access);
      const parameters = queryParameters(document, path);
      if (!scope || (parameters.length === 0 && !document.paths[`/api${path}`])) continue;
      const routeCase = derivedCase(path, scope, parameters);
      if (routeCase) cases[`GET ${path}`] = routeCase;
    }
  }
  return cases;
}
