import type { State } from '@hub/contract';
import { reportStateOf, scopeStates } from '@/lib/state-scope';
import { useRolesLive } from './lookups/roles-live';

export type ReportState = {
  /** The states the user may report on (Super User and Admin both, a State Super User their own). */
  states: readonly State[];
  /** The state shown (`reportStateOf`), null when the user may see none. */
  state: State | null;
  /** False until the live roles have answered. */
  ready: boolean;
};

/** Which states a report screen offers the signed-in user, and the one it shows for the address's. */
export function useReportState(asked: State | null | undefined): ReportState {
  const live = useRolesLive();
  const states = live.data ? scopeStates(live.data, 'admin') : [];
  return { states, state: reportStateOf(states, asked), ready: live.data !== undefined };
}
