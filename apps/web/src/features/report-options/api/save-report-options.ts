import { type PutReportOptionsBody, ZPutReportOptionsResponse } from '@hub/contract';
import { api } from '@/lib/api-client';
import { reportOptionKeys } from '@/lib/lookups/query-keys';
import { useDocumentSave } from '@/lib/record-api';

export type SaveReportOptionsArgs = {
  body: PutReportOptionsBody;
  /** The version the screen loaded: a save over someone else's newer one is refused (412). */
  version: number;
};

/** PUT /admin/report-options with all six fields; answers the whole document as stored now. */
const saveReportOptions = ({ body, version }: SaveReportOptionsArgs) =>
  api.put('/admin/report-options', body, { schema: ZPutReportOptionsResponse, ifMatch: version });

export const useSaveReportOptions = () => useDocumentSave(saveReportOptions, reportOptionKeys.all);
