import { divideDecimals, formatDecimal, formatPercent, formatUsd, previousCalendarMonth } from '@hub/domain';

/** A figure the answer leaves out (no files, no rate) shows as a dash (spec 001 §9). */
export const DASH = '—';

/** The report's range when the address names none: the previous calendar month in Los Angeles. */
export function defaultTurnaroundRange(now: Date = new Date()): { beg_date: string; end_date: string } {
  const { start, end } = previousCalendarMonth(now);
  return { beg_date: start, end_date: end };
}

/** 'Last, First' (spec 001 §2); a missing part is left out with its comma. */
export function officerName(officer: { first_name: string; last_name: string }): string {
  return [officer.last_name, officer.first_name].filter((part) => part && part.trim() !== '').join(', ');
}

/**
 * The mean of the numeric turnarounds (business days), rounded half away from zero to 2 decimals;
 * files without one (a date missing) are left out, and none at all is null (spec 001 §9).
 */
export function averageTurnaround(files: readonly { turn_around_days: number | null }[]): number | null {
  const days = files.map((file) => file.turn_around_days).filter((day): day is number => day !== null);
  if (days.length === 0) return null;
  const sum = days.reduce((total, day) => total + day, 0);
  return Number(
    formatDecimal(
      divideDecimals({ units: BigInt(sum), scale: 0 }, { units: BigInt(days.length), scale: 0 }, 2),
    ),
  );
}

export type TurnaroundOfficerFigures = {
  total_file_cnt: number;
  comm_file_cnt: number;
  files: readonly { turn_around_days: number | null }[];
};

export type TurnaroundTotals = {
  /** Every officer's files. */
  files: number;
  /** Every officer's commission-eligible files. */
  eligible: number;
  /** The mean over every file with a numeric turnaround (not a mean of the officers' means). */
  average: number | null;
};

/** The footer of the officers' table (spec 001 §2): total files, eligible files, average turnaround. */
export function turnaroundTotals(officers: readonly TurnaroundOfficerFigures[]): TurnaroundTotals {
  return {
    files: officers.reduce((total, officer) => total + officer.total_file_cnt, 0),
    eligible: officers.reduce((total, officer) => total + officer.comm_file_cnt, 0),
    average: averageTurnaround(officers.flatMap((officer) => officer.files)),
  };
}

/** Days as the table shows them ('2', '1.33'); a dash for none. */
export function daysText(days: number | null | undefined): string {
  return days === null || days === undefined ? DASH : String(days);
}

/** A percentage with 2 decimals ('66.67%'); a dash for none. */
export function percentText(percent: number | null | undefined): string {
  return percent === null || percent === undefined ? DASH : formatPercent(percent);
}

/** Money as the turnaround shows it (spec 001 §9: 2 decimals, a dash when missing). */
export function moneyText(amount: string | null | undefined): string {
  return amount === null || amount === undefined || amount === '' ? DASH : formatUsd(amount);
}
