import { z } from 'zod';

/** Every role name of spec 000 §6, spelled exactly. */
export const ROLE_NAMES = [
  'Super User',
  'State Super User',
  'Admin',
  'Banking',
  'Sales',
  'Sales-Assistant',
  'Escrow',
  'Escrow Officer',
  'Graphics',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const ZRoleName = z.enum(ROLE_NAMES);

/**
 * Who may call an API route besides the public ones: any active signed-in user, or users holding one
 * of the listed roles (exact names). The server's access table and a report's declaration say it.
 */
export type CallerRoles = 'authenticated' | readonly RoleName[];
/** Super User, and State Super User for their own state's records (the service checks the state). */
export const SUPER_ROLES: readonly RoleName[] = ['Super User', 'State Super User'];
/** Administration and reports: the super roles and Admin. */
export const ADMIN_ROLES: readonly RoleName[] = [...SUPER_ROLES, 'Admin'];

/** The roles the user form offers (spec 000 §6: every name except plain 'Escrow'). */
export const ASSIGNABLE_ROLES: readonly RoleName[] = ROLE_NAMES.filter((r) => r !== 'Escrow');

/** Split the stored comma-joined roles string into exact role names, dropping unknown ones. */
export function parseRoles(joined: string | null | undefined): RoleName[] {
  if (!joined) return [];
  const known = new Set<string>(ROLE_NAMES);
  return joined
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is RoleName => known.has(r));
}

export function joinRoles(roles: readonly RoleName[]): string {
  return roles.join(',');
}
