import { describe, expect, it } from 'vitest';
import {
  averageTurnaround,
  DASH,
  daysText,
  defaultTurnaroundRange,
  moneyText,
  officerName,
  percentText,
  turnaroundTotals,
} from './turnaround-view';

const files = (...days: (number | null)[]) => days.map((turn_around_days) => ({ turn_around_days }));

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

describe('averageTurnaround', () => {
  it('is the mean over the files with a numeric turnaround, 2 decimals, half away from zero', () => {
    // (0 + 1 + 3) / 3 = 1.333… -> 1.33; the file without a turnaround is left out (not a 0).
    expect(averageTurnaround(files(0, 1, null, 3))).toBe(1.33);
    // (1 + 2 + 2) / 3 = 1.666… -> 1.67
    expect(averageTurnaround(files(1, 2, 2))).toBe(1.67);
    // (0 + 1 + 1 + 1 + 1 + 1 + 1 + 2) / 8 = 1.0
    expect(averageTurnaround(files(0, 1, 1, 1, 1, 1, 1, 2))).toBe(1);
    // (1 + 2 + 2 + 2 + 2 + 2 + 2 + 2) / 8 = 1.875 -> 1.88 (half away from zero)
    expect(averageTurnaround(files(1, 2, 2, 2, 2, 2, 2, 2))).toBe(1.88);
  });

  it('is null without a numeric turnaround', () => {
    expect(averageTurnaround([])).toBeNull();
    expect(averageTurnaround(files(null, null))).toBeNull();
  });
});

describe('turnaroundTotals', () => {
  it("adds up the officers' files and eligible files; the average is over every file, not of the officers' means", () => {
    const officers = [
      { total_file_cnt: 3, comm_file_cnt: 2, files: files(0, 2, null) },
      { total_file_cnt: 1, comm_file_cnt: 0, files: files(9) },
      { total_file_cnt: 0, comm_file_cnt: 0, files: [] },
    ];
    // Files 3 + 1 + 0 = 4; eligible 2 + 0 + 0 = 2; turnaround (0 + 2 + 9) / 3 = 3.666… -> 3.67
    // (the officers' means 1 and 9 would give 5).
    expect(turnaroundTotals(officers)).toEqual({ files: 4, eligible: 2, average: 3.67 });
  });

  it('has no average and zero counts without officers', () => {
    expect(turnaroundTotals([])).toEqual({ files: 0, eligible: 0, average: null });
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
