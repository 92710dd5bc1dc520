/** The errors of a database that went away, restarts or cannot be reached (as opposed to a refused query). */

/** PostgreSQL's SQLSTATEs: the server ended the session (57P0x) or is not taking connections now. */
const UNAVAILABLE_SQL_STATES = new Set([
  '57P01', // admin_shutdown: a restart, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P04', // database_dropped
  '57P05', // idle_session_timeout: the server ended an idle session
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool say these in words, without a code; PostgreSQL says the last with 55000
 * (object_not_in_prerequisite_state, a code most of whose errors are a query's fault): 'database "hub"
 * is not currently accepting connections' (ALTER DATABASE … ALLOW_CONNECTIONS false, as during a
 * maintenance).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|and is not queryable|is not (currently )?accepting connections/i;

/** How deep the causes are followed: Drizzle wraps the driver's error in `cause`. */
const MAX_DEPTH = 5;

/** The error itself, then its causes. */
export function* errorChain(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    yield current;
    const next = (current as { cause?: unknown }).cause;
    if (next === current) return;
    current = next;
  }
}

/** True when `error` (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQL_STATES.has(code) || NETWORK_CODES.has(code)) return true;
      // Class 08: connection exception.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
