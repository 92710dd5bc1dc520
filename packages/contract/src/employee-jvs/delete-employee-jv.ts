import { z } from 'zod';

/** DELETE /employees/{id}/jvs/{link_id}: 204, no body. */
export const ZDeleteEmployeeJvResponse = z.null().describe('Removed: no content');
