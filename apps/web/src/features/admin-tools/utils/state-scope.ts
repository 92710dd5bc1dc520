import { parseRoles, type State } from '@hub/contract';

export const ALL_STATES: readonly State[] = ['AZ', 'NV'];

/**
 * The states whose administration records a user may change, as the server decides it
 * (DOMAIN.md §9): Super User and Admin both, a State Super User their own state, others none.
 */
export function adminStates(roles: string | null | undefined, state: State | null | undefined): State[] {
  const names = parseRoles(roles);
  if (names.includes('Super User') || names.includes('Admin')) return [...ALL_STATES];
  if (names.includes('State Super User') && state) return [state];
  return [];
}
