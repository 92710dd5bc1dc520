import { z } from 'zod';
import { ZOrderFilesFilter } from './get-order-files.ts';
import { ZOrderReconciliation } from './order-reconciliation.ts';

/** GET /files/reconciliation: the order list's filter (no page, no sort). */
export const ZGetOrderReconciliationQuery = ZOrderFilesFilter;
export type GetOrderReconciliationQuery = z.output<typeof ZGetOrderReconciliationQuery>;

/**
 * The reconciliation of the list's totals (every file the filter keeps) to the period figures of the
 * same filter, when the filter has a close or open date range; null without a date range. Asked once
 * per filter, beside the list's pages.
 */
export const ZGetOrderReconciliationResponse = z.object({
  reconciliation: ZOrderReconciliation.nullable(),
});
export type GetOrderReconciliationResponse = z.infer<typeof ZGetOrderReconciliationResponse>;
