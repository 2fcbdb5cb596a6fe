import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import * as path from 'node:path';
import {
  checkProductionTransport,
  ConfigError,
  oneOf,
  parseTrustProxy,
  parseBoolean,
  parseFirebase,
  parseInteger,
  parseListenHost,
  parsePort,
  parseSite,
  parseUrl,
  raw,
  type Env,
} from '@er/server-kit/settings';

// The shared parsers, for the API's own modules and tests that read a setting the same way.
export { ConfigError, parseBoolean, parseInteger, parsePort, parseTrustProxy, parseUrl };

/**
 * The one place that reads process.env: every setting is parsed and validated here once, at start.
 * A bad or missing setting stops the process with one line naming it (see ConfigError).
 * Every setting is documented, with its default, in the repository's .env.example.
 */

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  /**
   * HOST: the address the server listens on. Default 127.0.0.1 when NODE_ENV is not set (a forgotten setting
   * never opens a development server to the network); with NODE_ENV set, every interface (undefined), as a
   * deployment expects.
   */
  host?: string;
  /** Public base URL of the site, used in mails and canonical links. */
  appUrl: string;
  /** mysql://user:pass@host:port/db — MySQL/MariaDB with migrations. Absent: embedded SQLite. */
  databaseUrl?: string;
  /** Embedded database file (used only without DATABASE_URL). */
  sqlitePath: string;
  /**
   * DB_POOL_SIZE (default 20, 1–500): connections this process keeps to MariaDB at most. Every instance opens up
   * to this many, so instances × DB_POOL_SIZE (plus the catalog build workers' and the CLIs' own) must stay
   * below the server's max_connections. Unused with the embedded SQLite database.
   */
  dbPoolSize: number;
  /**
   * DB_POOL_ACQUIRE_TIMEOUT_MS (default 5000, 100–600000): how long a request waits for a free pooled connection
   * before it is answered 503 with Retry-After, instead of queueing without end behind a full pool or a database
   * that does not answer.
   */
  dbPoolAcquireTimeoutMs: number;
  /** redis://host:port — mail jobs on BullMQ. Absent: jobs run in-process. */
  redisUrl?: string;
  /**
   * JOBS_IN_API: the API process also runs the background work — the mail queue's worker, the outbox relay, the
   * saved-search digest schedule. Default true, except with both REDIS_URL and DATABASE_URL, where a separate
   * worker process (`npm run worker -w api`, dist/worker.js) runs them and the API only writes outbox rows.
   * false needs both: without Redis the queue lives inside the API process, and the embedded SQLite file
   * belongs to one process.
   */
  jobsInApi: boolean;
  /** smtp://user:pass@host:port — mail sent by SMTP. Absent: mail written to mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** From header of every mail. */
  mailFrom: string;
  /** Where staff notifications (contact forms, entries) go. Absent: DEFAULT_STAFF_MAIL_TO (mail/staff-recipient.ts). */
  staffMailTo?: string;
  /**
   * Send attempts per mail before it becomes a dead letter (kept on its outbox row for staff to re-send),
   * and the backoff between them: exponential from mailBackoffMs, capped at mailBackoffMaxMs. The defaults
   * (200, 10 s, 15 min) keep trying for about 48 hours.
   */
  mailAttempts: number;
  mailBackoffMs: number;
  mailBackoffMaxMs: number;
  /**
   * A mail handed to the queue but not sent after this long is handed over again (same job id, so a queue
   * that still holds it ignores the second add; one that lost it — a Redis restart, an eviction — runs it).
   */
  mailRedispatchAfterMs: number;
  uploadDir: string;
  /** Directory of the repository root: front-end builds are served from <root>/mfe-*\/dist. */
  staticRoot: string;
  /**
   * Seed an empty database with demo data at start. Default: on only in development with the embedded
   * database. In production only when SEED_ON_START is set explicitly, and then without any login
   * (no staff or member account with a published password): the first owner comes from `npm run staff:create`.
   */
  seedOnStart: boolean;
  /**
   * Signs login tokens (HS256). Outside development/test: JWT_SECRET is required, at least 32 bytes, and
   * none of the values published in the repository. Development: random per machine, kept in var/jwt-secret.
   */
  jwtSecret: string;
  /**
   * Express `trust proxy` (TRUST_PROXY): false, a hop count, or a list of addresses/CIDRs/`loopback`.
   * Decides which X-Forwarded-For entry is the client (rate limits, logs) and whether the request was https.
   */
  trustProxy: boolean | number | string[];
  /** Session cookies (login, anti-forgery) carry `Secure`: APP_URL is https. */
  secureCookies: boolean;
  /** /dev/mail pages: development and test, or DEV_MAIL=1. */
  devMail: boolean;
  /**
   * The development pages (/dev/mail and the other /dev tools) answer only requests from this machine (the
   * client address as TRUST_PROXY resolves it is a loopback one): NODE_ENV not set. They show every mail sent,
   * password-reset links included.
   */
  devToolsLoopbackOnly: boolean;
  /** GET /api/openapi.json: on by default except in production (OPENAPI_PUBLIC). */
  openApiPublic: boolean;
  /** Key prefix of the BullMQ queues in Redis (tests use a unique one per file). */
  queuePrefix: string;
  logLevel: LogLevel;
  /** SPEC §9: public Firebase web settings for social sign-in; all three or none. */
  firebase?: { apiKey: string; authDomain: string; projectId: string };
  /**
   * FIREBASE_JWKS_URL: where the public keys that sign Firebase ID tokens are published (JWKS; Google's by
   * default). A setting so tests sign tokens with a local key and no test reaches the internet.
   */
  firebaseJwksUrl: string;
  /** Posts per IP per 10 minutes on the inquiry/request post endpoints (CONTACT_RATE_LIMIT, default 5). */
  contactRateLimit: number;
  /**
   * REQUEST_RATE_LIMIT: public reads (GET of /api/front/…) and pages a client address may ask per minute, counted
   * in Redis with REDIS_URL (429 past it); default 600 (off under NODE_ENV=test: tests that need it set it); off /
   * false / none: no limit. A load test from one address
   * raises it (or turns it off) rather than getting through another way.
   */
  requestRateLimit: number | null;
  /**
   * COLUMN_SITE_URL: origin of the column (WordPress) site. Column links are shown only when they are on
   * it (issue 11: the seed's example.com links are not); absent: columns are listed without outside links.
   */
  columnSiteUrl?: string;
  /**
   * Seconds the public catalog responses (search, tag pages, detail, top-page widgets) are replayed from
   * memory (PUBLIC_CACHE_SECONDS; default 10, 0 under NODE_ENV=test so tests see every write at once; 0 = off).
   */
  publicCacheSeconds: number;
  /**
   * CATALOG_CACHE (default true): false keeps no in-process copy of catalog answers — no response replay
   * (whatever PUBLIC_CACHE_SECONDS says) and none of the 60 s memos (recent-popular ranking, market price
   * statistics) — so every request is answered by the catalog search index or the database (benchmarks,
   * debugging). The master names' copy stays: reference data the app never writes (MasterService).
   */
  catalogCache: boolean;
  /**
   * CATALOG_INDEX_POLL_MS (default 500): how often the catalog search index (issue 14) looks for listings
   * and tags written since its last look — the repair path when a change message was lost, and the only
   * path for writes that bypass the change bus (another program writing the tables).
   */
  catalogIndexPollMs: number;
  /**
   * CATALOG_INDEX_SYNC_ON_READ (default false; true under NODE_ENV=test): every search first does that look,
   * so a listing written straight to the database (test factories, an import) is searchable by the next
   * request rather than within a poll interval. Costs one indexed query per search.
   */
  catalogIndexSyncOnRead: boolean;
  /**
   * CATALOG_BUILD_WORKERS (default 2, 0–8): worker threads that read and prepare the listings while the catalog
   * search index is built at start (catalog-build-workers.ts); 0 builds on the API's own thread. A catalog of
   * fewer than BUILD_WORKERS_FROM_ID ids, or an in-memory SQLite database, is always built on the API's thread.
   */
  catalogBuildWorkers: number;
  /**
   * CATALOG_COUNT_WORKERS (default 1, 0–4): worker threads that count the facets of large result sets while the
   * API's thread answers other requests (count-walkers.ts); 0 counts on the API's thread. They start only for a
   * catalog large enough to have such sets.
   */
  catalogCountWorkers: number;
  /**
   * SAVED_SEARCH_DIGEST_HOUR: the hour (0–23, Japan time) of the daily new-listing mail of saved searches
   * (issue 13): a BullMQ job scheduler with REDIS_URL, an in-process timer without. Default 8; `off` (the
   * default under NODE_ENV=test, where tests trigger the run themselves) schedules nothing. null = off.
   */
  savedSearchDigestHour: number | null;
}

