import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type StaticPluginOptions = { dataDir: string; webDist: string };

/** Folder of publicly served uploads (JV logos, photos), stored under unguessable names. */
export function publicUploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'public');
}

/**
 * The built web app at the root (with index.html for client routes, see the not-found
 * handler) and public uploads under /static/uploads/public/.
 */
export default fp<StaticPluginOptions>(
  async (app, { dataDir, webDist }) => {
    const uploads = publicUploadsDir(dataDir);
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/static/uploads/public/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // An uploaded file is only ever an image: nothing in it may run, even if opened directly.
      setHeaders: (res) => {
        res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      },
    });

    const webRoot = webDist ? resolve(webDist) : '';
    if (!webRoot || !existsSync(join(webRoot, 'index.html'))) {
      app.log.warn({ webDist }, 'web app not built: only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts): the one the
      // browser accepts is sent as it is, with its content-encoding; otherwise the file itself.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts a content hash in every file under assets/; index.html must always be fresh.
        const immutable = path.includes(`${sep}assets${sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        // Caches keep one copy per encoding asked for.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.decorate('sendWebAppIndex', (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot),
    );
  },
  { name: 'static', fastify: '5.x', dependencies: ['errors', 'authorization'] },
);
