import { useSearchParams } from 'react-router';
import { JvsList } from '@/features/jvs/components/jvs-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/jvs; the inactive toggle lives in the address (?inactive=1), so the view survives a reload. */
export function JvsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const showInactive = searchParams.get('inactive') === '1';
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <JvsList
        showInactive={showInactive}
        onShowInactiveChange={(show) => setSearchParams(show ? { inactive: '1' } : {}, { replace: true })}
      />
    </RequireRole>
  );
}
