import { ZState } from '@hub/contract';
import { z } from 'zod';
import { ReportHub } from '@/features/report-hub/components/report-hub';
import { useRolesLive } from '@/lib/lookups/roles-live';
import { useSearchState } from '@/lib/search-params';
import { useReportState } from '@/lib/use-report-state';

const ZHubSearch = z.object({ state: ZState.optional() });

/**
 * /reports: Super User and Admin (both states) and State Super User (own state) pass the route's
 * role guard; the cards link with the address's state when the user may see it (AZ by default).
 */
export function ReportHubRoute() {
  const live = useRolesLive();
  const [search, setSearch] = useSearchState(ZHubSearch);
  const { states, state, ready } = useReportState(search.state);
  if (!ready || !live.data) return null;
  return (
    <ReportHub
      roles={live.data.roles}
      states={states}
      state={state}
      onStateChange={(next) => setSearch({ state: next })}
    />
  );
}
