import { RevenueCompareReport } from '@/features/revenue-reports/components/revenue-compare-report';

/** /reports/revenue-date-compare. */
export function RevenueDateCompareRoute() {
  return <RevenueCompareReport />;
}
