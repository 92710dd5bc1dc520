import { CostCentersList } from '@/features/cost-centers/components/cost-centers-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/cost-centers; the list keeps its State filter and sort in the address (?state=AZ). */
export function CostCentersRoute() {
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <CostCentersList />
    </RequireRole>
  );
}
