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
