import { RepSummary } from '@/features/employee-reports/components/rep-summary';

/** /reports/rep-summary: Marketing Rep Summary (administrators; the route guards the role). */
export function RepSummaryRoute() {
  return <RepSummary />;
}
