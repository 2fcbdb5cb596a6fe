import type { DataSource } from 'typeorm';

type GetConnectionCallback = (error: Error | null, connection?: { release(): void }) => void;
interface CallbackPool {
  getConnection(callback: GetConnectionCallback): void;
}

/** The error a query gets when no pooled connection came in time (database-unavailable.ts answers it 503). */
export class PoolAcquireTimeoutError extends Error {
  readonly code = 'DB_POOL_ACQUIRE_TIMEOUT';

  constructor(ms: number) {
    super(`no database connection free within ${ms} ms`);
    this.name = 'PoolAcquireTimeoutError';
  }
}

/**
 * Bounds how long a query waits for a pooled MariaDB connection. mysql2's pool has no such limit: with every
 * connection busy (a burst larger than the pool) or being opened to a server that does not answer, a request
 * queues until one is released, which under an outage can be never. Past `ms` the waiting query fails with
 * PoolAcquireTimeoutError; a connection the pool hands over later is released at once, so none leaks.
 * Does nothing for the embedded SQLite database (no pool).
 */
export function limitPoolWait(dataSource: DataSource, ms: number): void {
  const pool = (dataSource.driver as { pool?: CallbackPool }).pool;
  if (!pool || typeof pool.getConnection !== 'function') return;
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback: GetConnectionCallback) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(new PoolAcquireTimeoutError(ms));
    }, ms);
    getConnection((error, connection) => {
      if (settled) {
        connection?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      callback(error, connection);
    });
  };
}
