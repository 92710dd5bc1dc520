import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';
import {
  addCents,
  allocateCents,
  asCents,
  assertFraction,
  atLeastZero,
  type Cents,
  centsFieldsText,
  cleanMoneyText,
  compareCents,
  divideCents,
  dollarsToCents,
  exactCents,
  formatUsd,
  formatUsdAccounting,
  formatUsdWhole,
  fromCents,
  MoneyError,
  maxCents,
  minCents,
  multiplyCents,
  negateCents,
  roundCents,
  roundToCents,
  shareOf,
  subtractCents,
  sumCents,
  sumCentsFields,
  sumCentsText,
  sumColumns,
  sumExact,
  sumMoneyText,
  timesFraction,
  toCents,
  toCentsOrZero,
} from './money.ts';

const c = (value: number): Cents => asCents(value);

describe('toCents reads dollars as Postgres numeric text', () => {
  it.each([
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['-0.07', -7],
    ['12', 1200],
    ['0.00', 0],
    ['999999999999.99', 99999999999999], // the largest numeric(14,2)
  ])('%s is %i cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each(['1,234.56', '$12', 'abc', '', '1.005', '12.345'])('refuses %j', (text) => {
    expect(() => toCents(text)).toThrow(MoneyError);
  });

  it('accepts zeros past the cents', () => {
    expect(toCents('1.230000')).toBe(123);
  });

  it('treats null, undefined and blank as zero only when asked', () => {
    expect(toCentsOrZero(null)).toBe(0);
    expect(toCentsOrZero(undefined)).toBe(0);
    expect(toCentsOrZero(' ')).toBe(0);
    expect(toCentsOrZero('5.25')).toBe(525);
  });

  it('refuses amounts beyond safe integers', () => {
    expect(() => toCents('900000000000000000000')).toThrow(MoneyError);
  });
});

describe('dollarsToCents reads JSON numbers without float error', () => {
  it('1.15 is 115 cents, although 1.15 * 100 is 114.99999999999999 in floats', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(-0.07)).toBe(-7);
  });

  it('refuses more than two decimals and non-finite numbers', () => {
    expect(() => dollarsToCents(1.005)).toThrow(MoneyError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(MoneyError);
  });
});

