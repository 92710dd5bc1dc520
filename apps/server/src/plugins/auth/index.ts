import fastifyJwt from '@fastify/jwt';
import {
  type LoginResponse,
  parseRoles,
  type RoleName,
  SESSION_DETAILS,
  type State,
  type TokenClaims,
  ZState,
  ZTokenClaims,
} from '@hub/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { forbidden, unauthorized } from '../errors/http-error.ts';
import { buildClaims } from './claims.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { findSessionUser, findTokenSubject, type SessionUserRow } from './session-repository.ts';

/** The signed-in user, as loaded from the database on this request. */
export type CurrentUser = {
  id: number;
  uuid: string;
  email: string;
  roles: RoleName[];
  /** The roles string exactly as stored (GET /users/roles/live answers it). */
  storedRoles: string;
  state: State | null;
  employee_id: number | null;
  view_employee_id: number | null;
};

export type IssuedToken = LoginResponse;

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer token and loads its user; 401 or 403 when the session is not valid. */
    authenticate(request: FastifyRequest): Promise<CurrentUser>;
    /** Signs a fresh token for the user with claims read from the database now. */
    issueToken(userId: number): Promise<IssuedToken>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

const ALGORITHM = 'HS256';
/** How many verified tokens are remembered (a few per signed-in person). */
const VERIFIED_TOKENS = 1000;

export type AuthPluginOptions = { config: Config };

export default fp<AuthPluginOptions>(
  async (app, { config }) => {
    const db = app.db;
    const ttlSeconds = config.TOKEN_TTL_MINUTES * 60;
    const secret = await resolveJwtSecret({ secret: config.JWT_SECRET, dataDir: config.dataDir });

    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: ALGORITHM, expiresIn: ttlSeconds },
      // Pinned algorithm (so `alg: none` and key confusion fail) and a required, bounded expiry.
      verify: {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxAge: ttlSeconds,
        // A token's signature is checked once: the same token again is found among the last ones
        // verified (until its expiry), and only its user's state is read from the database anew.
        cache: VERIFIED_TOKENS,
      },
    });

    app.decorateRequest('currentUser', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = verifyToken(bearerToken(request.headers.authorization));
      const row = await findSessionUser(db, claims.sub);
      if (!row) throw unauthorized(SESSION_DETAILS.sessionEnded);
      if (!row.is_active) throw forbidden(SESSION_DETAILS.inactive);
      if (row.token_version !== claims.tv) throw unauthorized(SESSION_DETAILS.sessionEnded);
      request.currentUser = toCurrentUser(row);
      return request.currentUser;
    });

    app.decorate('issueToken', async (userId: number) => {
      const subject = await findTokenSubject(db, userId);
      if (!subject) throw new Error(`Cannot issue a token: user ${userId} does not exist`);
      const access_token = app.jwt.sign(buildClaims(subject));
      return { access_token, token_type: 'bearer' as const, expires_in: ttlSeconds };
    });

    const parsedClaims = new WeakMap<object, TokenClaims>();
    function verifyToken(token: string): TokenClaims {
      let payload: unknown;
      try {
        payload = app.jwt.verify(token);
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw unauthorized(expired ? SESSION_DETAILS.expiredToken : SESSION_DETAILS.invalidToken);
      }
      // A remembered token answers the same payload object: its claims are read once too.
      const known = parsedClaims.get(payload as object);
      if (known) return known;
      const claims = ZTokenClaims.safeParse(payload);
      if (!claims.success) throw unauthorized(SESSION_DETAILS.invalidToken);
      parsedClaims.set(payload as object, claims.data);
      return claims.data;
    }
  },
  { name: 'auth', fastify: '5.x', dependencies: ['errors', 'database'] },
);

function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+([^\s]+)\s*$/i);
  if (!match?.[1]) throw unauthorized(SESSION_DETAILS.notAuthenticated);
  return match[1];
}

function toCurrentUser(row: SessionUserRow): CurrentUser {
  const state = ZState.safeParse(row.state?.trim());
  return {
    id: row.user_id,
    uuid: row.uuid,
    email: row.email,
    roles: parseRoles(row.roles),
    storedRoles: row.roles,
    state: state.success ? state.data : null,
    employee_id: row.employee_id,
    view_employee_id: row.view_employee_id,
  };
}

/** The signed-in user of a route that the access table does not mark public. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
