import { FraudListEditor } from '@/features/fraud-list/components/fraud-list-editor';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/fraud-list. */
export function FraudListRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <FraudListEditor />
    </RequireRole>
  );
}
