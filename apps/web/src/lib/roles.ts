/**
 * Role checks as the spec's screens make them (spec 000 §6): a case-insensitive substring test on the
 * roles, whether they come live from the server as a comma-joined string or from the token as a list.
 * The server enforces the exact role names itself (DOMAIN.md §9); these only decide what a screen shows.
 */
export type RolesInput = string | readonly string[] | null | undefined;

/** Lower-cased, comma-joined roles text. */
export function rolesText(roles: RolesInput): string {
  if (!roles) return '';
  return (typeof roles === 'string' ? roles : roles.join(',')).toLowerCase();
}

/** True when any role contains `fragment`, ignoring case: hasRole('Super User', 'super'). */
export function hasRole(roles: RolesInput, fragment: string): boolean {
  return fragment !== '' && rolesText(roles).includes(fragment.toLowerCase());
}

/** Super User or State Super User. */
export const isSuper = (roles: RolesInput) => hasRole(roles, 'super');
export const isAdmin = (roles: RolesInput) => hasRole(roles, 'admin');
/** Sales or Sales-Assistant. */
export const isSales = (roles: RolesInput) => hasRole(roles, 'sales');
export const isSalesAssistant = (roles: RolesInput) => hasRole(roles, 'sales-assistant');
/** Escrow or Escrow Officer. */
export const isEscrow = (roles: RolesInput) => hasRole(roles, 'escrow');

/**
 * Menu Admin and Reports (spec 000 §2 Layout): hidden from sales and escrow officer roles. A user who also
 * holds a super or admin role keeps them, since those pages are theirs (docs/decisions.md).
 */
export function canSeeAdminMenu(roles: RolesInput): boolean {
  if (isSuper(roles) || isAdmin(roles)) return true;
  return !isSales(roles) && !isEscrow(roles);
}

/** Menu Rep Dashboard: super or sales roles. */
export function canSeeRepDashboard(roles: RolesInput): boolean {
  return isSuper(roles) || isSales(roles);
}
