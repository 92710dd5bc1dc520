import { z } from 'zod';
import { joinRoles, ROLE_NAMES, type RoleName } from '../auth/roles.ts';
import { ZState, ZUuid, ZVersion } from '../common/primitives.ts';

/** Spec 000 §3 User, as the users admin answers it (never the password or its hash). */
export const ZUser = z.object({
  uuid: ZUuid,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  cell_phone: z.string().nullable(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  /** Comma-joined role names, e.g. 'Sales,Sales-Assistant'. */
  roles: z.string(),
  /** The employee the user is (dashboards, own commission). */
  employee_id: z.number().int().nullable(),
  /** The employee whose dashboard the user views ('View Dashboard'). */
  view_employee_id: z.number().int().nullable(),
  /** Home state; limits a State Super User. */
  state: ZState.nullable(),
  version: ZVersion,
});
export type User = z.infer<typeof ZUser>;

/** `/users/{sub}`: the user's uuid (the token's `sub`). */
export const ZUserParams = z.strictObject({ sub: z.uuid('must be a user uuid') });

const KNOWN_ROLES = new Set<string>(ROLE_NAMES);

/**
 * The roles as the user form sends them: role names joined by commas ('Admin,Banking'). Each name must
 * be one of spec 000 §6, spelled exactly; blanks and repeats are dropped. Answers the tidy joined text.
 */
export const ZRolesText = z
  .string()
  .max(500)
  .transform((text, ctx) => {
    const names = text
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !KNOWN_ROLES.has(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown role ${unknown.map((name) => `'${name}'`).join(', ')} (roles are ${ROLE_NAMES.join(', ')})`,
      });
      return z.NEVER;
    }
    return joinRoles([...new Set(names)] as RoleName[]);
  });
