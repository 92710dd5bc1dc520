import { parseRoles, type State, ZState } from '@hub/contract';

export const ALL_STATES: readonly State[] = ZState.options;

/**
 * Which rule of the server decides (DOMAIN.md §9, policies.ts): 'admin' for administration records
 * (employees, branches, cost centers, JVs, calendar days, report options: Super User and Admin both
 * states), 'super' for users (Super User both states). A State Super User has their own state only.
 */
export type StateScopeKind = 'admin' | 'super';

/** The states a form may offer the signed-in user, and what a new record starts with. */
export type StateChoice = {
  /** In the order AZ, NV; empty when the user may work on no state. */
  states: readonly State[];
  /** The user's own state when they may choose it, else the first they may; null when none. */
  defaultState: State | null;
};

/** The live role answer (GET /users/roles/live) as far as states go. */
export type LiveStateRoles = { roles: string; state: State | null };

/** The states whose records the user may change, as the server decides it. */
export function scopeStates(
  live: LiveStateRoles | null | undefined,
  kind: StateScopeKind = 'admin',
): State[] {
  const names = parseRoles(live?.roles);
  const bothStates = kind === 'admin' ? ['Super User', 'Admin'] : ['Super User'];
  if (names.some((name) => bothStates.includes(name))) return [...ALL_STATES];
  if (names.includes('State Super User') && live?.state) return [live.state];
  return [];
}

/** What every form with a state offers: the user's states, and their own state first of all. */
export function stateChoice(
  live: LiveStateRoles | null | undefined,
  kind: StateScopeKind = 'admin',
): StateChoice {
  const states = scopeStates(live, kind);
  const own = live?.state ?? null;
  return { states, defaultState: own && states.includes(own) ? own : (states[0] ?? null) };
}

/**
 * The state a report shows (spec 001 §1: AZ unless stated otherwise): the one the address asks for
 * when the user may see it, else AZ when they may, else their only state; null when they may see none.
 */
export function reportStateOf(states: readonly State[], asked: State | null | undefined): State | null {
  if (asked && states.includes(asked)) return asked;
  if (states.includes('AZ')) return 'AZ';
  return states[0] ?? null;
}

/**
 * The state a list filtered by state shows (the order lists; without a state they cover every state
 * the user sees): the address's, unless the user's states are an administrator's and lack it; then, as
 * every report does (`reportStateOf`), their own. A user whose files are their employee's (no states)
 * keeps the address's state as a filter of those files.
 */
export function listStateOf(states: readonly State[], asked: State | undefined): State | undefined {
  if (asked === undefined || states.length === 0 || states.includes(asked)) return asked;
  return reportStateOf(states, asked) ?? undefined;
}
