import type { UploadType } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { attachmentFileName, downloadFile } from '@/lib/api-client';

export type TemplateFormat = 'csv' | 'xlsx';
export type DownloadTemplateArgs = { uploadType: UploadType; format: TemplateFormat };

/** The name the server gives the download, else the same name it would give. */
export function templateFileName(
  contentDisposition: string | null,
  { uploadType, format }: DownloadTemplateArgs,
) {
  return attachmentFileName(contentDisposition, `hub-${uploadType.replace('_', '-')}-template.${format}`);
}

/** GET /uploads/templates/{upload_type}?format=csv|xlsx, saved as the server names it. */
export function downloadTemplate(args: DownloadTemplateArgs): Promise<string> {
  return downloadFile(`/uploads/templates/${args.uploadType}`, {
    query: { format: args.format },
    fallbackName: templateFileName(null, args),
  });
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
