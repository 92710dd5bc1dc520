import { z } from 'zod';
import { inDateOrder } from '../common/date-range.ts';
import { ZIsoDate } from '../common/primitives.ts';
import { GUARANTEE_BEGIN_NAME, ZCommGuarantee, ZGuaranteeAmount } from './comm-guarantee.ts';

/**
 * PATCH /employees/{uuid}/comm-guarantees/{id}: any of the fields, at least one. The server checks
 * the order of the resulting period when only one date is sent.
 */
export const ZUpdateCommGuaranteeBody = inDateOrder(
  z
    .strictObject({
      period_beg_dt: ZIsoDate.optional(),
      period_end_dt: ZIsoDate.optional(),
      guarantee_amount: ZGuaranteeAmount.optional(),
      override_if_comm_greater: z.boolean().optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message:
        'send at least one of period_beg_dt, period_end_dt, guarantee_amount, override_if_comm_greater',
    }),
  'period_beg_dt',
  'period_end_dt',
  GUARANTEE_BEGIN_NAME,
);
export type UpdateCommGuaranteeBody = z.input<typeof ZUpdateCommGuaranteeBody>;

export const ZUpdateCommGuaranteeResponse = ZCommGuarantee;
