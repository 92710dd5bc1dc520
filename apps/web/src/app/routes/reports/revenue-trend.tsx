import { RevenueTrendReport } from '@/features/revenue-reports/components/revenue-trend-report';

/** /reports/revenue-trend. */
export function RevenueTrendRoute() {
  return <RevenueTrendReport />;
}
