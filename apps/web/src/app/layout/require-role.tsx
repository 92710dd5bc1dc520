import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CheckingAccess } from '@/components/checking-access';
import { paths } from '@/config/paths';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { hasRole } from '@/lib/roles';

export type RequireRoleProps = {
  /** Role fragments, any of which lets the user in (case-insensitive substrings, spec 000 §6). */
  anyOf: readonly string[];
  children: ReactNode;
};

/**
 * A page guard after a live role check: 'Checking access…' meanwhile; an inactive user, a failed
 * check or a missing role goes to /not-authorized. The server enforces the same rules itself.
 */
export function RequireRole({ anyOf, children }: RequireRoleProps) {
  const live = useRolesLive();
  if (live.isPending) return <CheckingAccess />;
  if (live.isError || !live.data.is_active) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  const roles = live.data.roles;
  if (!anyOf.some((fragment) => hasRole(roles, fragment))) {
    return <Navigate to={paths.notAuthorized.getHref()} replace />;
  }
  return <>{children}</>;
}

/** Super User, State Super User and Admin: the admin tools and their screens. */
export const ADMIN_ROLES = ['super user', 'admin'] as const;
/** Super roles only: users, monthly charges, EO profit. */
export const SUPER_ROLES = ['super'] as const;
