import { z } from 'zod';

/**
 * A yes/no switch in a query string (`?active=true`, `?fileBranches=True`): 'true' or 'false' in
 * either case as the spec's screens send them, read as a boolean; anything else is refused.
 */
export const ZQueryFlag = z
  .enum(['true', 'True', 'false', 'False'], { error: "must be 'true' or 'false'" })
  .transform((flag) => flag === 'true' || flag === 'True');
