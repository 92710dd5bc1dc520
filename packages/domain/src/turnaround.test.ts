import { describe, expect, it } from 'vitest';
import { closuresFrom } from './business-days.ts';
import { isOnTime, summarizeTurnaround, turnAroundDays, turnaroundDayCounter } from './turnaround.ts';

const closures = closuresFrom([{ day_date: '2026-01-19', is_business_day: false }]); // MLK Day (Mon)

describe('turn_around_days: business days from ready-for-title to commit complete', () => {
  it.each([
    ['2026-01-13', '2026-01-13', 0],
    ['2026-01-13', '2026-01-15', 2],
    ['2026-01-16', '2026-01-20', 1], // Friday to Tuesday over the weekend and MLK Day
    ['2026-01-15', '2026-01-21', 3],
  ])('%s -> %s is %i', (ready, commit, days) => {
    expect(turnAroundDays(ready, commit, closures)).toBe(days);
  });

  it('is not a number while a date is missing, or when commit comes before ready', () => {
    expect(turnAroundDays('2026-01-13', null, closures)).toBeNull();
    expect(turnAroundDays(null, '2026-01-13', closures)).toBeNull();
    expect(turnAroundDays('2026-01-14', '2026-01-13', closures)).toBeNull();
  });
});

describe('on time (commission-eligible): 2 business days or fewer, or overridden', () => {
  it.each([
    [0, false, true],
    [2, false, true],
    [3, false, false],
    [3, true, true],
    [null, false, false],
    [null, true, true],
  ])('%s days, override %s: %s', (days, override, expected) => {
    expect(isOnTime(days, override)).toBe(expected);
  });
});

describe('the day counter: turnAroundDays once per (ready, commit) pair', () => {
  it('answers what turnAroundDays answers, the same pair again included', () => {
    const daysOf = turnaroundDayCounter(closures);
    const pairs: [string | null, string | null][] = [
      ['2026-01-16', '2026-01-20'],
      ['2026-01-15', '2026-01-21'],
      ['2026-01-16', '2026-01-20'],
      ['2026-01-14', '2026-01-13'],
      [null, '2026-01-13'],
      ['2026-01-13', null],
      ['2026-01-14', '2026-01-13'],
    ];
    for (const [ready, commit] of pairs)
      expect(daysOf(ready, commit)).toBe(turnAroundDays(ready, commit, closures));
  });
});

describe("a title officer's figures", () => {
  const daysOf = turnaroundDayCounter(closures);
  const file = (ready: string | null, commit: string | null, override = false) => {
    const days = daysOf(ready, commit);
    return { turn_around_days: days, comm_elig: isOnTime(days, override) };
  };
  const files = [
    file('2026-01-05', '2026-01-05'), // 0, on time
    file('2026-01-05', '2026-01-07'), // 2, on time
    file('2026-01-16', '2026-01-20'), // 1, on time
    file('2026-01-05', '2026-01-08'), // 3, late
    file('2026-01-05', '2026-01-12', true), // 5, late but overridden
    file('2026-01-26', null), // not committed yet
  ];

  it('counts files and eligible files, averages numeric turnarounds, pays files above the base', () => {
    expect(files.map((f) => [f.turn_around_days, f.comm_elig])).toEqual([
      [0, true],
      [2, true],
      [1, true],
      [3, false],
      [5, true],
      [null, false],
    ]);
    expect(summarizeTurnaround({ files, title_base_files: 2, title_per_file_com: '15.00' })).toEqual({
      total_file_cnt: 6,
      comm_file_cnt: 4,
      on_time_pct: 66.67, //              4 / 6
      avg_turn_around_days: 2.2, //       (0 + 2 + 1 + 3 + 5) / 5, the open file has no number
      base_files: 2,
      comm_per_file: '15.00',
      comm_amt: '30.00', //               (4 - 2) x 15.00
    });
  });

  it('pays nothing when eligible files do not exceed the base', () => {
    expect(summarizeTurnaround({ files, title_base_files: 10, title_per_file_com: '15.00' }).comm_amt).toBe(
      '0.00',
    );
  });

  it('treats missing settings as 0 and an empty list as no figures', () => {
    expect(summarizeTurnaround({ files, title_base_files: null, title_per_file_com: null }).comm_amt).toBe(
      '0.00',
    );
    expect(
      summarizeTurnaround({ files: [], title_base_files: null, title_per_file_com: '10.00' }),
    ).toMatchObject({
      total_file_cnt: 0,
      on_time_pct: null,
      avg_turn_around_days: null,
      comm_amt: '0.00',
    });
  });

  it('averages to 2 decimals: 1, 1 and 2 days make 1.33', () => {
    const thirds = [
      file('2026-01-05', '2026-01-06'),
      file('2026-01-05', '2026-01-06'),
      file('2026-01-05', '2026-01-07'),
    ];
    expect(
      summarizeTurnaround({ files: thirds, title_base_files: 0, title_per_file_com: '0.01' }),
    ).toMatchObject({
      avg_turn_around_days: 1.33,
      comm_amt: '0.03',
    });
  });
});
