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

export type TurnaroundFileInput = {
  ready_for_title_date: IsoDate | null;
  commit_complete_date: IsoDate | null;
  /** A super user made the file eligible (one way). */
  title_comm_override: boolean;
};

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

export type TurnaroundInput<T extends TurnaroundFileInput> = {
  files: readonly T[];
  title_base_files: number | null;
  title_per_file_com: string | null;
  /** Closures of the state the report is run for. */
  closures: Closures;
};

export type TurnaroundSummary<T> = {
  files: (T & TurnaroundFileResult)[];
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

/** One title officer's turnaround record for a range. */
export function titleOfficerTurnaround<T extends TurnaroundFileInput>(
  input: TurnaroundInput<T>,
): TurnaroundSummary<T> {
  // A month's thousands of files share a few hundred (ready, commit) pairs: each is counted once.
  const daysOfPair = new Map<string, number | null>();
  const files = input.files.map((file) => {
    const pair = `${file.ready_for_title_date}|${file.commit_complete_date}`;
    let days = daysOfPair.get(pair);
    if (days === undefined) {
      days = turnAroundDays(file.ready_for_title_date, file.commit_complete_date, input.closures);
      daysOfPair.set(pair, days);
    }
    return { ...file, turn_around_days: days, comm_elig: isOnTime(days, file.title_comm_override) };
  });
  const eligible = files.filter((f) => f.comm_elig).length;
  const numeric = files.map((f) => f.turn_around_days).filter((d): d is number => d !== null);
  const baseFiles = Math.max(0, input.title_base_files ?? 0);
  const perFile = toCentsOrZero(input.title_per_file_com);
  const sum = numeric.reduce((a, b) => a + b, 0);
  return {
    files,
    total_file_cnt: files.length,
    comm_file_cnt: eligible,
    on_time_pct: percentOf(eligible, files.length),
    avg_turn_around_days:
      numeric.length === 0
        ? null
        : Number(
            formatDecimal(
              divideDecimals(
                { units: BigInt(sum), scale: 0 },
                { units: BigInt(numeric.length), scale: 0 },
                2,
              ),
            ),
          ),
    base_files: baseFiles,
    comm_per_file: fromCents(perFile),
    comm_amt: fromCents(multiplyCents(perFile, Math.max(0, eligible - baseFiles))),
  };
}
