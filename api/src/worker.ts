import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loggerLevels } from './config/app-config';
import { loadConfigOrExit } from './config/config-or-exit';
import { workerRefusal } from './config/process-role';
import { waitForCurrentSchema } from './database/wait-for-schema';
import { stopGracefullyOnSignals } from './graceful-shutdown';

/**
 * The second entry point (`npm run worker -w api`, `node api/dist/worker.js`): the background work — the mail
 * queue's worker, the outbox relay, the saved-search digest schedule — in a process of its own, beside API
 * processes that only write outbox rows (JOBS_IN_API, default false with REDIS_URL and DATABASE_URL). The same
 * AppModule as the API, as an application context: no HTTP server, and every mail handler registered.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const refusal = workerRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const logger = new Logger('Worker');
  await waitForCurrentSchema(
    { databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, acquireTimeoutMs: config.dbPoolAcquireTimeoutMs },
    { log: (line) => logger.log(line) },
  );
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, 'worker'), {
    logger: loggerLevels(config.logLevel),
    // A failure at start is printed and exits 1 (below) rather than aborting the process with a core dump.
    abortOnError: false,
  });
  stopGracefullyOnSignals(app);
  // No server socket holds the event loop open; the queue's connections would, but not while Redis is away.
  // The shutdown ends the process with process.exit.
  setInterval(() => undefined, 1 << 30);
  const digest = config.savedSearchDigestHour === null ? 'off' : `daily at ${config.savedSearchDigestHour}:00 Japan time`;
  logger.log(`running the background work: mail queue "${config.queuePrefix}:mail" and outbox relay, saved-search digest ${digest}`);
  if (config.jobsInApi) logger.log('JOBS_IN_API is true: the API processes take jobs too (each mail is still sent once)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
