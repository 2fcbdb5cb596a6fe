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
