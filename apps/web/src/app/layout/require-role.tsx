import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CheckingAccess } from '@/components/checking-access';
import { paths } from '@/config/paths';
import { useRolesLive } from '@/lib/lookups/roles-live';
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

/** Who may open a guarded screen (router.tsx says it of each route). */
export const SCREEN_ROLES = {
  /** Super User, State Super User and Admin: the admin tools and their screens, the uploads. */
  admin: ['super user', 'admin'],
  /** Super roles only: users, monthly charges, EO profit. */
  super: ['super'],
} as const satisfies Record<string, readonly string[]>;

export type ScreenRoles = keyof typeof SCREEN_ROLES;

/** A guarded screen, which says whom it lets in and what it then shows (the route table's tests read them). */
export type GuardedScreen = ComponentType & { readonly roles: ScreenRoles; readonly Screen: ComponentType };

/** A screen behind the live role check: what the route table renders for a guarded route. */
export function guarded(roles: ScreenRoles, Screen: ComponentType): GuardedScreen {
  function GuardedScreen() {
    return (
      <RequireRole anyOf={SCREEN_ROLES[roles]}>
        <Screen />
      </RequireRole>
    );
  }
  return Object.assign(GuardedScreen, { roles, Screen });
}
