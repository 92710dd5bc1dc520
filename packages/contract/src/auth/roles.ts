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
