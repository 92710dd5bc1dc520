import { type PutReportOptionsBody, type ReportOptions, ZPutReportOptionsResponse } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportOptionKeys } from '@/lib/lookups/query-keys';

export type SaveReportOptionsArgs = {
  body: PutReportOptionsBody;
  /** The version the screen loaded: a save over someone else's newer one is refused (412). */
  version: number;
};

/** PUT /admin/report-options with all six fields. */
export function saveReportOptions({ body, version }: SaveReportOptionsArgs): Promise<ReportOptions> {
  return api.put('/admin/report-options', body, { schema: ZPutReportOptionsResponse, ifMatch: version });
}

export function useSaveReportOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportOptions,
    // The answer is the whole document as stored now.
    onSuccess: (saved) => queryClient.setQueryData(reportOptionKeys.all, saved),
  });
}
