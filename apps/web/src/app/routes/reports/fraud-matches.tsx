import { FraudMatchesReport } from '@/features/fraud-matches/components/fraud-matches-report';

/** /reports/fraud-matches. */
export function FraudMatchesRoute() {
  return <FraudMatchesReport />;
}
