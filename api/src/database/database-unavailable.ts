/**
 * Errors that say the database cannot be reached or cannot take the request right now — not that the request
 * or the code is wrong. They are answered 503 with Retry-After (sendError), so a visitor reads "temporarily
 * unavailable" and tries again, and monitoring sees an outage rather than a bug. Anything not listed here
 * (a syntax error, a missing table, a constraint) stays a logged 500.
 */
const UNAVAILABLE_CODES = new Set([
  // mysql2 / Node sockets: the server refuses, drops or does not answer the connection.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // MariaDB itself: out of connections, shutting down, gone.
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'CR_SERVER_GONE_ERROR',
  'CR_SERVER_LOST',
  'CR_CONN_HOST_ERROR',
  // The pool gave no connection within DB_POOL_ACQUIRE_TIMEOUT_MS (pool-acquire-timeout.ts).
  'DB_POOL_ACQUIRE_TIMEOUT',
  // better-sqlite3: another writer holds the file past the busy timeout.
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'SQLITE_LOCKED_SHAREDCACHE',
]);

/** mysql2's error for a pooled connection whose socket already closed (it has no code). */
const CLOSED_CONNECTION = /^Can't add new command when connection is in closed state$/;

/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // TypeORM wraps driver errors (QueryFailedError.driverError); Node wraps per-address connect errors
  // (AggregateError.errors); some libraries set `cause`. A few levels cover every wrapper seen.
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 3) return false;
    seen.add(value);
    const e = value as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CLOSED_CONNECTION.test(e.message)) return true;
    const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
    return inner.some((x) => visit(x, depth + 1));
  };
  return visit(error, 0);
}
