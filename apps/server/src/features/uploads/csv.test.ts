import { describe, expect, it } from 'vitest';
import { CsvError, CsvParser, decodedPieces, parseCsv } from './csv.mjs';

const rows = (text: string) => parseCsv(text);

/** The records of the text given to one parser in pieces cut at `cuts`. */
function inPieces(text: string, cuts: readonly number[]): string[][] {
  const out: string[][] = [];
  const parser = new CsvParser((row) => out.push(row));
  let at = 0;
  for (const cut of [...cuts, text.length]) {
    parser.push(text.slice(at, cut));
    at = cut;
  }
  parser.end();
  return out;
}

const decodeText = (bytes: Uint8Array, pieceBytes?: number) => [...decodedPieces(bytes, pieceBytes)].join('');

describe('parseCsv', () => {
  it('splits fields and records, with any line end, skipping blank lines', () => {
    expect(rows('a,b,c\r\n1,2,3\n\n4,,6\r7,8,9\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(rows('name,notes\r\n"Smith, Jane","She said ""hi""\nand left"\r\n')).toEqual([
      ['name', 'notes'],
      ['Smith, Jane', 'She said "hi"\nand left'],
    ]);
  });

  it('keeps formula-looking text as text', () => {
    expect(rows('a,b\n=1+2,"@SUM(A1)"\n+1,-2')).toEqual([
      ['a', 'b'],
      ['=1+2', '@SUM(A1)'],
      ['+1', '-2'],
    ]);
  });

  it('keeps a last record without a line end and trailing empty fields', () => {
    expect(rows('a,b,\n1,2,')).toEqual([
      ['a', 'b', ''],
      ['1', '2', ''],
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => rows('a,b\n1,"open\n2,3\n')).toThrow(
      new CsvError('A quoted field that starts on line 2 is never closed.'),
    );
  });
});

describe('CsvParser', () => {
  const tricky = 'a,"b\r\n""c""",d\r\n\r\n"x""",=1\ry,"",\n"","open, then" after\r\nlast';

  it('gives the same records whatever the pieces the text comes in', () => {
    const whole = rows(tricky);
    expect(whole).toEqual([
      ['a', 'b\r\n"c"', 'd'],
      ['x"', '=1'],
      ['y', '', ''],
      ['', 'open, then after'],
      ['last'],
    ]);
    // Every cut: inside quotes, between a CR and its LF, between the quotes of a doubled quote.
    for (let cut = 0; cut <= tricky.length; cut++) {
      const next = Math.min(tricky.length, cut + 1);
      expect(inPieces(tricky, [cut]), `cut at ${cut}`).toEqual(whole);
      expect(inPieces(tricky, [cut, next, next]), `cuts at ${cut}, ${next}`).toEqual(whole);
    }
  });

  it('names the line of a quote never closed when the text comes in pieces too', () => {
    expect(() => inPieces('a\r\nb\n"c\nd', [3, 7])).toThrow(
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