/** The repository root, from api/src/config or api/dist/config alike. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Signing secrets that were ever published in this repository (old dev default, compose fallback,
 * README examples): refused outside development/test. A test scans the repository for new ones.
 */
export const PUBLISHED_JWT_SECRETS: readonly string[] = [
  'dev-only-jwt-secret-change-me',
  'change-me-in-production-please',
  'change-me',
  'changeme',
  'secret',
  'your-secret-here',
  'please-change-this-secret-to-32-bytes-or-more',
];
export const MIN_JWT_SECRET_BYTES = 32;
/** bench/db-pool.mjs measures it (bench/results, the README's pool section). */
export const DEFAULT_DB_POOL_SIZE = 20;
export const DEFAULT_MAIL_FROM = 'エンジニアルート <no-reply@engineer-route.example>';

export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort('PORT', raw(env, 'PORT') ?? '3000');
  // The signing secret first: a production start without it names that before anything else.
  const jwtSecret = parseJwtSecret(env, oneOf<NodeEnv>('NODE_ENV', raw(env, 'NODE_ENV') ?? 'development', ['development', 'production', 'test']));
  // NODE_ENV, and APP_URL (https in production unless ALLOW_HTTP_APP_URL says plain http is meant).
  const { nodeEnv, appUrl } = parseSite(env, port);
  const databaseUrlRaw = raw(env, 'DATABASE_URL');
  const redisUrlRaw = raw(env, 'REDIS_URL');
  const smtpUrlRaw = raw(env, 'SMTP_URL');
  const staffMailTo = raw(env, 'STAFF_MAIL_TO');
  if (staffMailTo && !/^[^\s@]+@[^\s@]+$/.test(staffMailTo.replace(/^.*<(.*)>$/, '$1'))) {
    throw new ConfigError('STAFF_MAIL_TO', `not an e-mail address: "${staffMailTo}"`);
  }
  const queuePrefix = raw(env, 'QUEUE_PREFIX') ?? 'er';
  if (!/^[A-Za-z0-9_.-]+$/.test(queuePrefix)) throw new ConfigError('QUEUE_PREFIX', `only letters, digits, "_", "." and "-" allowed, got "${queuePrefix}"`);

  const firebase = parseFirebase(env);
  const firebaseJwksUrl = parseUrl('FIREBASE_JWKS_URL', raw(env, 'FIREBASE_JWKS_URL') ?? DEFAULT_FIREBASE_JWKS_URL, ['http', 'https']);
  if (nodeEnv === 'production') checkProductionTransport(env, appUrl, { FIREBASE_JWKS_URL: firebaseJwksUrl });
  const nodeEnvUnset = raw(env, 'NODE_ENV') === undefined;
  const host = parseListenHost(env);

  const varDir = (sub: string) => path.join(REPO_ROOT, 'var', sub);
  const dir = (name: string, fallback: string) => path.resolve(raw(env, name) ?? fallback);

  return {
    nodeEnv,
    port,
    host,
    appUrl,
    databaseUrl: databaseUrlRaw ? parseUrl('DATABASE_URL', databaseUrlRaw, ['mysql', 'mariadb']) : undefined,
    sqlitePath: dir('SQLITE_PATH', path.join(REPO_ROOT, 'var', 'db.sqlite')),
    dbPoolSize: parseInteger('DB_POOL_SIZE', raw(env, 'DB_POOL_SIZE') ?? String(DEFAULT_DB_POOL_SIZE), 1, 500),
    dbPoolAcquireTimeoutMs: parseInteger('DB_POOL_ACQUIRE_TIMEOUT_MS', raw(env, 'DB_POOL_ACQUIRE_TIMEOUT_MS') ?? '5000', 100, 600_000),
    redisUrl: redisUrlRaw ? parseUrl('REDIS_URL', redisUrlRaw, ['redis', 'rediss']) : undefined,
    smtpUrl: smtpUrlRaw ? parseUrl('SMTP_URL', smtpUrlRaw, ['smtp', 'smtps']) : undefined,
    mailDir: dir('MAIL_DIR', varDir('mail')),
    mailFrom: raw(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    staffMailTo,
    mailAttempts: parseInteger('MAIL_ATTEMPTS', raw(env, 'MAIL_ATTEMPTS') ?? '200', 1, 10_000),
    mailBackoffMs: parseInteger('MAIL_BACKOFF_MS', raw(env, 'MAIL_BACKOFF_MS') ?? '10000', 1, 3_600_000),
    mailBackoffMaxMs: parseInteger('MAIL_BACKOFF_MAX_MS', raw(env, 'MAIL_BACKOFF_MAX_MS') ?? '900000', 1, 86_400_000),
    mailRedispatchAfterMs: parseInteger('MAIL_REDISPATCH_AFTER_MS', raw(env, 'MAIL_REDISPATCH_AFTER_MS') ?? '300000', 100, 86_400_000),
    uploadDir: dir('UPLOAD_DIR', varDir('uploads')),
    staticRoot: dir('STATIC_ROOT', REPO_ROOT),
    seedOnStart: parseBoolean('SEED_ON_START', raw(env, 'SEED_ON_START') ?? (nodeEnv === 'development' && !databaseUrlRaw ? 'true' : 'false')),
    jwtSecret,
    trustProxy: parseTrustProxy(raw(env, 'TRUST_PROXY') ?? 'loopback'),
    secureCookies: appUrl.startsWith('https:'),
    devMail: nodeEnv !== 'production' || parseBoolean('DEV_MAIL', raw(env, 'DEV_MAIL') ?? 'false'),
    devToolsLoopbackOnly: nodeEnvUnset,
    openApiPublic: parseBoolean('OPENAPI_PUBLIC', raw(env, 'OPENAPI_PUBLIC') ?? (nodeEnv === 'production' ? 'false' : 'true')),
    queuePrefix,
    logLevel: oneOf<LogLevel>('LOG_LEVEL', raw(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'log'), ['error', 'warn', 'log', 'debug', 'verbose']),
    firebase,
    firebaseJwksUrl,
    contactRateLimit: parseInteger('CONTACT_RATE_LIMIT', raw(env, 'CONTACT_RATE_LIMIT') ?? '5', 1, 100_000),
    requestRateLimit: parseRequestRateLimit(raw(env, 'REQUEST_RATE_LIMIT') ?? (nodeEnv === 'test' ? 'off' : '600')),
    columnSiteUrl: raw(env, 'COLUMN_SITE_URL') ? new URL(parseUrl('COLUMN_SITE_URL', raw(env, 'COLUMN_SITE_URL')!, ['http', 'https'])).origin : undefined,
    publicCacheSeconds: parseInteger('PUBLIC_CACHE_SECONDS', raw(env, 'PUBLIC_CACHE_SECONDS') ?? (nodeEnv === 'test' ? '0' : '10'), 0, 3600),
    catalogCache: parseBoolean('CATALOG_CACHE', raw(env, 'CATALOG_CACHE') ?? 'true'),
    catalogIndexPollMs: parseInteger('CATALOG_INDEX_POLL_MS', raw(env, 'CATALOG_INDEX_POLL_MS') ?? '500', 100, 600_000),
    catalogIndexSyncOnRead: parseBoolean('CATALOG_INDEX_SYNC_ON_READ', raw(env, 'CATALOG_INDEX_SYNC_ON_READ') ?? (nodeEnv === 'test' ? 'true' : 'false')),
    catalogBuildWorkers: parseInteger('CATALOG_BUILD_WORKERS', raw(env, 'CATALOG_BUILD_WORKERS') ?? '2', 0, 8),
    catalogCountWorkers: parseInteger('CATALOG_COUNT_WORKERS', raw(env, 'CATALOG_COUNT_WORKERS') ?? '1', 0, 4),
    savedSearchDigestHour: parseDigestHour(raw(env, 'SAVED_SEARCH_DIGEST_HOUR') ?? (nodeEnv === 'test' ? 'off' : '8')),
    jobsInApi: parseJobsInApi(raw(env, 'JOBS_IN_API'), Boolean(redisUrlRaw && databaseUrlRaw)),
  };
}

