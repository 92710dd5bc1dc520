import type { TokenClaims } from '@hub/contract';

export type DashboardEmployee = {
  /** The employee whose dashboard is shown, or null when the user is not linked to one (Access Denied). */
  employeeUuid: string | null;
  /** True when the dashboard is shown for an employee named in the query (the banner). */
  viewing: boolean;
};

/**
 * Whose dashboard a sales or escrow dashboard shows: the `employee_uuid` of the query (a Sales-Assistant
 * viewing a rep, or an admin following a link), else the employee linked to the signed-in user.
 * The server decides whether the user may see that employee's figures (DOMAIN.md §9).
 */
export function resolveDashboardEmployee(
  claims: Pick<TokenClaims, 'employee_uuid'>,
  queryEmployeeUuid: string | null | undefined,
): DashboardEmployee {
  const fromQuery = queryEmployeeUuid?.trim() || null;
  if (fromQuery) return { employeeUuid: fromQuery, viewing: true };
  return { employeeUuid: claims.employee_uuid, viewing: false };
}
