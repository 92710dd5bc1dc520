import { COMMISSION_XLS_PATH, type CommissionXlsQueued, ZCommissionXlsQueued } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SpreadsheetPeriod = { start_date: string; end_date: string };

/**
 * GET /commission/xls?start_date&end_date&eml_all_items=true (spec 001 §7): queues one e-mail to the
 * signed-in user with every employee's commission workbook of the period.
 */
const emailAllSpreadsheets = (period: SpreadsheetPeriod): Promise<CommissionXlsQueued> =>
  api.get(COMMISSION_XLS_PATH, {
    query: { start_date: period.start_date, end_date: period.end_date, eml_all_items: 'true' },
    schema: ZCommissionXlsQueued,
  });

/** The summary's 'email all spreadsheets' action. */
export function useEmailAllSpreadsheets() {
  return useMutation({ mutationFn: emailAllSpreadsheets });
}
