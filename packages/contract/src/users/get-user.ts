import type { z } from 'zod';
import { ZUser, ZUserParams } from './user.ts';

/** GET /users/{sub}: one user, with its version (also the ETag). */
export const ZGetUserParams = ZUserParams;
export const ZGetUserResponse = ZUser;
export type GetUserResponse = z.infer<typeof ZGetUserResponse>;
