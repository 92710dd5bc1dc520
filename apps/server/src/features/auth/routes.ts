import { ZErrorResponse, ZLoginRequest, ZLoginResponse } from '@hub/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../plugins/errors/http-error.ts';
import { decoyPasswordHash } from './password.ts';
import { login } from './service.ts';

const ONE_MINUTE = 60_000;

const tooManyAttempts = (_request: FastifyRequest, context: { ttl: number }) =>
  tooManyRequests(
    'Too many sign-in attempts. Please wait a minute and try again.',
    Math.ceil(context.ttl / 1000),
  );

/** The address plus the e-mail tried, so one person's typos do not lock out a whole office behind one address. */
function addressAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Hashed now, so the first unknown e-mail takes no longer than any other attempt.
  await decoyPasswordHash();

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        security: [],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
      config: {
        rateLimit: {
          max: config.LOGIN_RATE_LIMIT,
          timeWindow: ONE_MINUTE,
          // After the body is parsed, so the key can include the e-mail.
          hook: 'preValidation',
          keyGenerator: addressAndEmail,
          errorResponseBuilder: tooManyAttempts,
        },
      },
    },
    async (request) => login({ db: app.db, issueToken: app.issueToken }, request.body),
  );
};
