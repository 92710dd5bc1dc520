import {
  type CommissionDetailRole,
  MAX_PAGE_SIZE,
  type OrderFile,
  type State,
  ZGetOrderFilesResponse,
} from '@hub/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileKeys } from '@/lib/lookups/query-keys';

/** Whose files, of which state, closed in which period. */
export type CommissionFilesQuery = {
  role: CommissionDetailRole;
  state: State;
  employee_id: number;
  start_date: string;
  end_date: string;
};

/** GET /files's filter for the report: the rep's files, or the officer's with their linked employees' rolled up. */
export function commissionFilesFilter({
  role,
  state,
  employee_id,
  start_date,
  end_date,
}: CommissionFilesQuery) {
  const whose =
    role === 'REP'
      ? { marketing_rep_id: employee_id }
      : { escrow_officer_id: employee_id, roll_up_linked: 1 };
  return { state, close_start: start_date, close_end: end_date, ...whose };
}

/**
 * GET /files, every page: the files credited to the employee in their role that closed in the period,
 * by close date. Under `fileKeys.all`, so a file changed in the override dialog asks again; null asks
 * nothing yet.
 */
export function useCommissionFiles(query: CommissionFilesQuery | null) {
  return useQuery({
    queryKey: [...fileKeys.all, 'commission-detail-files', query],
    enabled: query !== null,
    queryFn: async ({ signal }): Promise<OrderFile[]> => {
      if (query === null) return [];
      const filter = commissionFilesFilter(query);
      const files: OrderFile[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await api.get('/files', {
          query: { ...filter, sort: 'calc_close_date', dir: 'asc', page, page_size: MAX_PAGE_SIZE },
          schema: ZGetOrderFilesResponse,
          signal,
        });
        files.push(...answer.rows);
        // A page past the end answers the last page again: stop at the total or at a short page.
        if (files.length >= answer.total || answer.rows.length < MAX_PAGE_SIZE || answer.page < page) break;
      }
      return files;
    },
  });
}
