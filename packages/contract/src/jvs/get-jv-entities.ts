import { z } from 'zod';
import { ZJvEntity } from './jv-entity.ts';

/** GET /jv-entities: `active=true` lists active JVs only; `state` (any case) one state's JVs. */
export const ZGetJvEntitiesQuery = z.strictObject({
  active: z.enum(['true', 'True', 'false', 'False']).optional(),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state such as AZ')
    .transform((s) => s.toUpperCase())
    .optional(),
});
export type GetJvEntitiesQuery = z.input<typeof ZGetJvEntitiesQuery>;

/** Sorted by sort_order, then name ignoring case. A State Super User gets their own state's JVs only. */
export const ZGetJvEntitiesResponse = z.array(ZJvEntity);
export type GetJvEntitiesResponse = z.infer<typeof ZGetJvEntitiesResponse>;
