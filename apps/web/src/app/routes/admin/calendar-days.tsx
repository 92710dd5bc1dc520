import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { adminStates } from '@/features/admin-tools/utils/state-scope';
import { CalendarDaysAdmin } from '@/features/calendar-days/components/calendar-days-admin';
import { parseCalendarView } from '@/features/calendar-days/utils/calendar-view';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/calendar-days; the state and year live in the address (?state=NV&year=2027). */
export function CalendarDaysRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <CalendarDaysForLiveRoles />
    </RequireRole>
  );
}

function CalendarDaysForLiveRoles() {
  const live = useRolesLive();
  const [searchParams, setSearchParams] = useSearchParams();
  const states = adminStates(live.data?.roles, live.data?.state);
  const view = parseCalendarView(
    { state: searchParams.get('state'), year: searchParams.get('year') },
    states,
  );
  // A State Super User without a state has no calendar to configure.
  if (!view) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return (
    <CalendarDaysAdmin
      initialView={view}
      states={states}
      onViewChange={(next) =>
        setSearchParams({ state: next.state, year: String(next.year) }, { replace: true })
      }
    />
  );
}
