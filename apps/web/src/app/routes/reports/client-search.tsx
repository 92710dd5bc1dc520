import { ClientSearchResults } from '@/features/file-search/components/client-search-results';

/** /reports/client-search?start&end&client_search (spec 001 §2); page and sort in the address too. */
export function ClientSearchRoute() {
  return <ClientSearchResults />;
}
