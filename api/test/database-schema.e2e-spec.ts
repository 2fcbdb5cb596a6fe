import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/database.module';
import { MIGRATIONS } from '../src/database/migrations';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('database schema (MariaDB)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let applied: { name: string }[];

  beforeAll(async () => {
    db = await createTestDatabase('er_schema');
    dataSource = new DataSource(buildDataSourceOptions({ databaseUrl: db.url, sqlitePath: 'unused' }));
    await dataSource.initialize();
    // Once here, so every test below starts from the migrated schema whatever order they run in.
    applied = await runMigrations(dataSource);
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  it('applies every migration on an empty database', async () => {
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await dataSource.showMigrations()).toBe(false); // none pending
  });

  it('leaves no difference between the entities and the migrated schema (add a migration for every entity change)', async () => {
    const log = await dataSource.driver.createSchemaBuilder().log();
    expect(log.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('can revert every migration', async () => {
    for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration();
    const tables = await dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_name <> 'migrations'`,
      [db.name],
    );
    expect(tables).toEqual([]);
    // Back to the migrated schema for the other tests.
    expect((await runMigrations(dataSource)).map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });
});
