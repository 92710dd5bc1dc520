import { ZState } from '@hub/contract';
import { z } from 'zod';
import { ReportHub } from '@/features/report-hub/components/report-hub';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { useSearchState } from '@/lib/search-params';
import { stateChoice } from '@/lib/state-scope';

const ZHubSearch = z.object({ state: ZState.optional() });

/**
 * /reports: Super User and Admin (both states) and State Super User (own state) pass the route's
 * role guard; the state comes from the address when the user may see it, else their default.
 */
export function ReportHubRoute() {
  const live = useRolesLive();
  const [search, setSearch] = useSearchState(ZHubSearch);
  if (!live.data) return null;
  const { states, defaultState } = stateChoice(live.data, 'admin');
  const state = search.state && states.includes(search.state) ? search.state : defaultState;
  return (
    <ReportHub
      roles={live.data.roles}
      states={states}
      state={state}
      onStateChange={(next) => setSearch({ state: next })}
    />
  );
}
