import { z } from 'zod';
import { ZUploadType } from './upload-job.ts';

export const ZUploadTemplateParams = z.strictObject({ upload_type: ZUploadType });
export const ZUploadTemplateQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

/** One column of an upload layout, as the screen lists it beside the template links. */
export const ZUploadColumn = z.object({
  name: z.string(),
  required: z.boolean(),
  note: z.string(),
  example: z.string(),
});
export const ZGetUploadLayoutsResponse = z.object({
  employees: z.array(ZUploadColumn),
  esc_files: z.array(ZUploadColumn),
});
export type GetUploadLayoutsResponse = z.infer<typeof ZGetUploadLayoutsResponse>;
