import type { z } from 'zod';
import { ZReportOptions } from './report-options.ts';

/** GET /admin/report-options (spec 001 §7); the version also goes out as the ETag. */
export const ZGetReportOptionsResponse = ZReportOptions;
export type GetReportOptionsResponse = z.infer<typeof ZGetReportOptionsResponse>;
