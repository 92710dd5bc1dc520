import type { State } from '@hub/contract';
import type { IsoDate } from '@hub/domain';

/**
 * How long a summary sent by the "E-mail daily reports" button stands: pressing it again for the same
 * state and report date within an hour (of the last one that went out) is the same e-mail (docs/domain.md).
 */
export const MANUAL_SUMMARY_WINDOW_MS = 60 * 60 * 1000;

/**
 * The button's e-mails of a state and report date, each queued as `<key>:<time sent>`: apart from the
 * scheduled run's `branch-summary:<state>:<date>`, so the morning e-mail goes out whatever the button did.
 */
export const manualBranchSummaryMailKey = (state: State, reportDate: IsoDate) =>
  `branch-summary:${state}:${reportDate}:manual`;
