import type { EmployeeOption, TokenClaims } from '@hub/contract';
import { paths } from '@/config/paths';
import { isSalesAssistant, type RolesInput } from '@/lib/roles';

/**
 * Where the Rep Dashboard menu item and the root send a user (spec 000 §2 Layout, Root dashboard; §6):
 * a Sales-Assistant to the rep they view (their user's view_employee_id); anyone else to the bare
 * /SalesDashboard, which shows their own rep or, for super roles, a rep picker.
 */
export function repDashboardHref(
  roles: RolesInput,
  viewEmployeeUuid: TokenClaims['view_employee_uuid'],
): string {
  return isSalesAssistant(roles) && viewEmployeeUuid
    ? paths.salesDashboard.getHref({ employee_uuid: viewEmployeeUuid })
    : paths.salesDashboard.getHref();
}

/** 'First Last'. */
export function employeeName(employee: Pick<EmployeeOption, 'first_name' | 'last_name'>): string {
  return [employee.first_name.trim(), employee.last_name.trim()].filter(Boolean).join(' ');
}

export type RepOption = { value: string; label: string };

/** The reps a super user may pick: active sales employees (emp_type REP) of the states the server lists. */
export function repOptions(employees: readonly EmployeeOption[]): RepOption[] {
  return employees
    .filter((employee) => employee.emp_type === 'REP' && employee.is_active)
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))
    .map((employee) => ({ value: employee.uuid, label: `${employeeName(employee)} (${employee.state})` }));
}
