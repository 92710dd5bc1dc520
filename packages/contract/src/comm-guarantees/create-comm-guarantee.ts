import { z } from 'zod';
import { inDateOrder } from '../common/date-range.ts';
import { ZIsoDate } from '../common/primitives.ts';
import { GUARANTEE_BEGIN_NAME, ZCommGuarantee, ZGuaranteeAmount } from './comm-guarantee.ts';

/**
 * POST /employees/{uuid}/comm-guarantees (spec 000 §5): both dates, the period in order and an
 * amount above zero. Periods may overlap: the narrowest one covering a pay period applies.
 */
export const ZCreateCommGuaranteeBody = inDateOrder(
  z.strictObject({
    period_beg_dt: ZIsoDate,
    period_end_dt: ZIsoDate,
    guarantee_amount: ZGuaranteeAmount,
    override_if_comm_greater: z.boolean().default(true),
  }),
  'period_beg_dt',
  'period_end_dt',
  GUARANTEE_BEGIN_NAME,
);
export type CreateCommGuaranteeBody = z.input<typeof ZCreateCommGuaranteeBody>;

export const ZCreateCommGuaranteeResponse = ZCommGuarantee;
