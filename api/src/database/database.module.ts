import { type DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import type { TypeOrmModuleAsyncOptions } from '@nestjs/typeorm';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';
import { buildDataSourceOptions, type DatabaseSettings } from './data-source-options';
import { limitPoolWait } from './pool-acquire-timeout';

export interface DatabaseModuleOptions {
  /** Settings, or a factory (e.g. reading the validated AppConfig) resolved once at start. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- factory arguments are the injected providers
  useFactory: (...args: any[]) => DatabaseSettings | Promise<DatabaseSettings>;
  inject?: TypeOrmModuleAsyncOptions['inject'];
  imports?: ModuleMetadata['imports'];
}

/**
 * The one TypeORM connection of the API. Feature modules register their repositories with
 * `TypeOrmModule.forFeature([...])` as usual; the DataSource is injectable everywhere.
 *
 *   DatabaseModule.forRoot({ useFactory: (c: AppConfig) => ({ databaseUrl: c.databaseUrl, sqlitePath: c.sqlitePath }), inject: [APP_CONFIG] })
 *
 * or with plain settings: `DatabaseModule.forRoot({ useFactory: () => settings })`.
 * On MySQL the schema is not touched here: call `runMigrations(dataSource)` at bootstrap.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions | DatabaseSettings): DynamicModule {
    const factoryOptions: DatabaseModuleOptions =
      'useFactory' in options ? options : { useFactory: () => options as DatabaseSettings };
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          imports: factoryOptions.imports ?? [],
          inject: factoryOptions.inject ?? [],
          useFactory: async (...args: unknown[]) => {
            const settings = await factoryOptions.useFactory(...args);
            return { ...buildDataSourceOptions(settings), acquireTimeoutMs: settings.acquireTimeoutMs };
          },
          // The pool exists only once the DataSource is initialized; the acquire timeout rides along in the options
          // (TypeORM ignores it) to be put on the pool here.
          dataSourceFactory: async (options) => {
            const { acquireTimeoutMs, ...dataSourceOptions } = options as typeof options & { acquireTimeoutMs?: number };
            const dataSource = await new DataSource(dataSourceOptions as DataSourceOptions).initialize();
            if (acquireTimeoutMs) limitPoolWait(dataSource, acquireTimeoutMs);
            return dataSource;
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}

/**
 * Applies pending migrations (MySQL/MariaDB only; the embedded SQLite schema is synchronized from the
 * entities). Each migration runs in its own transaction. Returns the migrations applied.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return [];
  return dataSource.runMigrations({ transaction: 'each' });
}
