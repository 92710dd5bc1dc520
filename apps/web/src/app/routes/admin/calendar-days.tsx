import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CalendarDaysAdmin } from '@/features/calendar-days/components/calendar-days-admin';
import { parseCalendarView } from '@/features/calendar-days/utils/calendar-view';
import { useStateChoice } from './use-state-choice';

/** /admin/calendar-days; the state and year live in the address (?state=NV&year=2027). */
export function CalendarDaysRoute() {
  const choice = useStateChoice();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseCalendarView(
    { state: searchParams.get('state'), year: searchParams.get('year') },
    choice,
  );
  // A State Super User without a state has no calendar to configure.
  if (!view) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return (
    <CalendarDaysAdmin
      initialView={view}
      states={choice.states}
      onViewChange={(next) =>
        setSearchParams({ state: next.state, year: String(next.year) }, { replace: true })
      }
    />
  );
}
