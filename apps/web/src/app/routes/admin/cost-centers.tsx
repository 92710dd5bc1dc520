import { CostCentersList } from '@/features/cost-centers/components/cost-centers-list';

/** /admin/cost-centers; the list keeps its State filter and sort in the address (?state=AZ). */
export function CostCentersRoute() {
  return <CostCentersList />;
}
