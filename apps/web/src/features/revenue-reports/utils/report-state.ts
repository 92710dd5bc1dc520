import type { State } from '@hub/contract';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { scopeStates } from '@/lib/state-scope';

/**
 * The state a revenue report shows: the one the address asks for when the user may see it, else AZ
 * (spec 001 §9) when they may, else their only state. Null when they may see none.
 */
export function reportState(states: readonly State[], asked: State | undefined): State | null {
  if (asked && states.includes(asked)) return asked;
  if (states.includes('AZ')) return 'AZ';
  return states[0] ?? null;
}

/** The states the signed-in user may report on (Super User and Admin both, a State Super User their own). */
export function useReportStates(): { states: readonly State[]; ready: boolean } {
  const live = useRolesLive();
  return { states: live.data ? scopeStates(live.data, 'admin') : [], ready: live.data !== undefined };
}
