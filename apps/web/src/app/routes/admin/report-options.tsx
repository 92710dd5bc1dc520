import { adminStates } from '@/features/admin-tools/utils/state-scope';
import { ReportOptionsEditor } from '@/features/report-options/components/report-options-editor';
import { useRolesLive } from '@/features/users/api/get-roles-live';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/report-options: both states shown; a State Super User saves their own state's section only. */
export function ReportOptionsRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <ReportOptionsForLiveRoles />
    </RequireRole>
  );
}

function ReportOptionsForLiveRoles() {
  const live = useRolesLive();
  return <ReportOptionsEditor editableStates={adminStates(live.data?.roles, live.data?.state)} />;
}
