import fp from 'fastify-plugin';
import type { Database, DatabaseKind, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; only repositories use it. */
    db: Db;
    /** Which database it is (PGlite on this thread, or PostgreSQL), where work is sized by it. */
    dbKind: DatabaseKind;
  }
}

/** Makes the opened database available to plugins and routes; main.ts closes it after the server. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
  },
  { name: 'database', fastify: '5.x' },
);
