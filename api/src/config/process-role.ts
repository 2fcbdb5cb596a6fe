import type { AppConfig } from './app-config';

/** Which entry point built the application: the API (main.ts, the tests, the CLIs) or the worker (worker.ts). */
export type ProcessRole = 'api' | 'worker';

/**
 * Whether this process runs the background work (the mail queue's worker, the outbox relay, the saved-search
 * digest schedule): the worker always; the API when JOBS_IN_API says so (see AppConfig.jobsInApi).
 */
export function jobsRunHere(config: Pick<AppConfig, 'jobsInApi'>, role: ProcessRole): boolean {
  return role === 'worker' || config.jobsInApi;
}

/**
 * Why the worker cannot run with these settings, or null. It shares the queue and the database with the API
 * processes: without REDIS_URL the queue lives inside the API process, and the embedded SQLite file (whose
 * schema each opener synchronizes) belongs to one process.
 */
export function workerRefusal(config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>): string | null {
  if (!config.redisUrl) return 'The worker needs REDIS_URL: without Redis the background jobs run inside the API process (npm start), so there is nothing for a worker to do.';
  if (!config.databaseUrl) return 'The worker needs DATABASE_URL: the embedded SQLite database belongs to the API process, which runs the background jobs itself without it.';
  return null;
}
