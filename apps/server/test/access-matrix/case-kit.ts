// What the access matrix's route cases share: the shape of a case, the scopes, and the records a case
// builds (each marked with its state, so that a leak to the other state can be found in an answer).
import { randomUUID } from 'node:crypto';
import type { State } from '@hub/contract';
import type { Db } from '../../src/db/client.ts';
import { createEmployee, createUser } from '../helper.ts';

/**
 * Every record a case builds for a state carries this mark in a name or e-mail, so that an answer
 * given to a user scoped to the other state can be searched for it (a leak).
 */
export const leakMark = (state: State) => `leakmark${state.toLowerCase()}`;
export const marked = (state: State) => `${leakMark(state)}${randomUUID().slice(0, 8)}`;

export type MatrixRequest = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/**
 * - `state`: the route works on records of a state; a caller whose reach lacks that state gets 403
 *   or 404 (`reach` says which reach: 'admin' = Super User and Admin all, a State Super User their
 *   own state; 'super' = Super User all, a State Super User their own state).
 * - `none`: the route's records have no state; every caller the access table allows succeeds.
 * - `self`: the route serves the caller's own records; `allowed` says who succeeds.
 */
export type Scope =
  | { kind: 'state'; reach: 'admin' | 'super' }
  | { kind: 'none' }
  | { kind: 'self'; allowed: (caller: CallerFacts, state: State) => boolean };

export type CallerFacts = {
  roles: readonly string[];
  state: State | null;
  /** The employee linked to or viewed by the caller, if any. */
  ownEmployeeUuid: string | null;
};

export type World = { db: Db };

export type RouteCase = {
  scope: Scope;
  /** The status an allowed caller gets. */
  success: number;
  /** Builds a fresh request pointing at a record of `state` (and, for `self`, the caller's own employee). */
  build: (world: World, state: State, caller: CallerFacts) => Promise<MatrixRequest>;
};

export const admin = { kind: 'state', reach: 'admin' } as const;
export const superOnly = { kind: 'state', reach: 'super' } as const;
export const noState = { kind: 'none' } as const;

export const get = (url: string) => async () => ({ url });

export async function employee(world: World, state: State) {
  return createEmployee(world.db, { first_name: marked(state), last_name: 'Matrix', state });
}

export async function user(world: World, state: State) {
  return createUser(world.db, { roles: ['Sales'], state, email: `${marked(state)}@hub.test` });
}

export const sameEmployeeOrAdmin = (caller: CallerFacts, state: State) =>
  caller.roles.some((r) => r === 'Super User' || r === 'Admin') ||
  (caller.roles.includes('State Super User') && caller.state === state);

/** An administrator within reach, or the caller whose own (linked or viewed) employee it is. */
export const ownEmployee = {
  kind: 'self',
  allowed: (caller: CallerFacts, state: State) =>
    sameEmployeeOrAdmin(caller, state) || (caller.ownEmployeeUuid !== null && caller.state === state),
} as const;
