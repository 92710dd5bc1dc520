import { BranchesPage } from '@/features/branch-reports/components/branches-page';

/** /reports/branches (administrators; the route table guards it): the Branch Escrow Summary. */
export function BranchesRoute() {
  return <BranchesPage />;
}
