import { JvsList } from '@/features/jvs/components/jvs-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/jvs; the list keeps its inactive toggle and sort in the address (?inactive=1), so the view survives a reload. */
export function JvsRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <JvsList />
    </RequireRole>
  );
}
