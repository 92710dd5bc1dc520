import { NewClientsReport } from '@/features/new-clients/components/new-clients-report';

/** /reports/new-clients. */
export function NewClientsRoute() {
  return <NewClientsReport />;
}
