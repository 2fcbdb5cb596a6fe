import { DataSource, MigrationExecutor } from 'typeorm';
import { buildDataSourceOptions, type DatabaseSettings } from './data-source-options';

export interface WaitForSchemaOptions {
  /** Between two looks (default 2 s). */
  intervalMs?: number;
  /** Told once per change of state: unreachable, migrations pending (with their names). */
  log?: (line: string) => void;
}

/**
 * Resolves once the MariaDB database answers and every migration this build knows is applied. The worker
 * (worker.ts) waits here instead of migrating: the API applies migrations at its start (main.ts), and TypeORM
 * takes no lock around a migration run, so two processes starting together could both apply the same one.
 * Jobs of new code on the old schema would fail (and use up attempts) on the columns they expect.
 * Only reads: the migrations table is neither created nor written.
 */
export async function waitForCurrentSchema(settings: DatabaseSettings, options: WaitForSchemaOptions = {}): Promise<void> {
  const intervalMs = options.intervalMs ?? 2_000;
  const log = options.log ?? (() => undefined);
  let said = '';
  const say = (line: string) => {
    if (line !== said) log(line);
    said = line;
  };
  const dataSource = new DataSource({ ...buildDataSourceOptions({ ...settings, poolSize: 1 }), logging: false });
  try {
    for (;;) {
      try {
        if (!dataSource.isInitialized) await dataSource.initialize();
        const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
        if (pending.length === 0) return;
        say(`waiting for the API to apply ${pending.length} migration(s), up to ${pending[pending.length - 1].name}`);
      } catch (error) {
        say(`waiting for the database: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
  }
}
