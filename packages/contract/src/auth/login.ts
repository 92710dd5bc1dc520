import { z } from 'zod';

export const ZLoginRequest = z.strictObject({
  email: z.string().trim().min(1, 'email is required').max(320),
  password: z.string().min(1, 'password is required').max(1024),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;
