/**
 * What an uploaded spreadsheet really is, decided from its bytes (never its name alone), and the
 * checks that can refuse it before any parser sees it: a name too long, empty, wrong type for its
 * name, encrypted, or a zip that declares far more content than a workbook of its size can hold.
 */

export type SpreadsheetFormat = 'csv' | 'xls' | 'xlsx';

export const UPLOAD_LIMITS = {
  /** Largest file accepted. */
  maxBytes: 50 * 1024 * 1024,
  /** Longest file name accepted, in characters. */
  maxFileNameLength: 255,
  /** Entries a workbook's zip may declare. */
  maxZipEntries: 10_000,
  /** Uncompressed bytes a workbook's zip may declare in all. */
  maxUncompressedBytes: 400 * 1024 * 1024,
  /** Above this size, uncompressed/compressed must stay under maxInflationRatio. */
  inflationCheckBytes: 20 * 1024 * 1024,
  maxInflationRatio: 100,
} as const;

export class FileCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileCheckError';
  }
}

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The format a file name says: .csv, .xls or .xlsx (any case); null for anything else. */
export function formatFromName(fileName: string): SpreadsheetFormat | null {
  const match = /\.(csv|xlsx|xls)$/i.exec(fileName.trim());
  return match?.[1] ? (match[1].toLowerCase() as SpreadsheetFormat) : null;
}

/** An OLE compound file holding an encrypted OOXML package: how Excel stores a password-protected .xlsx. */
function isEncryptedPackage(bytes: Uint8Array): boolean {
  const needle = Buffer.from('EncryptionInfo', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/** A text file: no NUL bytes in its first 64 KB (binary formats all have them). */
function looksLikeText(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 64 * 1024);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return false;
  return true;
}

/**
 * Checks the file against its name and answers its format; throws FileCheckError with a message for
 * the screen otherwise.
 */
export function checkSpreadsheet(fileName: string, bytes: Uint8Array): SpreadsheetFormat {
  if ([...fileName].length > UPLOAD_LIMITS.maxFileNameLength) {
    throw new FileCheckError(
      `The file name is too long (at most ${UPLOAD_LIMITS.maxFileNameLength} characters).`,
    );
  }
  const named = formatFromName(fileName);
  if (!named) throw new FileCheckError('Only .csv, .xls and .xlsx files can be uploaded.');
  if (bytes.length === 0) throw new FileCheckError('The file is empty.');
  if (bytes.length > UPLOAD_LIMITS.maxBytes) {
    throw new FileCheckError(`The file is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`);
  }
  const isZip = startsWith(bytes, ZIP_LOCAL) || startsWith(bytes, ZIP_EMPTY);
  const isCfb = startsWith(bytes, CFB);

  if (named === 'xlsx') {
    if (isCfb && isEncryptedPackage(bytes)) {
      throw new FileCheckError(
        'The workbook is password-protected. Remove the password and upload it again.',
      );
    }
    if (!isZip) throw new FileCheckError('The file is named .xlsx but its content is not an .xlsx workbook.');
    inspectZip(bytes);
    return 'xlsx';
  }
  if (named === 'xls') {
    if (isCfb) {
      if (isEncryptedPackage(bytes)) {
        throw new FileCheckError(
          'The workbook is password-protected. Remove the password and upload it again.',
        );
      }
      return 'xls';
    }
    if (isZip)
      throw new FileCheckError(
        'The file is named .xls but its content is an .xlsx workbook. Rename it to .xlsx.',
      );
    throw new FileCheckError('The file is named .xls but its content is not an Excel workbook.');
  }
  if (isZip || isCfb || !looksLikeText(bytes)) {
    throw new FileCheckError('The file is named .csv but its content is not text (is it a workbook?).');
  }
  return 'csv';
}

export type ZipSummary = { entries: number; uncompressedBytes: number; encrypted: boolean };

/** Reads the zip's central directory (declared entries and sizes) without inflating anything. */
export function readZipDirectory(bytes: Uint8Array): ZipSummary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw new FileCheckError('The workbook is damaged (its zip directory is missing).');
  let entries = view.getUint16(eocd + 10, true);
  let directoryOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) {
      throw new FileCheckError('The workbook is damaged (its zip directory is unreadable).');
    }
    const zip64 = Number(view.getBigUint64(locator + 8, true));
    if (zip64 + 56 > bytes.length || view.getUint32(zip64, true) !== 0x06064b50) {
      throw new FileCheckError('The workbook is damaged (its zip directory is unreadable).');
    }
    entries = Number(view.getBigUint64(zip64 + 32, true));
    directoryOffset = Number(view.getBigUint64(zip64 + 48, true));
  }
  if (entries > UPLOAD_LIMITS.maxZipEntries) {
    throw new FileCheckError(
      `The workbook holds ${entries} parts, more than a spreadsheet upload may (${UPLOAD_LIMITS.maxZipEntries}).`,
    );
  }
  let offset = directoryOffset;
  let uncompressed = 0;
  let encrypted = false;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new FileCheckError('The workbook is damaged (its zip directory is unreadable).');
    }
    if (view.getUint16(offset + 8, true) & 1) encrypted = true;
    let size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (size === 0xffffffff) size = zip64UncompressedSize(view, offset + 46 + nameLength, extraLength);
    uncompressed += size;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, uncompressedBytes: uncompressed, encrypted };
}

function inspectZip(bytes: Uint8Array): void {
  const zip = readZipDirectory(bytes);
  if (zip.encrypted) {
    throw new FileCheckError('The workbook is password-protected. Remove the password and upload it again.');
  }
  const ratio = zip.uncompressedBytes / bytes.length;
  if (
    zip.uncompressedBytes > UPLOAD_LIMITS.maxUncompressedBytes ||
    (zip.uncompressedBytes > UPLOAD_LIMITS.inflationCheckBytes && ratio > UPLOAD_LIMITS.maxInflationRatio)
  ) {
    throw new FileCheckError(
      `The workbook would inflate to ${Math.round(zip.uncompressedBytes / 1024 / 1024)} MB from a ` +
        `${Math.max(1, Math.round(bytes.length / 1024))} KB file; it is refused as unsafe.`,
    );
  }
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) if (view.getUint32(i, true) === 0x06054b50) return i;
  return -1;
}

function zip64UncompressedSize(view: DataView, extraStart: number, extraLength: number): number {
  let at = extraStart;
  const end = extraStart + extraLength;
  while (at + 4 <= end && at + 4 <= view.byteLength) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001 && size >= 8) return Number(view.getBigUint64(at + 4, true));
    at += 4 + size;
  }
  // A size we cannot read is treated as too large.
  return Number.MAX_SAFE_INTEGER;
}
