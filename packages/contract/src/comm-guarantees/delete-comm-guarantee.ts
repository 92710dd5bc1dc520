import { z } from 'zod';

/** DELETE /employees/{uuid}/comm-guarantees/{id}: 204, no body. */
export const ZDeleteCommGuaranteeResponse = z.null().describe('Deleted: no content');
