import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { findSessionUser } from '../../apps/server/src/plugins/auth/session-repository.ts';
import type { BenchCase } from '../types.ts';

const EMAIL = 'super@hub.test';

/** The session check every screen makes first: token verified, the user's roles read live. */
export default {
  name: 'GET /api/users/roles/live',
  description: `signed in as ${EMAIL}; verifies the token and reads the user as stored now`,
  prepare: async ({ token }) => ({
    path: '/api/users/roles/live',
    headers: { authorization: `Bearer ${await token(EMAIL)}` },
  }),
  versus: {
    name: 'baseline: bare Fastify, same queries',
    // The query the signed-in call makes (the user by the token's subject), and the same answer.
    handler: async ({ db }) => {
      const [user] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.email, EMAIL));
      if (!user) throw new Error(`No user ${EMAIL} in the bench database`);
      return async () => {
        const row = await findSessionUser(db, user.uuid);
        return { roles: row?.roles, is_active: row?.is_active, state: row?.state };
      };
    },
    target: 0.7,
  },
} satisfies BenchCase;
