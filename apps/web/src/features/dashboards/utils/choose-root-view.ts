import { type GetRolesLiveResponse, SESSION_DETAILS, type TokenClaims } from '@hub/contract';
import { paths } from '@/config/paths';
import { isEscrow, isSales, isSalesAssistant } from '@/lib/roles';

/** The state of the live role check (GET /users/roles/live). */
export type LiveRoleCheck =
  | { status: 'pending' }
  | { status: 'error'; httpStatus: number | null; detail?: string | null }
  | { status: 'success'; data: GetRolesLiveResponse };

export type RootView =
  | { kind: 'checking' }
  | { kind: 'redirect'; to: string }
  | { kind: 'sales' }
  | { kind: 'escrow' }
  | { kind: 'launcher' };

/**
 * What `/` shows (spec 000 §2 Root dashboard), decided from the live roles, not the token's:
 * no token -> /login; pending -> 'Checking access…'; an inactive user -> /not-authorized (the server answers
 * them 403 with the contract's inactive detail, or is_active false); any other 401 or 403 -> /login; any
 * other failure -> /not-authorized; a Sales-Assistant viewing a rep -> that rep's /SalesDashboard; Sales or
 * Sales-Assistant -> sales dashboard; Escrow or Escrow Officer -> escrow dashboard; anyone else -> launcher.
 * Roles match by case-insensitive substring, as the spec's screens do.
 */
export function chooseRootView(
  live: LiveRoleCheck,
  claims: Pick<TokenClaims, 'view_employee_uuid'> | null,
): RootView {
  if (!claims) return { kind: 'redirect', to: paths.login.path };
  if (live.status === 'pending') return { kind: 'checking' };
  if (live.status === 'error') {
    if (live.httpStatus === 403 && live.detail === SESSION_DETAILS.inactive) {
      return { kind: 'redirect', to: paths.notAuthorized.path };
    }
    return live.httpStatus === 401 || live.httpStatus === 403
      ? { kind: 'redirect', to: paths.login.path }
      : { kind: 'redirect', to: paths.notAuthorized.path };
  }
  const { roles, is_active } = live.data;
  if (!is_active) return { kind: 'redirect', to: paths.notAuthorized.path };
  if (isSalesAssistant(roles) && claims.view_employee_uuid) {
    return {
      kind: 'redirect',
      to: paths.salesDashboard.getHref({ employee_uuid: claims.view_employee_uuid }),
    };
  }
  if (isSales(roles)) return { kind: 'sales' };
  if (isEscrow(roles)) return { kind: 'escrow' };
  return { kind: 'launcher' };
}
