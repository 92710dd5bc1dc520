import { z } from 'zod';
import { ZIsoDate, ZState } from '../common/primitives.ts';
import { ZBranchSummaryQuery } from './branch-summary.ts';

/**
 * GET /email/ (spec 000 §7): queues the Branch Escrow Summary of the state and report date (the same
 * query and defaults as GET /reports/branches) to the state's report recipients (report options).
 */
export const ZBranchEmailQuery = ZBranchSummaryQuery;
export type BranchEmailQuery = z.input<typeof ZBranchEmailQuery>;

/** What was queued: one e-mail to `queued` recipients. */
export const ZBranchEmailResponse = z.object({
  state: ZState,
  report_date: ZIsoDate,
  queued: z.number().int().min(1),
});
export type BranchEmailResponse = z.infer<typeof ZBranchEmailResponse>;

/** The 400 when the state has no recipients (Admin > Report Options). */
export const branchEmailNoRecipients = (state: string) =>
  `No report recipients are set for ${state}: add them in the report options first.`;

/** Spec 000 §8: the e-mail button's toasts. */
export const BRANCH_EMAIL_QUEUED = '✅ Emails queued successfully.';
export const BRANCH_EMAIL_FAILED = '❌ Failed to queue emails.';
