import { BranchJvBreakdown } from '@/features/jv-reports/components/branch-jv-breakdown';

/** /reports/branch-jv-breakdown (administrators; the route table guards it). */
export function BranchJvBreakdownRoute() {
  return <BranchJvBreakdown />;
}
