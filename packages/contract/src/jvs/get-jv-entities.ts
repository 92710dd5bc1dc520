import { z } from 'zod';
import { ZStateFilter } from '../common/primitives.ts';
import { ZQueryFlag } from '../common/query-flag.ts';
import { ZJvEntity } from './jv-entity.ts';

/** GET /jv-entities: `active=true` lists active JVs only; `state` (any case) one state's JVs. */
export const ZGetJvEntitiesQuery = z.strictObject({
  active: ZQueryFlag.optional(),
  state: ZStateFilter.optional(),
});
export type GetJvEntitiesQuery = z.input<typeof ZGetJvEntitiesQuery>;

/** Sorted by sort_order, then name ignoring case. A State Super User gets their own state's JVs only. */
export const ZGetJvEntitiesResponse = z.array(ZJvEntity);
export type GetJvEntitiesResponse = z.infer<typeof ZGetJvEntitiesResponse>;
