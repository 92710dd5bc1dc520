import { z } from 'zod';
import { ZUser } from './user.ts';

/**
 * GET /users: every user the caller may manage, inactive ones included (the screen hides them until
 * 'Show Inactive' is ticked). A State Super User gets their own state's users and never a Super User.
 * Sorted by last name, first name, then e-mail.
 */
export const ZGetUsersResponse = z.array(ZUser);
export type GetUsersResponse = z.infer<typeof ZGetUsersResponse>;
