import type { RoleName, State, TokenClaims } from '@hub/contract';

/**
 * The token's claims checked as the contract's `ZTokenClaims` checks them, without zod: the login
 * screen reads the stored token before anything else, and zod (about 25 KB gzip) is not part of its
 * first load (docs/performance.md). This is the only place the web app checks a token's claims; the
 * types come from the contract, each check is typed against its claim (a claim added to or changed in
 * the contract fails the type check here), and token-claims.test.ts holds it to the zod schema.
 */
type Check<T> = (value: unknown) => value is T;

const isString: Check<string> = (value) => typeof value === 'string';
const isBoolean: Check<boolean> = (value) => typeof value === 'boolean';
/** `z.number().int()`: a safe integer. */
const isInt: Check<number> = (value): value is number => Number.isSafeInteger(value);
/** `z.uuid()`: an RFC 9562 UUID (versions 1 to 8, variant 10xx), or the nil or max UUID. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const isUuid: Check<string> = (value): value is string => typeof value === 'string' && UUID.test(value);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/**
 * The contract's role names and states, written out: its lists sit beside zod schemas, which would come
 * with them. A name added to or dropped from the contract fails the type check here.
 */
const ROLE_NAMES: Record<RoleName, true> = {
  'Super User': true,
  'State Super User': true,
  Admin: true,
  Banking: true,
  Sales: true,
  'Sales-Assistant': true,
  Escrow: true,
  'Escrow Officer': true,
  Graphics: true,
};
const STATES: Record<State, true> = { AZ: true, NV: true };
const oneOf =
  <T extends string>(names: Record<T, true>): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && Object.hasOwn(names, value);
const isRoleName = oneOf(ROLE_NAMES);
const isState = oneOf(STATES);

const CLAIMS: { [Name in keyof TokenClaims]-?: Check<TokenClaims[Name]> } = {
  sub: isUuid,
  first_name: nullable(isString),
  last_name: nullable(isString),
  email: isString,
  roles: (value): value is RoleName[] => Array.isArray(value) && value.every(isRoleName),
  employee_uuid: nullable(isUuid),
  branch_id: nullable(isInt),
  default_state: isState,
  demo_rep: isBoolean,
  view_user_id: nullable(isUuid),
  view_employee_uuid: nullable(isUuid),
  tv: isInt,
  iat: isInt,
  exp: isInt,
};

/** The claims of a token's decoded payload (other fields left out, as zod does), or null when any is wrong. */
export function parseTokenClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const claims: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(CLAIMS) as [string, Check<unknown>][]) {
    const value: unknown = (payload as Record<string, unknown>)[name];
    if (!check(value)) return null;
    claims[name] = value;
  }
  return claims as TokenClaims;
}
