import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'must be at most 1024 characters');

export const ZChangePasswordParams = z.strictObject({ sub: z.uuid() });
/** The spec's callers send ?password=; the web app sends it in the body (never in a URL). */
export const ZChangePasswordQuery = z.strictObject({ password: ZPassword.optional() });
export const ZChangePasswordBody = z.strictObject({ password: ZPassword }).optional();

export const ZChangePasswordResponse = z.object({ detail: z.string() });
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
