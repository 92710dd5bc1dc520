import { useMemo } from 'react';
import { useRolesLive } from '@/lib/lookups/roles-live';
import { type StateChoice, type StateScopeKind, stateChoice } from '@/lib/state-scope';

/**
 * The states the signed-in user may give a record, and the one a new record starts with (their own),
 * from the live role check the page guard has already made. Pages hand it to their forms.
 */
export function useStateChoice(kind: StateScopeKind = 'admin'): StateChoice {
  const live = useRolesLive();
  return useMemo(() => stateChoice(live.data, kind), [live.data, kind]);
}
