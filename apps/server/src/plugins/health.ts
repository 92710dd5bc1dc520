import { ZErrorResponse } from '@hub/contract';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZStatus = z.object({ status: z.string() });

/** /healthz: the process answers. /readyz: it can also reach its database. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], security: [], response: { 200: ZStatus } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/readyz',
    {
      schema: { tags: ['health'], security: [], response: { 200: ZStatus, 503: ZErrorResponse } },
    },
    async (request, reply) => {
      try {
        // Fails within the pool's connect timeout while the database is away (db/client.ts).
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database cannot be reached');
        return reply.code(503).send({ detail: 'Database unavailable' });
      }
      return { status: 'ready' };
    },
  );
};

export default fp(health, { name: 'health', fastify: '5.x', dependencies: ['database', 'authorization'] });
