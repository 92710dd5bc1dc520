import { YearlyComparison } from '@/features/branch-reports/components/yearly-comparison';

/** /reports/branches/yearly-comparison (administrators; the route table guards it). */
export function BranchesYearlyComparisonRoute() {
  return <YearlyComparison />;
}
