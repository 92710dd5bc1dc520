import type { UploadType } from '@hub/contract';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, handleUnauthorized } from '@/lib/api-client';
import { getToken } from '@/lib/auth';

export type TemplateFormat = 'csv' | 'xlsx';
export type DownloadTemplateArgs = { uploadType: UploadType; format: TemplateFormat };

/** The name the server gives the download, else the same name it would give. */
export function templateFileName(
  contentDisposition: string | null,
  { uploadType, format }: DownloadTemplateArgs,
) {
  const quoted = /filename\s*=\s*"([^"]+)"/i.exec(contentDisposition ?? '');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(contentDisposition ?? '');
  const name = (quoted?.[1] ?? bare?.[1] ?? '').replace(/[/\\]/g, '').trim();
  return name || `hub-${uploadType.replace('_', '-')}-template.${format}`;
}

async function detailOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body.detail === 'string' && body.detail ? body.detail : null;
  } catch {
    return null;
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /uploads/templates/{upload_type}?format=csv|xlsx. The call needs the bearer token, so it is
 * fetched here and saved through an object URL instead of a plain link.
 */
export async function downloadTemplate(args: DownloadTemplateArgs): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/uploads/templates/${args.uploadType}?format=${args.format}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, null, 'The server could not be reached.');
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(response.status, await detailOf(response));
  }
  const fileName = templateFileName(response.headers.get('content-disposition'), args);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
