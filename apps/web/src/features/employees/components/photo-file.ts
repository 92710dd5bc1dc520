/** Spec 000 §5: the photo must be a PNG or JPEG (the server checks the content again). */
export const PHOTO_TYPE_MESSAGE = 'The file must be a PNG or JPEG image.';

/** 'png' or 'jpeg' from a file's first bytes, else null. */
export function sniffImageBytes(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const NAME = /\.(png|jpe?g)$/i;
const TYPES = ['image/png', 'image/jpeg'];

/** null when the file is a PNG or JPEG by its name, declared type and content; else the message. */
export async function checkPhotoFile(file: File): Promise<string | null> {
  if (!NAME.test(file.name) || (file.type !== '' && !TYPES.includes(file.type))) return PHOTO_TYPE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageBytes(head) ? null : PHOTO_TYPE_MESSAGE;
}
