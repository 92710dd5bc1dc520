/**
 * The names of a report's rows that are not a record (spec 001 §2, §9): the files without a branch
 * (branch_id null), those credited to no escrow officer, and the TOTAL row (the sum of the rows;
 * branch_id or jv_id 0 where the answer carries it among its rows). One constant each, for every
 * report, export and e-mail.
 */
export const NO_BRANCH = 'No Branch';
export const NO_ESCROW_OFFICER = 'No Escrow Officer';
export const TOTAL_ROW_NAME = 'TOTAL';
