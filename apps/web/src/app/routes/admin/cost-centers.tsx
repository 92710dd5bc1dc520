import { useSearchParams } from 'react-router';
import { CostCentersList } from '@/features/cost-centers/components/cost-centers-list';
import { ADMIN_ROLES, RequireRole } from '../../layout/require-role';

/** /admin/cost-centers; the State filter lives in the address (?state=AZ), so the view can be shared. */
export function CostCentersRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stateFilter = searchParams.get('state') ?? '';
  return (
    <RequireRole anyOf={ADMIN_ROLES}>
      <CostCentersList
        stateFilter={stateFilter}
        onStateFilterChange={(state) => setSearchParams(state ? { state } : {}, { replace: true })}
      />
    </RequireRole>
  );
}
