import type { BenchCase } from '../types.ts';

/** The session check every screen makes first: token verified, the user's roles read live. */
export default {
  name: 'GET /api/users/roles/live',
  description: 'signed in as super@hub.test; verifies the token and reads the roles from the database',
  prepare: async ({ token }) => ({
    path: '/api/users/roles/live',
    headers: { authorization: `Bearer ${await token('super@hub.test')}` },
  }),
} satisfies BenchCase;
