import { z } from 'zod';
import { inDateOrder } from '../common/date-range.ts';
import { ZAmountText, ZIsoDate, ZMoney, ZUuid } from '../common/primitives.ts';

/** Spec 001 §3 "Commission payment": from a payer to a payee of the payer's list, for a period. */
export const ZCommPayment = z.object({
  uuid: ZUuid,
  from_employee_uuid: ZUuid,
  to_employee_uuid: ZUuid,
  period_begin: ZIsoDate,
  period_end: ZIsoDate,
  amount: ZMoney,
  to_employee_first_name: z.string(),
  to_employee_last_name: z.string(),
});
export type CommPayment = z.infer<typeof ZCommPayment>;

/** How a refusal names the period's first day. */
export const PAYMENT_BEGIN_NAME = 'period_begin';

/** A payment amount: a decimal string above zero with at most two decimals (DOMAIN.md §4 "Payments"). */
export const ZPaymentAmount = ZAmountText({
  format: 'must be an amount such as 250.00 (at most 2 decimals)',
}).refine((amount) => /[1-9]/.test(amount), 'must be above zero');

/**
 * POST /comm-pmts/ and PUT /comm-pmts/{uuid} (spec 001 §7): the payer, the payee, the period (begin on
 * or before end) and the amount. The server checks the rest in the writing transaction.
 */
export const ZSaveCommPaymentBody = inDateOrder(
  z.strictObject({
    from_employee_uuid: ZUuid,
    to_employee_uuid: ZUuid,
    period_begin: ZIsoDate,
    period_end: ZIsoDate,
    amount: ZPaymentAmount,
  }),
  'period_begin',
  'period_end',
  PAYMENT_BEGIN_NAME,
);
export type SaveCommPaymentBody = z.input<typeof ZSaveCommPaymentBody>;

export const ZCommPaymentParams = z.strictObject({ uuid: ZUuid });

/**
 * GET /comm-pmts/ (spec 001 §7): the payments whose period lies in [period_begin_from,
 * period_end_to]; `from_employee_uuid` narrows them to one payer (the payments dialog's).
 */
export const ZCommPaymentsQuery = inDateOrder(
  z.strictObject({
    period_begin_from: ZIsoDate,
    period_end_to: ZIsoDate,
    from_employee_uuid: ZUuid.optional(),
  }),
  'period_begin_from',
  'period_end_to',
  'period_begin_from',
);
export type CommPaymentsQuery = z.input<typeof ZCommPaymentsQuery>;

export const ZCommPaymentsResponse = z.array(ZCommPayment);

/** The header that makes a retried POST create one payment. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
