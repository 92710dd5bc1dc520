import { COMMISSION_XLS_PATH, type CommissionXlsQueued, ZCommissionXlsQueued } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TilePeriod } from '../utils/tile-condition';

export type EmailSpreadsheetArgs = TilePeriod & { employee_uuid: string };

/** GET /commission/xls?start_date&end_date&employee_uuid&email=true: queues the employee's workbook to the user. */
const emailSpreadsheet = (args: EmailSpreadsheetArgs): Promise<CommissionXlsQueued> =>
  api.get(COMMISSION_XLS_PATH, { query: { ...args, email: 'true' }, schema: ZCommissionXlsQueued });

export function useEmailSpreadsheet() {
  return useMutation({ mutationFn: emailSpreadsheet });
}
