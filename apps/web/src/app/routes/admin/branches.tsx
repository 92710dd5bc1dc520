import { BranchesList } from '@/features/branches/components/branches-list';

/** /admin/branches. */
export function BranchesRoute() {
  return <BranchesList />;
}
