import { z } from 'zod';
import { ZState } from '../common/primitives.ts';

/** GET /users/roles/live: the signed-in user's roles as they are now, not as the token says. */
export const ZGetRolesLiveResponse = z.object({
  roles: z.string(),
  is_active: z.boolean(),
  state: ZState.nullable(),
});
export type GetRolesLiveResponse = z.infer<typeof ZGetRolesLiveResponse>;