describe('asCents', () => {
  it('accepts only whole numbers of cents', () => {
    expect(asCents(5)).toBe(5);
    expect(() => asCents(1.5)).toThrow(MoneyError);
    expect(() => asCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(MoneyError);
  });
});

describe('fromCents writes the API text', () => {
  it.each([
    [123450, '1234.50'],
    [-7, '-0.07'],
    [0, '0.00'],
    [5, '0.05'],
    [-123456, '-1234.56'],
  ])('%i cents is %j', (cents, text) => {
    expect(fromCents(c(cents))).toBe(text);
  });
});

describe('sumCentsText', () => {
  it('writes a column total exactly, past the safe integers', () => {
    expect(sumCentsText([])).toBe('0.00');
    expect(sumCentsText([toCents('1.05'), toCents('-0.10')])).toBe('0.95');
    // A hundred amounts as large as numeric(14,2) holds: 10^16 cents, past Number.MAX_SAFE_INTEGER.
    const largest = toCents('999999999999.99');
    expect(sumCentsText(Array.from({ length: 100 }, () => largest))).toBe('99999999999999.00');
    expect(() => sumCents(Array.from({ length: 100 }, () => largest))).toThrow(MoneyError);
  });
});

describe('sums of the API text', () => {
  it('sumMoneyText adds amounts in cents, never through a float', () => {
    expect(sumMoneyText([])).toBe('0.00');
    expect(sumMoneyText(['0.1', '0.2', '-0.05'])).toBe('0.25');
    expect(() => sumMoneyText(['1.005'])).toThrow(MoneyError);
  });

  it('sumColumns totals money fields in cents and adds counts', () => {
    const rows = [
      { name: 'a', opens: 2, revenue: '0.10', partner: '5' },
      { name: 'b', opens: 3, revenue: '0.20', partner: '-1.25' },
    ];
    expect(sumColumns(rows, { counts: ['opens'], money: ['revenue', 'partner'] })).toEqual({
      opens: 5,
      revenue: '0.30',
      partner: '3.75',
    });
    expect(sumColumns([] as typeof rows, { counts: ['opens'], money: ['revenue'] })).toEqual({
      opens: 0,
      revenue: '0.00',
    });
  });
});

describe('whole-cent arithmetic', () => {
  it('adds, subtracts, sums and negates', () => {
    expect(addCents(c(10), c(-25))).toBe(-15);
    expect(subtractCents(c(10), c(25))).toBe(-15);
    expect(sumCents([c(10), c(20), c(30)])).toBe(60);
    expect(sumCents([])).toBe(0);
    expect(negateCents(c(5))).toBe(-5);
    expect(negateCents(c(0))).toBe(0);
    expect(Object.is(negateCents(c(0)), -0)).toBe(false);
  });

  it('sums 0.10 ten times to exactly 1.00', () => {
    expect(fromCents(sumCents(Array.from({ length: 10 }, () => toCents('0.10'))))).toBe('1.00');
  });

  it('multiplies by a whole count and divides rounding half up', () => {
    expect(multiplyCents(c(2500), 7)).toBe(17500);
    expect(() => multiplyCents(c(1), 1.5)).toThrow(MoneyError);
    expect(divideCents(c(100001), 2)).toBe(50001);
    expect(divideCents(c(-100001), 2)).toBe(-50001);
    expect(divideCents(c(1000), 3)).toBe(333);
  });

  it('compares, takes max and min, clamps at zero', () => {
    expect(compareCents(c(1), c(2))).toBe(-1);
    expect(compareCents(c(2), c(2))).toBe(0);
    expect(maxCents(c(1), c(5), c(-3))).toBe(5);
    expect(minCents(c(1), c(5), c(-3))).toBe(-3);
    expect(atLeastZero(c(-1))).toBe(0);
    expect(atLeastZero(c(7))).toBe(7);
  });
});

describe('a share is exact until rounded once for its row', () => {
  it('1000.30 x 35% is 350.105, rounded once to 350.11 (floats give 350.10)', () => {
    expect(Math.round(1000.3 * 0.35 * 100) / 100).toBe(350.1);
    const share = timesFraction(toCents('1000.30'), '0.35');
    expect(roundCents(share)).toBe(35011);
    expect(shareOf(toCents('1000.30'), '0.35')).toBe(35011);
  });

  it('rounds half away from zero for negatives: -0.005 is -0.01', () => {
    expect(roundCents(timesFraction(toCents('-0.01'), '0.5'))).toBe(-1);
    expect(roundCents(timesFraction(toCents('-0.01'), '0.49'))).toBe(0);
  });

  it('is rounded per row, and a total is the sum of the rows (DOMAIN.md §3)', () => {
    // Three rows of 50.005: 50.01 each, 150.03 in all (rounding the exact sum would say 150.02).
    const shares = [1, 2, 3].map(() => timesFraction(toCents('100.01'), '0.5'));
    expect(sumCents(shares.map(roundCents))).toBe(15003);
    expect(roundCents(sumExact(shares))).toBe(15002);
  });

  it('takes fractions as text or exact decimals', () => {
    expect(roundCents(timesFraction(exactCents(c(10000)), parseDecimal('0.123456')))).toBe(1235);
  });

  it('refuses a fraction that is not a number', () => {
    expect(() => timesFraction(c(100), '35%')).toThrow(MoneyError);
  });

  it('checks that a share setting is a fraction from 0 to 1', () => {
    expect(assertFraction('0.350000', 'comm_pct')).toBe('0.350000');
    expect(assertFraction('1', 'magnus_title_pct')).toBe('1');
    expect(() => assertFraction('35', 'comm_pct')).toThrow('comm_pct must be a fraction from 0 to 1: 35');
    expect(() => assertFraction('-0.01', 'comm_pct')).toThrow(MoneyError);
  });
});

describe('column totals are sums of the rows', () => {
  const rows = [
    { name: 'a', escrow: c(120000), title: c(5001) },
    { name: 'b', escrow: c(-5000), title: c(5001) },
  ];

  it('sumCentsFields adds each named field over the rows', () => {
    expect(sumCentsFields(rows, ['escrow', 'title'])).toEqual({ escrow: 115000, title: 10002 });
    expect(sumCentsFields(rows.slice(0, 0), ['escrow'])).toEqual({ escrow: 0 });
  });

  it('centsFieldsText writes each as the API text', () => {
    expect(centsFieldsText({ escrow: c(115000), title: c(-7) })).toEqual({
      escrow: '1150.00',
      title: '-0.07',
    });
  });
});

describe('allocateCents: the parts of one row, adding up to its rounded figure', () => {
  it('gives the missing cent to the largest remainder', () => {
    const parts = ['50.005', '50.005', '50.005']
      .map((v) => parseDecimal(v).units)
      .map((u) => ({ units: u, scale: 1 }));
    // parts are 5000.5 cents each; total 15001.5 -> 15002
    expect(allocateCents(parts)).toEqual([5001, 5001, 5000]);
  });

  it('keeps whole parts untouched and works with negatives', () => {
    expect(allocateCents([exactCents(c(100)), exactCents(c(-250))])).toEqual([100, -250]);
    const negatives = [
      { units: -15n, scale: 1 },
      { units: -15n, scale: 1 },
    ]; // -1.5 cents each, total -3
    // floors are -2 and -2; one cent goes back to the first part
    expect(allocateCents(negatives)).toEqual([-1, -2]);
  });

  it('always sums to the rounded total', () => {
    const parts = [1, 2, 3, 4, 5, 6, 7].map((i) => timesFraction(c(1001 * i), '0.333333'));
    expect(sumCents(allocateCents(parts))).toBe(roundCents(sumExact(parts)));
  });
});

describe('display', () => {
  it.each([
    [123450, '$1,234.50', '$1,234.50', '$1,235'],
    [-123450, '-$1,234.50', '($1,234.50)', '-$1,235'],
    [0, '$0.00', '$0.00', '$0'],
    [5, '$0.05', '$0.05', '$0'],
    [123456789, '$1,234,567.89', '$1,234,567.89', '$1,234,568'],
    [149, '$1.49', '$1.49', '$1'],
  ])('%i cents: %s / %s / %s', (cents, usd, accounting, whole) => {
    expect(formatUsd(c(cents))).toBe(usd);
    expect(formatUsdAccounting(c(cents))).toBe(accounting);
    expect(formatUsdWhole(c(cents))).toBe(whole);
  });

  it('formats the API text directly, rounding extra decimals half up', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('-0.005')).toBe('-$0.01');
    expect(formatUsdWhole('1234.50')).toBe('$1,235');
    expect(formatUsdWhole('-1234.50')).toBe('-$1,235');
    expect(() => formatUsd('abc')).toThrow(MoneyError);
  });

  it('shows a missing amount (a nullable column) as $0.00, as spec 000 §8 asks', () => {
    expect(formatUsd(null)).toBe('$0.00');
    expect(formatUsd(undefined)).toBe('$0.00');
    expect(formatUsdAccounting(null)).toBe('$0.00');
  });

  it('roundToCents reads any decimal and rounds once', () => {
    expect(roundToCents('12.345')).toBe(1235);
    expect(roundToCents('-12.345')).toBe(-1235);
  });
});

describe('cleanMoneyText reads typed amounts leniently', () => {
  it.each([
    ['$1,234.50', '1234.5'],
    [' 12 ', '12'],
    ['-5.00', '-5'],
    ['', null],
    [null, null],
    ['12abc', null],
    ['1.2.3', null],
  ])('%j -> %j', (input, expected) => {
    expect(cleanMoneyText(input)).toBe(expected);
  });
});
