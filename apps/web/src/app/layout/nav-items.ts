import type { TokenClaims } from '@hub/contract';
import { paths } from '@/config/paths';
import { repDashboardHref } from '@/features/dashboards/utils/rep-dashboard';
import { canSeeAdminMenu, canSeeRepDashboard, type RolesInput } from '@/lib/roles';

export type NavItem = { label: string; to: string; end?: boolean };

/**
 * The top menu (spec 000 §2 Layout) before Logout: Dashboard, Admin, Reports, Rep Dashboard, Change Password.
 * Admin and Reports are hidden from sales and escrow officer roles (kept for anyone also super or admin);
 * Rep Dashboard shows for super and sales roles: a Sales-Assistant's opens the rep they view.
 */
export function getNavItems(
  roles: RolesInput,
  viewEmployeeUuid: TokenClaims['view_employee_uuid'] = null,
): NavItem[] {
  const items: NavItem[] = [{ label: 'Dashboard', to: paths.home.getHref(), end: true }];
  if (canSeeAdminMenu(roles)) {
    items.push({ label: 'Admin', to: paths.admin.tools.getHref() });
    items.push({ label: 'Reports', to: paths.reports.hub.getHref() });
  }
  if (canSeeRepDashboard(roles)) {
    items.push({ label: 'Rep Dashboard', to: repDashboardHref(roles, viewEmployeeUuid) });
  }
  items.push({ label: 'Change Password', to: paths.changePassword.getHref() });
  return items;
}
