import { z } from 'zod';

/** The file an export answers: CSV (text) or XLSX (a workbook). */
export const ZExportFormat = z.enum(['csv', 'xlsx'], { error: "must be 'csv' or 'xlsx'" });
export type ExportFormat = z.infer<typeof ZExportFormat>;

/**
 * GET /api/<list>/export: the list's own query (the same filters, so the file holds the rows the
 * list shows) plus the format of the file.
 */
export function exportQuery<Shape extends z.ZodRawShape>(listQuery: z.ZodObject<Shape>) {
  return listQuery.extend({ format: ZExportFormat });
}
