import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'must be at most 1024 characters');

export const ZChangePasswordParams = z.strictObject({ sub: z.uuid() });
/** The spec's callers send ?password=; the web app sends it in the body (never in a URL). */
export const ZChangePasswordQuery = z.strictObject({ password: ZPassword.optional() });
/**
 * Absent (null) when a super user's reset sends the password in the query string. Users changing
 * their own password (super users included) send `current_password` too: a token alone is not enough.
 */
export const ZChangePasswordBody = z
  .strictObject({
    password: ZPassword.optional(),
    current_password: z
      .string()
      .min(1, 'is required')
      .max(1024, 'must be at most 1024 characters')
      .optional(),
  })
  .nullish();

export const ZChangePasswordResponse = z.object({
  detail: z.string(),
  /** Present when callers changed their own password: their older tokens ended, this one replaces them. */
  access_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().int().optional(),
});
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
