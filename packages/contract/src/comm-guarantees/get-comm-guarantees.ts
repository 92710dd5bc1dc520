import { z } from 'zod';
import { ZCommGuarantee } from './comm-guarantee.ts';

/** GET /employees/{uuid}/comm-guarantees: sorted by period_beg_dt, then period_end_dt. */
export const ZGetCommGuaranteesResponse = z.array(ZCommGuarantee);
export type GetCommGuaranteesResponse = z.infer<typeof ZGetCommGuaranteesResponse>;
