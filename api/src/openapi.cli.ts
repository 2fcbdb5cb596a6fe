import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadConfig, REPO_ROOT } from './config/app-config';
import { createApp } from './create-app';
import { buildOpenApiDocument, stableStringify } from './openapi';

/**
 * `npm run openapi -w api`: writes packages/api-client/openapi.json from the compiled app
 * (in-memory SQLite, no Redis, no SMTP; never listens). Then `npm run generate -w @er/api-client`.
 */
async function main(): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }),
    sqlitePath: ':memory:',
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
  };
  const app = await createApp(config, { quiet: true });
  try {
    const out = path.join(REPO_ROOT, 'packages', 'api-client', 'openapi.json');
    writeFileSync(out, stableStringify(buildOpenApiDocument(app)));
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
