import { describe, expect, it } from 'vitest';
import { CsvError, decodedPieces, readCsv } from './csv-reader.ts';

/** The records of the text, its bytes decoded `pieceBytes` at a time (1: every cut there is). */
async function records(text: string, pieceBytes?: number): Promise<string[][]> {
  const out: string[][] = [];
  await readCsv(
    Buffer.from(text),
    { add: (cells) => out.push(cells), ready: async () => {}, restart: () => {} },
    pieceBytes,
  );
  return out;
}

const decodeText = (bytes: Uint8Array, pieceBytes?: number) => [...decodedPieces(bytes, pieceBytes)].join('');

describe('readCsv', () => {
  it('splits fields and records, with any line end, skipping blank lines', async () => {
    expect(await records('a,b,c\r\n1,2,3\n\n4,,6\r7,8,9\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', async () => {
    expect(await records('name,notes\r\n"Smith, Jane","She said ""hi""\nand left"\r\n')).toEqual([
      ['name', 'notes'],
      ['Smith, Jane', 'She said "hi"\nand left'],
    ]);
  });

  it('keeps formula-looking text as text', async () => {
    expect(await records('a,b\n=1+2,"@SUM(A1)"\n+1,-2')).toEqual([
      ['a', 'b'],
      ['=1+2', '@SUM(A1)'],
      ['+1', '-2'],
    ]);
  });

  it('keeps a last record without a line end, trailing empty fields and a record of blank cells', async () => {
    expect(await records('a,b,\n1,2,\n , ')).toEqual([
      ['a', 'b', ''],
      ['1', '2', ''],
      ['', ''],
    ]);
  });

  it('refuses a quote that is never closed, naming its line', async () => {
    await expect(records('a,b\n1,"open\n2,3\n')).rejects.toThrow(
      new CsvError('A quoted field that starts on line 2 is never closed.'),
    );
    await expect(records('a\n"b\nc"\n\n\n"open\n')).rejects.toThrow(
      new CsvError('A quoted field that starts on line 6 is never closed.'),
    );
  });
});

describe('readCsv in pieces', () => {
  const tricky = 'a,"b\r\n""c""",d\r\n\r\n"x""",=1\ry,"",\nplain "quoted" text,€\r\nlast';

  it('gives the same records whatever the pieces the text comes in', async () => {
    const whole = await records(tricky);
    expect(whole).toEqual([
      ['a', 'b\r\n"c"', 'd'],
      ['x"', '=1'],
      ['y', '', ''],
      ['plain "quoted" text', '€'],
      ['last'],
    ]);
    // Every cut: inside quotes, between a CR and its LF, between the quotes of a doubled quote,
    // inside the euro sign's three bytes.
    for (const size of [1, 2, 3, 5, 7])
      expect(await records(tricky, size), `pieces of ${size}`).toEqual(whole);
  });

  it('names the line of a quote never closed when the text comes in pieces too', async () => {
    await expect(records('a\r\nb\n"c\nd', 2)).rejects.toThrow(
      new CsvError('A quoted field that starts on line 3 is never closed.'),
    );
  });
});

describe('decodedPieces', () => {
  it('drops a UTF-8 byte-order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xc3, 0xa9]))).toBe('aé');
  });

  it('reads Windows-1252 when the bytes are not UTF-8, its quotes and euro sign too', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
    expect(decodeText(new Uint8Array([0x93, 0x80, 0x35, 0x94]))).toBe('\u201c\u20ac5\u201d');
  });

  it('decodes a character cut between two pieces, and drops the mark once', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xe2, 0x82, 0xac, 0xc3, 0xa9]);
    for (const size of [1, 2, 3, 4, 1024]) expect(decodeText(bytes, size)).toBe('a\u20acé');
  });
});
