import { describe, expect, it } from 'vitest';
import { checkPhotoFile, PHOTO_TYPE_MESSAGE, sniffImageBytes } from './photo-file';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('photo files (spec 000 §5: png or jpeg)', () => {
  it('recognises PNG and JPEG content only', () => {
    expect(sniffImageBytes(PNG)).toBe('png');
    expect(sniffImageBytes(JPEG)).toBe('jpeg');
    expect(sniffImageBytes(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('accepts real images and refuses others, even when named .png', async () => {
    expect(await checkPhotoFile(new File([PNG], 'me.png', { type: 'image/png' }))).toBeNull();
    expect(await checkPhotoFile(new File([JPEG], 'me.JPG', { type: 'image/jpeg' }))).toBeNull();
    expect(await checkPhotoFile(new File(['hello'], 'fake.png', { type: 'image/png' }))).toBe(
      PHOTO_TYPE_MESSAGE,
    );
    expect(await checkPhotoFile(new File([PNG], 'me.gif', { type: 'image/gif' }))).toBe(PHOTO_TYPE_MESSAGE);
    expect(await checkPhotoFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(
      PHOTO_TYPE_MESSAGE,
    );
  });
});
