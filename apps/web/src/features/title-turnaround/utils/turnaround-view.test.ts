import { describe, expect, it } from 'vitest';
import {
  DASH,
  daysText,
  defaultTurnaroundRange,
  moneyText,
  officerName,
  percentText,
} from './turnaround-view';

describe('defaultTurnaroundRange', () => {
  it('is the previous calendar month in Los Angeles', () => {
    // 2031-03-01 05:00 UTC is still February 28 in Los Angeles: the previous month is January.
    expect(defaultTurnaroundRange(new Date('2031-03-01T05:00:00Z'))).toEqual({
      beg_date: '2031-01-01',
      end_date: '2031-01-31',
    });
    expect(defaultTurnaroundRange(new Date('2031-03-01T09:00:00Z'))).toEqual({
      beg_date: '2031-02-01',
      end_date: '2031-02-28',
    });
    // January's previous month is December of the year before; a leap February ends on the 29th.
    expect(defaultTurnaroundRange(new Date('2032-01-15T20:00:00Z'))).toEqual({
      beg_date: '2031-12-01',
      end_date: '2031-12-31',
    });
    expect(defaultTurnaroundRange(new Date('2032-03-10T20:00:00Z'))).toEqual({
      beg_date: '2032-02-01',
      end_date: '2032-02-29',
    });
  });
});

describe('officerName', () => {
  it("is 'Last, First'", () => {
    expect(officerName({ first_name: 'Ann', last_name: 'Lee' })).toBe('Lee, Ann');
    expect(officerName({ first_name: '', last_name: 'Lee' })).toBe('Lee');
  });
});

describe('figures', () => {
  it('shows days, percentages and money, a dash for none', () => {
    expect(daysText(1.5)).toBe('1.5');
    expect(daysText(0)).toBe('0');
    expect(daysText(null)).toBe(DASH);
    expect(percentText(66.67)).toBe('66.67%');
    expect(percentText(100)).toBe('100.00%');
    expect(percentText(null)).toBe(DASH);
    expect(moneyText('1234.5')).toBe('$1,234.50');
    expect(moneyText('0.00')).toBe('$0.00');
    expect(moneyText(null)).toBe(DASH);
  });
});
