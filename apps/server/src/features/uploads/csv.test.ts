import { describe, expect, it } from 'vitest';
import { CsvError, decodeText, parseCsv } from './csv.ts';

const rows = (text: string) => [...parseCsv(text)];

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

describe('decodeText', () => {
  it('drops a UTF-8 byte-order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xc3, 0xa9]))).toBe('aé');
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
  });
});
