import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from './config/config-or-exit';
import { createApp } from './create-app';
import { runMigrations } from './database/database.module';
import { stopGracefullyOnSignals } from './graceful-shutdown';
import { CatalogIndexService } from './modules/items/search-index/catalog-index.service';
import { searchWarmUpBudget, warmUpPrivately } from './start-up-warm-up';
import { PublicResponseCache } from './common/http-cache/public-response-cache';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  const dataSource = app.get(DataSource);
  const logger = new Logger('Bootstrap');
  if (config.databaseUrl) {
    const applied = await runMigrations(dataSource);
    if (applied.length) logger.log(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  }
  const banner = [`エンジニアルート: ${config.appUrl}`];
  if (config.seedOnStart) {
    // Loaded lazily: the seed module is large and production usually runs with SEED_ON_START=false.
    const { seedIfEmpty, DEMO_MEMBER, DEMO_ADMIN } = await import('./database/seed/seed');
    // Issue 9: production may seed listings when asked explicitly, never the published demo logins.
    const demoLogins = config.nodeEnv !== 'production';
    const seeded = await seedIfEmpty(dataSource, { demoLogins });
    if (seeded) logger.log(`seeded an empty database with demo data${demoLogins ? '' : ' (no logins: create the first staff owner with npm run staff:create)'}`);
    if (demoLogins) {
      banner.push(
        `会員ログイン (demo member)  ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}  ${config.appUrl}/login`,
        `管理者ログイン (admin)      ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  ${config.appUrl}/admin`,
      );
    }
  }
  // The catalog search index is built before the first request, so that request is as fast as any other.
  const openListings = (await app.get(CatalogIndexService).ready()).size;
  if (config.devMail && !config.smtpUrl) banner.push(`送信メール (mail outbox)    ${config.appUrl}/dev/mail`);
  // Warmed on a private port before the real one opens: a visitor's request arriving the moment the port opens
  // (a load balancer or the bench asking as soon as it answers) must not queue behind the warm-up's.
  const warmUpStarted = Date.now();
  const warmUpSearchCount = await warmUpPrivately(app.getHttpServer() as Server, dataSource, searchWarmUpBudget(openListings));
  logger.log(`start-up warm-up: the catalog routes and ${warmUpSearchCount} searches in ${Date.now() - warmUpStarted} ms`);
  // The warm-up's answers are not kept for visitors: the replay holds only what visitors asked.
  app.get(PublicResponseCache).clear();
  // HOST: 127.0.0.1 when NODE_ENV is not set (app-config.ts), else every interface unless it names one.
  if (config.host === undefined) await app.listen(config.port);
  else await app.listen(config.port, config.host);
  stopGracefullyOnSignals(app);
  logger.log(`listening on port ${config.port} of ${config.host ?? 'every interface'} (${config.nodeEnv}${config.devToolsLoopbackOnly ? ': NODE_ENV not set' : ''})`);
  // A plain banner after Nest's route logs, so a new user sees where to go and how to log in.
  const rule = '─'.repeat(72);
  console.log([rule, ...banner.map((line) => `  ${line}`), rule].join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
