import { ZErrorResponse, ZLoginRequest, ZLoginResponse } from '@hub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { decoyPasswordHash } from './password.ts';
import { type AuthDeps, login } from './service.ts';
import { signInLimits } from './throttle.ts';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Hashed now, so the first unknown e-mail takes no longer than any other attempt.
  await decoyPasswordHash();
  const deps: AuthDeps = { db: app.db, issueToken: app.issueToken, limits: signInLimits(config) };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Failed attempts are limited a minute per client address and e-mail (LOGIN_RATE_LIMIT) and per client address (LOGIN_ADDRESS_RATE_LIMIT); over either, 429 with Retry-After.',
        security: [],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );
};
