// The one zip reader of uploads (yauzl): the file check reads a workbook's directory with it, the
// workbook reader its parts. Nothing here trusts the sizes a zip declares: a part is read as a stream
// and fails once it inflates to more, or ends at fewer, bytes than its entry says.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type { Entry, ZipFile };

/**
 * Opens a zip held in memory, entries read one at a time (readEntries). `validateEntrySizes`: a part
 * read later must inflate to exactly the size its entry declares (off for a directory-only look).
 */
export function openZip(bytes: Buffer, { validateEntrySizes = true } = {}): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/** Every entry of the zip's central directory, in order; `each` sees each one as it is read. */
export function readEntries(zip: ZipFile, each?: (entry: Entry) => void): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      try {
        each?.(entry);
      } catch (error) {
        zip.removeAllListeners();
        reject(error);
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** The part's content, inflated as it is read. */
export function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/** The part's content as UTF-8 text, in pieces as it inflates. */
export async function* entryText(zip: ZipFile, entry: Entry): AsyncGenerator<string> {
  const stream = await entryStream(zip, entry);
  stream.setEncoding('utf8');
  for await (const piece of stream) yield piece as string;
}

/** Inflates the part and lets its bytes go: only whether it is the size it declares. */
export async function drainEntry(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await entryStream(zip, entry);
  for await (const _piece of stream) {
    // Counted by yauzl, which fails the stream when the size is not the declared one.
  }
}

/** yauzl's words for a part that does not inflate to the size its entry declares. */
export const isSizeMismatch = (error: unknown): boolean =>
  error instanceof Error &&
  /too many bytes in the stream|not enough bytes in the stream|compressed\/uncompressed size mismatch/.test(
    error.message,
  );
