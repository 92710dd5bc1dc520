import { ClientHistorySummary } from '@/features/file-search/components/client-history-summary';

/** /reports/client-history-summary?start&end&client_search&min_files (spec 001 §2). */
export function ClientHistorySummaryRoute() {
  return <ClientHistorySummary />;
}
