/**
 * Title officer turnaround (DOMAIN.md §6). turn_around_days is the number of business days
 * from ready-for-title (search start) to commit complete: the same day is 0, the next business
 * day 1. A file is on time, and commission-eligible, at 2 business days or fewer, or when a
 * super user overrode it. comm_amt = max(0, eligible files - title_base_files) x
 * title_per_file_com.
 */
import { businessDaysBetween, type Closures } from './business-days.ts';
import { divideDecimals, formatDecimal } from './decimal.ts';
import { fromCents, multiplyCents, toCentsOrZero } from './money.ts';
import { percentOf } from './percent.ts';
import type { IsoDate } from './time.ts';

/** On time at this many business days or fewer. */
export const ON_TIME_BUSINESS_DAYS = 2;

export type TurnaroundFileResult = { turn_around_days: number | null; comm_elig: boolean };

/**
 * Business days from ready-for-title to commit complete; null while either date is missing,
 * or when commit complete is before ready-for-title (a data error, not a fast file).
 */
export function turnAroundDays(
  readyForTitle: IsoDate | null,
  commitComplete: IsoDate | null,
  closures: Closures,
): number | null {
  if (readyForTitle === null || commitComplete === null || commitComplete < readyForTitle) return null;
  return businessDaysBetween(readyForTitle, commitComplete, closures);
}

/** On time (and eligible for title commission): at most 2 business days, or overridden. */
export function isOnTime(turnAround: number | null, override: boolean): boolean {
  return override || (turnAround !== null && turnAround <= ON_TIME_BUSINESS_DAYS);
}

/** An officer's figures for a range (DOMAIN.md §6). */
export type TurnaroundFigures = {
  total_file_cnt: number;
  comm_file_cnt: number;
  /** Eligible files in percent of all files, 2 decimals; null with no files. */
  on_time_pct: number | null;
  /** Mean of the numeric turnarounds, 2 decimals; null when none is numeric. */
  avg_turn_around_days: number | null;
  base_files: number;
  comm_per_file: string;
  comm_amt: string;
};

/**
 * turnAroundDays of one state's calendar, each (ready, commit) pair counted once: a month's thousands
 * of files share a few hundred pairs.
 */
export function turnaroundDayCounter(
  closures: Closures,
): (ready: IsoDate | null, commit: IsoDate | null) => number | null {
  const daysOfPair = new Map<string, number | null>();
  return (ready, commit) => {
    const pair = `${ready}|${commit}`;
    let days = daysOfPair.get(pair);
    if (days === undefined) {
      days = turnAroundDays(ready, commit, closures);
      daysOfPair.set(pair, days);
    }
    return days;
  };
}

/** An officer's figures from their files' results (the files themselves are the caller's). */
export function summarizeTurnaround(input: {
  files: readonly TurnaroundFileResult[];
  title_base_files: number | null;
  title_per_file_com: string | null;
}): TurnaroundFigures {
  const { files } = input;
  let eligible = 0;
  let numeric = 0;
  let sum = 0;
  for (const file of files) {
    if (file.comm_elig) eligible++;
    if (file.turn_around_days !== null) {
      numeric++;
      sum += file.turn_around_days;
    }
  }
  const baseFiles = Math.max(0, input.title_base_files ?? 0);
  const perFile = toCentsOrZero(input.title_per_file_com);
  return {
    total_file_cnt: files.length,
    comm_file_cnt: eligible,
    on_time_pct: percentOf(eligible, files.length),
    avg_turn_around_days:
      numeric === 0
        ? null
        : Number(
            formatDecimal(
              divideDecimals({ units: BigInt(sum), scale: 0 }, { units: BigInt(numeric), scale: 0 }, 2),
            ),
          ),
    base_files: baseFiles,
    comm_per_file: fromCents(perFile),
    comm_amt: fromCents(multiplyCents(perFile, Math.max(0, eligible - baseFiles))),
  };
}
