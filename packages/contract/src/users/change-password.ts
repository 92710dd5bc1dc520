import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'must be at most 1024 characters');

export const ZChangePasswordParams = z.strictObject({ sub: z.uuid() });
/** The spec's callers send ?password=; the web app sends it in the body (never in a URL). */
export const ZChangePasswordQuery = z.strictObject({ password: ZPassword.optional() });
/** Absent (null) when the password comes in the query string. */
export const ZChangePasswordBody = z.strictObject({ password: ZPassword }).nullish();

export const ZChangePasswordResponse = z.object({
  detail: z.string(),
  /** Present when callers changed their own password: their older tokens ended, this one replaces them. */
  access_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().int().optional(),
});
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
