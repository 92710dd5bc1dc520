import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from './errors/http-error.ts';

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
    { schema: { tags: ['health'], security: [], response: { 200: ZStatus } } },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ready' };
    },
  );
};

export default fp(health, { name: 'health', fastify: '5.x', dependencies: ['database', 'authorization'] });
