import { adminStates } from '@/features/admin-tools/utils/state-scope';
import { ReportOptionsEditor } from '@/features/report-options/components/report-options-editor';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/report-options: both states' sections; a State Super User sees and saves their own state's only. */
export function ReportOptionsRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <ReportOptionsForLiveRoles />
    </RequireRole>
  );
}

function ReportOptionsForLiveRoles() {
  const live = useRolesLive();
  return <ReportOptionsEditor states={adminStates(live.data?.roles, live.data?.state)} />;
}