/** See AppConfig.jobsInApi. */
export function parseJobsInApi(value: string | undefined, workerPossible: boolean): boolean {
  if (value === undefined) return !workerPossible;
  const inApi = parseBoolean('JOBS_IN_API', value);
  if (!inApi && !workerPossible) {
    throw new ConfigError('JOBS_IN_API', 'false needs REDIS_URL and DATABASE_URL (the worker process shares the queue and the database with the API); without them jobs run in the API');
  }
  return inApi;
}


/**
 * Where this process reaches its own server (the server renderer's API calls): the address it listens on, or
 * 127.0.0.1 when it listens on every interface.
 */
export function ownOrigin(config: Pick<AppConfig, 'host' | 'port'>): string {
  const { host, port } = config;
  if (host === undefined || host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return isIP(host) === 6 ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** REQUEST_RATE_LIMIT: requests per minute per address (1 to 1,000,000,000), or off / false / none for no limit. */
export function parseRequestRateLimit(value: string): number | null {
  if (['off', 'false', 'none', 'no'].includes(value.trim().toLowerCase())) return null;
  return parseInteger('REQUEST_RATE_LIMIT', value.trim(), 1, 1_000_000_000);
}

/** SAVED_SEARCH_DIGEST_HOUR: an hour of the day in Japan (0–23), or off / false / none for no schedule. */
export function parseDigestHour(value: string): number | null {
  if (['off', 'false', 'none', 'no'].includes(value.trim().toLowerCase())) return null;
  return parseInteger('SAVED_SEARCH_DIGEST_HOUR', value.trim(), 0, 23);
}

/**
 * JWT_SECRET: given → checked (outside development/test: 32+ bytes, not a published value);
 * missing → refused in production, random per process in test, random per machine in development
 * (generated once into var/jwt-secret so logins survive a restart).
 */
function parseJwtSecret(env: Env, nodeEnv: NodeEnv): string {
  const given = raw(env, 'JWT_SECRET');
  const strict = nodeEnv === 'production';
  if (given !== undefined) {
    if (strict && Buffer.byteLength(given, 'utf8') < MIN_JWT_SECRET_BYTES) {
      throw new ConfigError('JWT_SECRET', `must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`)`);
    }
    if (strict && PUBLISHED_JWT_SECRETS.includes(given)) {
      throw new ConfigError('JWT_SECRET', 'this value is published in the repository; generate your own (e.g. `openssl rand -base64 48`)');
    }
    if (!strict && given.length < 16) throw new ConfigError('JWT_SECRET', 'must be at least 16 characters');
    return given;
  }
  if (strict) throw new ConfigError('JWT_SECRET', `required when NODE_ENV=production (at least ${MIN_JWT_SECRET_BYTES} bytes, e.g. \`openssl rand -base64 48\`)`);
  if (nodeEnv === 'test') return randomBytes(32).toString('base64url');
  return machineDevSecret(path.join(REPO_ROOT, 'var', 'jwt-secret'));
}

/** The development signing secret: random, created once per machine (mode 600) and reused. */
export function machineDevSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_BYTES) return existing;
  } catch {
    // not created yet
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}


/** Google's JWKS of the keys that sign Firebase Authentication ID tokens (securetoken@system.gserviceaccount.com). */
export const DEFAULT_FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';


/** Nest logger levels for a configured level (each level includes the more severe ones). */
export function loggerLevels(level: LogLevel): LogLevel[] {
  const order: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];
  return order.slice(0, order.indexOf(level) + 1);
}
