import { z } from 'zod';
import { ZState } from '../common/primitives.ts';
import { ZRoleName } from './roles.ts';

/** The signed token's payload: every claim spec 000 §3 reads, plus the session bookkeeping. */
export const ZTokenClaims = z.object({
  /** The user's uuid. */
  sub: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  roles: z.array(ZRoleName),
  /** The employee linked to the user, if any. */
  employee_uuid: z.uuid().nullable(),
  branch_id: z.number().int().nullable(),
  default_state: ZState,
  demo_rep: z.boolean(),
  /** Set when a Sales-Assistant views another employee: that employee's user (if any) and uuid. */
  view_user_id: z.uuid().nullable(),
  view_employee_uuid: z.uuid().nullable(),
  /** Token generation: raised on password change or deactivation to end older tokens. */
  tv: z.number().int(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof ZTokenClaims>;
