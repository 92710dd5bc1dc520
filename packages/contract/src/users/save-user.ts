import { z } from 'zod';
import { ZState } from '../common/primitives.ts';
import { ZPassword } from './change-password.ts';
import { ZRolesText, ZUser, ZUserParams } from './user.ts';

/** Free text that may be cleared: trimmed, and '' is stored as null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const employeeId = z.number().int().positive('must be an employee id').nullable();

const userFields = {
  email: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be an e-mail address')),
  first_name: clearableText(100).optional(),
  last_name: clearableText(100).optional(),
  cell_phone: clearableText(30).optional(),
  /** Default true on create. */
  is_active: z.boolean().optional(),
  /** Default false on create. */
  is_verified: z.boolean().optional(),
  /** Comma-joined role names (spec 000 §6); default none. */
  roles: ZRolesText.optional(),
  /** Must be an existing employee; null clears the link. */
  employee_id: employeeId.optional(),
  /** 'View Dashboard': must be an existing employee; null clears it. */
  view_employee_id: employeeId.optional(),
  /** Default: a State Super User's own state, else AZ. */
  state: ZState.nullable().optional(),
};

/** POST /users: e-mail (unique, ignoring case) and password are required; omitted fields take defaults. */
export const ZCreateUserBody = z.strictObject({ ...userFields, password: ZPassword });
export type CreateUserBody = z.input<typeof ZCreateUserBody>;

/**
 * PUT /users/{sub}: the user fields; an omitted field keeps its value. The password is never changed
 * here (spec 000 §5: on edit it goes through PATCH /users/{sub}/password).
 */
export const ZUpdateUserBody = z.strictObject({
  ...userFields,
  email: userFields.email.optional(),
  password: z.never({ error: 'is not changed here: send it to PATCH /users/{uuid}/password' }).optional(),
});
export type UpdateUserBody = z.input<typeof ZUpdateUserBody>;

export const ZUpdateUserParams = ZUserParams;

/** Both saves answer the stored user with its new version (also the ETag). */
export const ZSaveUserResponse = ZUser;
export type SaveUserResponse = z.infer<typeof ZSaveUserResponse>;
