/** ioredis connection options from a redis:// or rediss:// URL. */
export function redisConnectionFromUrl(url: string) {
  const u = new URL(url);
  const db = u.pathname.replace(/^\//, '');
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: db ? Number(db) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * The worker's connection: like BullMQ's default but reconnecting at least every 5 s (BullMQ's own
 * backoff grows to 20 s), so queued mail moves soon after Redis comes back.
 */
export function workerConnectionFromUrl(url: string) {
  return { ...redisConnectionFromUrl(url), retryStrategy: (times: number) => Math.min(times * 500, 5_000) };
}

/** How long a command on a fail-fast connection may wait for Redis before it fails. */
export const FAIL_FAST_COMMAND_TIMEOUT_MS = 2_000;

/**
 * ioredis options for callers that have a fallback while Redis is away (the mail outbox keeps the job,
 * throttles and view marks count in memory): fail at once instead of queueing commands
 * (`enableOfflineQueue: false`), retry a command cut mid-flight once, give up after
 * FAIL_FAST_COMMAND_TIMEOUT_MS, and reconnect every ≤ 2 s so a recovered Redis is used promptly.
 * Not for a BullMQ worker: its blocking connection must wait.
 */
export function failFastConnectionFromUrl(url: string) {
  return {
    ...redisConnectionFromUrl(url),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: FAIL_FAST_COMMAND_TIMEOUT_MS,
    connectTimeout: FAIL_FAST_COMMAND_TIMEOUT_MS,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
}
