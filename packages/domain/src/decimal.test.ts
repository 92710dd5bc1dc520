import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  DecimalFormatError,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
  tryParseDecimal,
} from './decimal.ts';

const d = parseDecimal;
const text = (value: ReturnType<typeof parseDecimal>, minDecimals?: number) =>
  formatDecimal(value, minDecimals);

describe('parseDecimal', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['-0.07', '-0.07'],
    ['0.120000', '0.12'],
    ['+12', '12'],
    ['.5', '0.5'],
    ['5.', '5'],
    [' 42.10 ', '42.1'],
    ['-0', '0'],
  ])('reads %j as Postgres numeric text', (input, expected) => {
    expect(text(d(input))).toBe(expected);
  });

  it('reads JSON numbers by their shortest decimal form, never by float digits', () => {
    expect(text(d(0.1))).toBe('0.1');
    expect(text(d(-1234.56))).toBe('-1234.56');
    expect(text(d(10n))).toBe('10');
  });

  it.each(['', ' ', '-', '.', '1,234.56', '$5', '1e3', 'NaN', 'abc', '1.2.3', '--1', '1 000'])(
    'refuses %j with a clear error',
    (input) => {
      expect(() => d(input)).toThrow(DecimalFormatError);
      expect(tryParseDecimal(input)).toBeNull();
    },
  );

  it('refuses non-finite and exponent-sized numbers', () => {
    expect(() => d(Number.NaN)).toThrow(DecimalFormatError);
    expect(() => d(Number.POSITIVE_INFINITY)).toThrow(DecimalFormatError);
    expect(() => d(1e-7)).toThrow(DecimalFormatError);
  });
});

describe('arithmetic is exact', () => {
  it('0.1 + 0.2 is 0.3', () => {
    expect(text(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
  });

  it('subtracts, multiplies, sums and compares across scales', () => {
    expect(text(subtractDecimals(d('1'), d('0.001')))).toBe('0.999');
    expect(text(multiplyDecimals(d('1000.30'), d('0.35')))).toBe('350.105');
    expect(text(sumDecimals([d('1.10'), d('2.205'), d('-0.004')]))).toBe('3.301');
    expect(compareDecimals(d('1.50'), d('1.5'))).toBe(0);
    expect(compareDecimals(d('-2'), d('1'))).toBe(-1);
    expect(compareDecimals(d('0.3'), d('0.29999'))).toBe(1);
  });
});

describe('rounding is half away from zero, like Postgres round()', () => {
  it.each([
    ['2.675', 2, '2.68'],
    ['2.665', 2, '2.67'],
    ['2.6649', 2, '2.66'],
    ['-2.675', 2, '-2.68'],
    ['-2.6749', 2, '-2.67'],
    ['0.5', 0, '1'],
    ['-0.5', 0, '-1'],
    ['1.2', 3, '1.200'],
  ])('round(%s, %i) = %s', (input, scale, expected) => {
    expect(text(roundDecimal(d(input), scale), scale)).toBe(expected);
  });

  it('divides to a given number of decimals', () => {
    expect(text(divideDecimals(d('2'), d('3'), 4))).toBe('0.6667');
    expect(text(divideDecimals(d('-1'), d('8'), 2))).toBe('-0.13');
    expect(text(divideDecimals(d('1'), d('-8'), 2))).toBe('-0.13');
    expect(text(divideDecimals(d('10.01'), d('2'), 2))).toBe('5.01');
    expect(() => divideDecimals(d('1'), d('0'), 2)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it('drops trailing zeros unless asked to keep decimals', () => {
    expect(text(d('12.500'))).toBe('12.5');
    expect(text(d('1234.5'), 2)).toBe('1234.50');
    expect(text(d('-0.07'), 2)).toBe('-0.07');
    expect(text(d('0'), 2)).toBe('0.00');
    expect(text(d('-0.00'), 2)).toBe('0.00');
  });
});
