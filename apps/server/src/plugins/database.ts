import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; only repositories use it. */
    db: Db;
  }
}

/** Makes the opened database available to plugins and routes; main.ts closes it after the server. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
  },
  { name: 'database', fastify: '5.x' },
);
