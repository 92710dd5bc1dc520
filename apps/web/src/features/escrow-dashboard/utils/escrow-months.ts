import { lastDayOfMonth, type MonthKey, monthKeyInLA, monthName, shiftMonth } from '@hub/domain/time';

/** One of the escrow dashboard's monthly tiles (spec 000 §2, §9): a month and the date its figures run to. */
export type EscrowMonth = {
  /** 'YYYY-MM'. */
  key: MonthKey;
  /** 'Previous Month', 'Current Month' or 'Next Month'. */
  label: string;
  /** 'March 2026'. */
  name: string;
  /** The last day of the month: the report date of GET /reports/employees, whose month to date is the whole month. */
  reportDate: string;
};

const LABELS = ['Previous Month', 'Current Month', 'Next Month'] as const;

/** The previous, current and next month in Los Angeles time at `now` (spec 000 §9). */
export function escrowMonths(now: Date = new Date()): EscrowMonth[] {
  const current = monthKeyInLA(now);
  return LABELS.map((label, index) => {
    const key = shiftMonth(current, index - 1);
    return { key, label, name: monthName(key), reportDate: lastDayOfMonth(key) };
  });
}
