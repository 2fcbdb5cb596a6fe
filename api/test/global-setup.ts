import { createConnection } from 'mysql2/promise';
import Redis from 'ioredis';
import { DEFAULT_TEST_DATABASE_URL } from './support/test-database';

/**
 * jest globalSetup of the api-e2e project: the API e2e tests run on a real MariaDB and Redis. Fail once,
 * early, with how to start them, instead of every test timing out.
 */
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const problems: string[] = [];

  try {
    const server = new URL(databaseUrl);
    const conn = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password || ''),
      connectTimeout: 3000,
    });
    try {
      await conn.query('SELECT 1');
    } finally {
      await conn.end();
    }
  } catch (error) {
    problems.push(
      `MariaDB not reachable at ${databaseUrl} (${(error as Error).message || String(error)}). ` +
        'Start it with: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd ' +
        '(or set TEST_DATABASE_URL).',
    );
  }

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    problems.push(
      `Redis not reachable at ${redisUrl} (${(error as Error).message || String(error)}). ` +
        'Start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no ' +
        '(or set TEST_REDIS_URL).',
    );
  } finally {
    redis.disconnect();
  }

  if (problems.length > 0) {
    throw new Error(`API e2e tests need MariaDB and Redis.\n- ${problems.join('\n- ')}`);
  }
}
