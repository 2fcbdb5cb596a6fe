import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export const DEFAULT_TEST_DATABASE_URL = 'mysql://root@127.0.0.1:3306/test';

export interface TestDatabase {
  /** mysql://… URL of the fresh, empty database (pass it as databaseUrl). */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty, uniquely named database on the MariaDB server of TEST_DATABASE_URL
 * (default mysql://root@127.0.0.1:3306/test; only the server part is used, the database name is replaced),
 * so test files never share tables. Call drop() in afterAll.
 */
export async function createTestDatabase(prefix = 'er_test'): Promise<TestDatabase> {
  const server = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const admin = async <T>(work: (conn: Awaited<ReturnType<typeof createConnection>>) => Promise<T>): Promise<T> => {
    const conn = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password || ''),
      connectTimeout: 5000,
    });
    try {
      return await work(conn);
    } finally {
      await conn.end();
    }
  };
  await admin((conn) => conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin((conn) => conn.query(`DROP DATABASE IF EXISTS \`${name}\``)).then(() => undefined),
  };
}
