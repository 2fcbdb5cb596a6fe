import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from './config/config-or-exit';
import { createApp } from './create-app';
import { runMigrations } from './database/database.module';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  const dataSource = app.get(DataSource);
  const logger = new Logger('Bootstrap');
  if (config.databaseUrl) {
    const applied = await runMigrations(dataSource);
    if (applied.length) logger.log(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  }
  if (config.seedOnStart) {
    // Loaded lazily: the seed module is large and production usually runs with SEED_ON_START=false.
    const { seedIfEmpty, DEMO_MEMBER, DEMO_ADMIN } = await import('./database/seed/seed');
    const seeded = await seedIfEmpty(dataSource);
    if (seeded) logger.log('seeded an empty database with demo data');
    logger.log(`demo member login: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
    logger.log(`demo admin login:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
  await app.listen(config.port);
  logger.log(`エンジニアルート listening on ${config.appUrl} (port ${config.port}, ${config.nodeEnv})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
