import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DatabaseSettings {
  /** mysql://user:pass@host:port/db (MariaDB through mysql2). Absent: embedded SQLite. */
  databaseUrl?: string;
  /** Embedded database file, used only without databaseUrl (':memory:' allowed). */
  sqlitePath: string;
  logging?: boolean;
  /** MariaDB pool: connections at most (DB_POOL_SIZE); mysql2's default of 10 when absent. */
  poolSize?: number;
  /** MariaDB pool: ms a query waits for a free connection (DB_POOL_ACQUIRE_TIMEOUT_MS, pool-acquire-timeout.ts). */
  acquireTimeoutMs?: number;
}

/**
 * TypeORM options for both set-ups.
 * - With a database URL: MariaDB/MySQL, schema owned by the migrations in ./migrations (run them with
 *   `dataSource.runMigrations()` at start; the drift test keeps them equal to the entities).
 * - Without: embedded SQLite (better-sqlite3) for a zero-setup local run. There the schema is
 *   created from the same entities with `synchronize: true` — acceptable because the file is a disposable
 *   local/demo database; production always uses MariaDB and migrations.
 */
export function buildDataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    logging: settings.logging ?? false,
  };
  if (settings.databaseUrl) {
    return {
      ...common,
      // The server is MariaDB (10.11): its driver type (still mysql2 underneath) reads MariaDB's
      // information_schema correctly; with 'mysql' every nullable column looks changed to the schema diff.
      type: 'mariadb',
      url: settings.databaseUrl,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // DATE columns come back as 'YYYY-MM-DD' strings, as on SQLite.
      dateStrings: ['DATE'],
      migrations: MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      migrationsRun: false,
      ...(settings.poolSize ? { poolSize: settings.poolSize } : {}),
    };
  }
  const database = settings.sqlitePath === ':memory:' ? ':memory:' : resolve(settings.sqlitePath);
  if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database,
    synchronize: true,
    // WAL: readers do not block the writer (the API serves reads while the seed or admin writes).
    enableWAL: database !== ':memory:',
  };
}
