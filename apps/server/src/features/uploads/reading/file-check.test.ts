import { describe, expect, it } from 'vitest';
import {
  checkSpreadsheet,
  FileCheckError,
  formatFromName,
  readZipDirectory,
  UPLOAD_LIMITS,
} from './file-check.ts';

type Entry = { name: string; data?: Buffer; declaredSize?: number; encrypted?: boolean };

/**
 * The headers of a zip entry: the local one, and the central directory's, whose fields stand 2 bytes
 * further on (after "version made by").
 */
const HEADERS = {
  local: { size: 30, signature: 0x04034b50, shift: 0 },
  central: { size: 46, signature: 0x02014b50, shift: 2 },
};

/** An entry's header of that kind: its signature, flags, compressed and uncompressed size, name length. */
function entryHeader(kind: keyof typeof HEADERS, entry: Entry, data: Buffer, name: Buffer) {
  const { size, signature, shift } = HEADERS[kind];
  const header = Buffer.alloc(size);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(entry.encrypted ? 1 : 0, 6 + shift);
  header.writeUInt32LE(data.length, 18 + shift);
  header.writeUInt32LE(entry.declaredSize ?? data.length, 22 + shift);
  header.writeUInt16LE(name.length, 26 + shift);
  return header;
}

/** A zip with stored entries whose central directory declares the sizes given. */
function zip(entries: readonly Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.data ?? Buffer.from('x');
    locals.push(entryHeader('local', entry, data, name), name, data);
    const central = entryHeader('central', entry, data, name);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cfb = (extra = '') =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(extra, 'utf16le'),
  ]);

const refusal = async (name: string, bytes: Buffer) => {
  try {
    await checkSpreadsheet(name, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(FileCheckError);
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
};

describe('formatFromName', () => {
  it('knows .csv, .xls and .xlsx in any case, and nothing else', () => {
    expect(formatFromName('Files.XLSX')).toBe('xlsx');
    expect(formatFromName('old.xls')).toBe('xls');
    expect(formatFromName('a.b.csv')).toBe('csv');
    expect(formatFromName('data.txt')).toBeNull();
    expect(formatFromName('xlsx')).toBeNull();
  });
});

describe('checkSpreadsheet', () => {
  it('accepts each format whose content matches its name', async () => {
    expect(await checkSpreadsheet('a.xlsx', zip([{ name: '[Content_Types].xml' }]))).toBe('xlsx');
    expect(await checkSpreadsheet('a.xls', cfb('Workbook'))).toBe('xls');
    expect(await checkSpreadsheet('a.csv', Buffer.from('order_number\nA-1\n'))).toBe('csv');
  });

  it('refuses other names, empty files and content of another type', async () => {
    expect(await refusal('a.pdf', Buffer.from('x'))).toBe('Only .csv, .xls and .xlsx files can be uploaded.');
    expect(await refusal('a.csv', Buffer.alloc(0))).toBe('The file is empty.');
    expect(await refusal('a.xlsx', Buffer.from('order_number\n'))).toMatch(
      /named \.xlsx but its content is not/,
    );
    expect(await refusal('a.xls', Buffer.from('order_number\n'))).toMatch(
      /named \.xls but its content is not/,
    );
    expect(await refusal('a.xls', zip([{ name: 'x' }]))).toMatch(/is an \.xlsx workbook/);
    expect(await refusal('a.csv', zip([{ name: 'x' }]))).toMatch(/named \.csv but its content is not text/);
    expect(await refusal('a.csv', Buffer.from([0x61, 0x00, 0x62]))).toMatch(/not text/);
  });

  it('refuses a file name over 255 characters as too long, whatever its type', async () => {
    const long = `${'a'.repeat(252)}.csv`;
    expect(await refusal(long, Buffer.from('order_number\n'))).toBe(
      'The file name is too long (at most 255 characters).',
    );
    expect(await checkSpreadsheet(`${'a'.repeat(251)}.csv`, Buffer.from('order_number\n'))).toBe('csv');
  });

  it('refuses a file over the size limit', async () => {
    expect(await refusal('big.csv', Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 0x61))).toBe(
      'The file is larger than 50 MB.',
    );
  });

  it('refuses password-protected workbooks', async () => {
    expect(await refusal('a.xlsx', cfb('EncryptionInfo'))).toMatch(/password-protected/);
    expect(await refusal('a.xls', cfb('EncryptionInfo'))).toMatch(/password-protected/);
    expect(await refusal('a.xlsx', zip([{ name: 'sheet.xml', encrypted: true }]))).toMatch(
      /password-protected/,
    );
  });

  it('refuses a workbook that declares far more content than its size', async () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', declaredSize: 1024 * 1024 * 1024 }]);
    expect(await refusal('bomb.xlsx', bomb)).toMatch(/would inflate to 1024 MB .* refused as unsafe/);
    const ratio = zip([{ name: 'a', declaredSize: 30 * 1024 * 1024 }]);
    expect(await refusal('ratio.xlsx', ratio)).toMatch(/refused as unsafe/);
  });

  it('refuses a zip with too many parts, and a damaged one', async () => {
    const many = zip(Array.from({ length: 10_001 }, (_, i) => ({ name: `p${i}` })));
    expect(await refusal('many.xlsx', many)).toMatch(/10001 parts/);
    const damaged = zip([{ name: 'a' }]).subarray(0, 40);
    expect(await refusal('damaged.xlsx', damaged)).toMatch(/damaged/);
  });
});

describe('readZipDirectory', () => {
  it('sums the declared sizes and counts the entries', async () => {
    expect(
      await readZipDirectory(
        zip([
          { name: 'a', declaredSize: 10 },
          { name: 'b', declaredSize: 32 },
        ]),
      ),
    ).toEqual({
      entries: 2,
      uncompressedBytes: 42,
      encrypted: false,
    });
  });
});
