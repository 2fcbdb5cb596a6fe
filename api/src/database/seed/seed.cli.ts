/**
 * Seeds the configured database with demo data.
 *   node dist/database/seed/seed.cli.js [--items 2000] [--seed 20240401] [--reset]
 * (npm run seed -- --items 100000 --reset from the repository root). Uses DATABASE_URL (MariaDB, migrations
 * are applied first) or the embedded SQLite file. Without --reset a database that already has data is
 * left alone; --reset drops every table first.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { buildDataSourceOptions } from '../data-source-options';
import { runMigrations } from '../database.module';
import { DEMO_ADMIN, DEMO_MEMBER, runSeed } from './seed';
import { PrefectureEntity } from '../../modules/master/entities/prefecture.entity';

export interface SeedCliArgs {
  items: number;
  seed?: number;
  reset: boolean;
}

export function parseSeedArgs(argv: string[]): SeedCliArgs {
  const args: SeedCliArgs = { items: 2000, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--items') args.items = Number(value());
    else if (flag === '--seed') args.seed = Number(value());
    else if (flag === '--reset') args.reset = true;
    else throw new Error(`Unknown argument ${arg} (expected --items N, --seed N, --reset)`);
  }
  if (!Number.isInteger(args.items) || args.items < 0) throw new Error('--items must be a non-negative integer');
  if (args.seed !== undefined && !Number.isInteger(args.seed)) throw new Error('--seed must be an integer');
  return args;
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  // Issue 9: a production database never gets the published demo passwords.
  const demoLogins = config.nodeEnv !== 'production';
  const options = buildDataSourceOptions({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    const target = config.databaseUrl ? 'MariaDB (DATABASE_URL)' : `SQLite ${config.sqlitePath}`;
    if (args.reset) {
      console.log(`Dropping every table of ${target}…`);
      await dataSource.dropDatabase();
      if (!config.databaseUrl) await dataSource.synchronize();
    }
    const applied = await runMigrations(dataSource);
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
    if ((await dataSource.getRepository(PrefectureEntity).count()) > 0) {
      console.log(`${target} already has data: nothing seeded (use --reset to start over).`);
    } else {
      console.log(`Seeding ${args.items} items into ${target}…`);
      const result = await runSeed(dataSource, { items: args.items, seed: args.seed, demoLogins, log: (m) => console.log(m) });
      console.log(`Done in ${(result.ms / 1000).toFixed(1)} s.`);
    }
    if (demoLogins) {
      console.log(`Demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
      console.log(`Demo admin:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    } else {
      console.log('No logins were created (NODE_ENV=production): create the first staff owner with `npm run staff:create -- --email …`.');
    }
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
