import { JvSummary } from '@/features/jv-reports/components/jv-summary';

/** /reports/jvs (administrators; the route table guards it). */
export function JvSummaryRoute() {
  return <JvSummary />;
}
