/**
 * What an uploaded spreadsheet really is, decided from its bytes (never its name alone), and the
 * checks that can refuse it before any parser sees it: a name too long, empty, wrong type for its
 * name, encrypted, or a zip that declares far more content than a workbook of its size can hold.
 * A workbook's zip directory is read by yauzl (zip.ts), as the workbook reader reads its parts.
 */
import { openZip, readEntries } from './zip.ts';

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
 * Checks the file against its name and answers its format; rejects with FileCheckError with a message
 * for the screen otherwise.
 */
export async function checkSpreadsheet(fileName: string, bytes: Buffer): Promise<SpreadsheetFormat> {
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
    await inspectZip(bytes);
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

const UNREADABLE = 'The workbook is damaged (its zip directory is unreadable).';

/**
 * Reads the zip's central directory (declared entries and sizes) without inflating anything; a zip
 * declaring more entries than a workbook may is refused before they are read.
 */
export async function readZipDirectory(bytes: Buffer): Promise<ZipSummary> {
  let zip: Awaited<ReturnType<typeof openZip>>;
  try {
    // The sizes are only summed here; whether the parts really are those sizes is the reader's check.
    zip = await openZip(bytes, { validateEntrySizes: false });
  } catch (error) {
    throw new FileCheckError(
      error instanceof Error && /end of central directory record signature not found/.test(error.message)
        ? 'The workbook is damaged (its zip directory is missing).'
        : UNREADABLE,
    );
  }
  const entries = zip.entryCount;
  if (entries > UPLOAD_LIMITS.maxZipEntries) {
    throw new FileCheckError(
      `The workbook holds ${entries} parts, more than a spreadsheet upload may (${UPLOAD_LIMITS.maxZipEntries}).`,
    );
  }
  let uncompressed = 0;
  let encrypted = false;
  try {
    await readEntries(zip, (entry) => {
      uncompressed += entry.uncompressedSize;
      if (entry.isEncrypted()) encrypted = true;
    });
  } catch {
    throw new FileCheckError(UNREADABLE);
  }
  return { entries, uncompressedBytes: uncompressed, encrypted };
}

async function inspectZip(bytes: Buffer): Promise<void> {
  const zip = await readZipDirectory(bytes);
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
