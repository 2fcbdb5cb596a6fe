/**
 * DataSource for the TypeORM CLI, e.g. from api/ after a build:
 *   npx typeorm migration:show -d dist/database/data-source.js
 *   npx typeorm migration:generate -d dist/database/data-source.js src/database/migrations/AddSomething
 * (then list the new class in migrations/index.ts). Settings come from the validated config (DATABASE_URL).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';

const config = loadConfig();

export default new DataSource(
  buildDataSourceOptions({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }),
);
