import { CommissionDetailReport } from './commission-detail-report';

/** Spec 001 §2 Rep Commission Report (/reports/rep-comm-report?employee_uuid&start_date&end_date). */
export function RepCommReport() {
  return <CommissionDetailReport employeeRole="REP" />;
}
