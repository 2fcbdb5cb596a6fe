import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from './config/config-or-exit';
import { createApp } from './create-app';
import { runMigrations } from './database/database.module';
import { stopGracefullyOnSignals } from './graceful-shutdown';
import { CatalogIndexService } from './modules/items/search-index/catalog-index.service';

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
  await app.get(CatalogIndexService).ready();
  if (config.devMail && !config.smtpUrl) banner.push(`送信メール (mail outbox)    ${config.appUrl}/dev/mail`);
  // Warmed on a private port before the real one opens: a visitor's request arriving the moment the port opens
  // (a load balancer or the bench asking as soon as it answers) must not queue behind the warm-up's.
  await warmUpPrivately(app.getHttpServer() as Server, dataSource);
  await app.listen(config.port);
  stopGracefullyOnSignals(app);
  logger.log(`listening on port ${config.port} (${config.nodeEnv})`);
  // A plain banner after Nest's route logs, so a new user sees where to go and how to log in.
  const rule = '─'.repeat(72);
  console.log([rule, ...banner.map((line) => `  ${line}`), rule].join('\n'));
}

/**
 * The first visitors after a start should not pay for opening the database pool's connections or for the
 * first pass through the search route (measured: the first search took 6× a warm one). A route's first request
 * goes through Express and teaches the direct lane its headers (direct-public-reads.ts), so the search is asked
 * more than once: the later ones run the lane's path as visitors' requests will. Failures are ignored: this only
 * prepares, it checks nothing.
 */
async function warmUpPrivately(server: Server, dataSource: DataSource): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    await warmUp((server.address() as AddressInfo).port, dataSource);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

async function warmUp(port: number, dataSource: DataSource): Promise<void> {
  await Promise.all(Array.from({ length: 10 }, () => dataSource.query('SELECT 1'))).catch(() => undefined);
  const api = `http://127.0.0.1:${port}/api/front/item`;
  const get = (path: string) =>
    fetch(`${api}/${path}`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => (res.ok ? (res.json() as Promise<{ items?: { id: number; tags?: { id: number }[] }[] }>) : null))
      .catch(() => null);
  const first = await get(`get-search-by-keyword-list?keyword=${encodeURIComponent('開発')}&sort=rate&page=4`);
  await get(`get-search-by-keyword-list?keyword=${encodeURIComponent('設計')}&remote=1&page=2`);
  // The tag page and the detail: the routes visitors ask most after the search, with ids the search found.
  const card = first?.items?.[0];
  const tagId = card?.tags?.[0]?.id;
  if (tagId !== undefined) {
    await get(`get-search-by-tag-list?tag_id=${tagId}`);
    await get(`get-search-by-tag-list?tag_id=${tagId}&rate_min=60&remote=1&sort=rate&page=2`);
  }
  if (card) for (let n = 0; n < 2; n++) await get(`get-item-detail/${card.id}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
