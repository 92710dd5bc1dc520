import { CommissionDetailReport } from './commission-detail-report';

/**
 * Spec 001 §2 Escrow Officer Commission Report (/reports/eo-comm-report?employee_uuid&start_date&end_date):
 * the officer's files roll up those of the employees linked to them.
 */
export function EoCommReport() {
  return <CommissionDetailReport employeeRole="EO" />;
}
