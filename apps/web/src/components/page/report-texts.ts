/**
 * Spec 001 §2 and §8: the report texts every report screen says, written once. A screen imports
 * them from here (`@/components/page`) instead of naming a copy of its own.
 */

/** Spec 001 §8: a report's data failed to load. */
export const REPORT_DATA_FAILED = 'Failed to load report data';
/** Spec 001 §8: the business days a report-date picker offers failed to load. */
export const BUSINESS_DAYS_FAILED = 'Failed to load business days';
/** Spec 001 §8: a report with no rows. */
export const NO_DATA = 'No data.';
/** Spec 001 §2 (report hub): a report for a user with no state to report on. */
export const NO_STATE_TEXT = 'Access denied or invalid token.';
/** Spec 001 §2: what a search or report says when its address lacks what it needs (an order number, a JV). */
export const MISSING_PARAMETERS = 'Missing required parameters.';
/** Spec 001 §2 and §8: the charge reports' (losses, other charges) words for a missing month or employee. */
export const MISSING_PARAMETERS_SHORT = 'Missing parameters.';

/** Spec 001 §8: the load failures of the reports that name their own. */
export const JV_BREAKDOWN_FAILED = 'Failed to load JV breakdown';
export const BRANCH_JV_BREAKDOWN_FAILED = 'Failed to load branch JV breakdown';
export const JV_MIX_FAILED = 'Failed to load JV mix breakdown';
export const CLIENT_HISTORY_FAILED = 'Failed to load client history summary';

/** Spec 001 §2 Files Missing Close Date: its loading and empty texts. */
export const MISSING_CLOSE_DATE_LOADING = 'Loading...';
export const NO_FILES_MISSING_CLOSE_DATE = 'No files found.';
/** Spec 001 §2 Fraud Match Report: its empty text. */
export const NO_FRAUD_MATCHES = 'No matches found in the last 30 days.';
/** Spec 001 §2 Client History Summary: its empty text. */
export const NO_RESULTS = 'No results found for the selected filters.';
/** Spec 001 §8: New Clients' empty text. */
export const NO_NEW_CLIENTS = 'No new clients found for the selected date range.';
