import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../plugins/errors/http-error.ts';
import { publicUploadsDir } from '../plugins/static.ts';
import { readMultipartForm } from './multipart.ts';

/** Photos and logos: at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_DETAIL = 'The file must be a PNG or JPEG image.';
export const IMAGE_SIZE_DETAIL = 'The image is larger than 5 MB.';
export const IMAGE_MISSING_DETAIL = 'file: choose an image to upload';

export type ImageKind = 'png' | 'jpeg';

/** The type from the first bytes of the content; the name and the declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * Reads the multipart field `file`, checks it is a PNG or JPEG within the size limit, and stores it
 * in the public uploads folder under a random name. Answers the stored file name (served at
 * /static/uploads/public/{name}).
 */
export async function receivePublicImage(request: FastifyRequest, dataDir: string, prefix: string) {
  const { bytes } = (
    await readMultipartForm(request, {
      fields: [],
      fileField: 'file',
      maxFileBytes: MAX_IMAGE_BYTES,
      tooLarge: IMAGE_SIZE_DETAIL,
      notMultipart: 'Send the image as multipart/form-data, in the field "file"',
      missingFile: IMAGE_MISSING_DETAIL,
    })
  ).file;
  if (bytes.length === 0) throw badRequest('The file is empty.');
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(IMAGE_TYPE_DETAIL);
  const name = `${prefix}-${randomBytes(16).toString('hex')}.${kind === 'png' ? 'png' : 'jpg'}`;
  const folder = publicUploadsDir(dataDir);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes, { mode: 0o644 });
  return { name, kind, size: bytes.length };
}

/** Removes a stored public upload (a replaced photo or logo); a name from elsewhere is ignored. */
export async function removePublicImage(dataDir: string, name: string | null | undefined): Promise<void> {
  if (!name) return;
  const file = basename(name);
  if (file !== name || file.startsWith('.')) return;
  await rm(join(publicUploadsDir(dataDir), file), { force: true });
}

/** The address a stored public upload is served at. */
export const publicImageUrl = (name: string | null | undefined) =>
  name ? `/static/uploads/public/${encodeURIComponent(name)}` : null;
