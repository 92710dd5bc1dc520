import { describe, expect, it } from 'vitest';
import { formatPercent, fractionToPercent, percentChange, percentOf, percentToFraction } from './percent.ts';

describe('percent and fraction conversions, exact', () => {
  it.each([
    ['35', '0.35'],
    ['12.5', '0.125'],
    ['12', '0.12'],
    ['100', '1'],
    ['0', '0'],
    ['7%', '0.07'],
    [35, '0.35'],
    [0.1, '0.001'],
    ['', null],
    ['abc', null],
    [null, null],
  ])('%j %% is the fraction %j', (percent, fraction) => {
    expect(percentToFraction(percent)).toBe(fraction);
  });

  it.each([
    ['0.125', '12.5'],
    ['0.350000', '35'],
    ['0.07', '7'],
    ['1', '100'],
    ['0.123456', '12.3456'],
    [null, null],
    ['x', null],
  ])('the fraction %j is %j %%', (fraction, percent) => {
    expect(fractionToPercent(fraction)).toBe(percent);
  });

  it('has none of the float error of 0.07 * 100', () => {
    expect(0.07 * 100).not.toBe(7);
    expect(fractionToPercent(0.07)).toBe('7');
  });
});

describe('percentages of totals and changes', () => {
  it('part of a whole, rounded half up to 2 decimals by default', () => {
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf('350.105', '1000.30', 0)).toBe(35);
    expect(percentOf(1, 0)).toBeNull();
  });

  it('change against the previous figure, one decimal by default', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange('1234.56', '1000.00')).toBe(23.5);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(-50, -100)).toBe(50);
  });

  it('formats with fixed decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent('66.666', 1)).toBe('66.7%');
    expect(formatPercent(-3.25, 1)).toBe('-3.3%');
  });
});
