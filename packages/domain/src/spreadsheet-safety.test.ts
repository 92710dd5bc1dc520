import { describe, expect, it } from 'vitest';
import { csvField, isFormulaLike, safeCellText, toCsv } from './spreadsheet-safety.ts';

describe('spreadsheet safety', () => {
  it('neutralises text that would run as a formula', () => {
    for (const text of ['=1+2', '+1', '-2', '@SUM(A1)', '\t=x', '\r=x']) {
      expect(isFormulaLike(text)).toBe(true);
      expect(safeCellText(text)).toBe(`'${text}`);
    }
    expect(safeCellText('Smith, Jane')).toBe('Smith, Jane');
    expect(safeCellText('')).toBe('');
  });

  it('quotes CSV fields that need it, after neutralising them', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '=2'],
      ]),
    ).toBe("a,b\r\n1,'=2\r\n");
  });
});
