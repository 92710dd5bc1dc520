import { z } from 'zod';
import { ZAmountText, ZIsoDate, ZMoney, ZVersion } from '../common/primitives.ts';
import { ZUuidOrId } from '../common/record-key.ts';

/** The `:uuid` of these routes: the employee's uuid, or its numeric employee_id (spec 000 §7). */
export const ZGuaranteeEmployeeKey = ZUuidOrId('must be an employee uuid or employee number');

/** Spec 000 §3 Commission guarantee, plus its version. */
export const ZCommGuarantee = z.object({
  comm_guarantee_id: z.number().int(),
  period_beg_dt: ZIsoDate,
  period_end_dt: ZIsoDate,
  guarantee_amount: ZMoney,
  override_if_comm_greater: z.boolean(),
  version: ZVersion,
});
export type CommGuarantee = z.infer<typeof ZCommGuarantee>;

/** How a refusal names the period's first day ('must be on or after the begin date'). */
export const GUARANTEE_BEGIN_NAME = 'the begin date';

/** A guarantee amount: a decimal string such as '7500.00', above zero (spec 000 §5), at most 99,999,999.99. */
export const ZGuaranteeAmount = ZAmountText({
  format: 'must be an amount such as 7500.00 (at most 2 decimals)',
}).refine((amount) => /[1-9]/.test(amount), 'must be above zero');

export const ZCommGuaranteesParams = z.strictObject({ uuid: ZGuaranteeEmployeeKey });

export const ZCommGuaranteeParams = z.strictObject({
  uuid: ZGuaranteeEmployeeKey,
  id: z.coerce.number().int().positive('must be a guarantee number').max(2_147_483_647),
});
