import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import passport from 'passport';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { createApp, type CreateAppOptions } from '../../src/create-app';
import { runMigrations } from '../../src/database/database.module';
import { ADMIN_STRATEGY, MEMBER_STRATEGY } from '../../src/modules/auth/auth.constants';
import { AdminJwtStrategy } from '../../src/modules/auth/strategies/admin-jwt.strategy';
import { MemberJwtStrategy } from '../../src/modules/auth/strategies/member-jwt.strategy';
import { CatalogChanges } from '../../src/common/catalog-changes/catalog-changes';
import { createTestDatabase } from './test-database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface TestApp {
  app: INestApplication;
  /** supertest agent: keeps cookies between requests, like a browser. */
  http: ReturnType<typeof request.agent>;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The real application on a fresh MariaDB database (migrated), real Redis with a unique queue prefix,
 * a temporary MAIL_DIR. Pass `{ redisUrl: undefined }` for the in-process queue, and `{ quiet: false }` with a
 * `logLevel` of 'log' as options for the request log lines.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** `databaseUrlVia`, e.g. a TcpProxy's `urlFor`: the app reaches its fresh database through this URL instead. */
  options: CreateAppOptions & { databaseUrlVia?: (url: string) => string } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const tempDir = await mkdtemp(path.join(tmpdir(), 'er-api-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'error' }),
    databaseUrl: options.databaseUrlVia ? options.databaseUrlVia(db.url) : db.url,
    redisUrl: TEST_REDIS_URL,
    queuePrefix: `er-test-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
    mailDir: path.join(tempDir, 'mail'),
    uploadDir: path.join(tempDir, 'uploads'),
    seedOnStart: false,
    ...overrides,
  };
  let app: INestApplication | undefined;
  try {
    app = await createApp(config, { quiet: true, ...options });
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    const http = request.agent(app.getHttpServer());
    const started = app;
    return {
      app,
      http,
      config,
      dataSource,
      async close() {
        await started.close();
        await db.drop();
        await rm(tempDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw error;
  }
}

/**
 * Another application next to `t` in the same process for the length of `work`, then `t` is the one that
 * checks tokens again. @nestjs/passport registers the JWT strategies on passport's process-wide registry
 * by name, so the app created last checks every app's tokens (with its own secret and database): one app
 * per process in production, but a test that starts a second one would otherwise leave `t` refusing its
 * own staff and members (and its refusal tests passing for the wrong reason).
 */
export async function withSecondApp<T>(t: TestApp, overrides: Partial<AppConfig>, work: (other: TestApp) => Promise<T>): Promise<T> {
  const other = await createTestApp(overrides);
  try {
    return await work(other);
  } finally {
    await other.close();
    passport.use(ADMIN_STRATEGY, t.app.get(AdminJwtStrategy));
    passport.use(MEMBER_STRATEGY, t.app.get(MemberJwtStrategy));
  }
}

/** Fetches the anti-forgery cookie (kept by the agent) and returns the header to send with writes. */
export async function csrfHeader(http: TestApp['http']): Promise<{ 'X-XSRF-TOKEN': string }> {
  const res = await http.get('/sanctum/csrf-cookie').expect(204);
  const cookie = cookieFrom(res.headers['set-cookie'], 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

export function cookieFrom(setCookie: string | string[] | undefined, name: string): { value: string; raw: string } | null {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const raw = list.find((c) => c.startsWith(`${name}=`));
  if (!raw) return null;
  return { value: raw.slice(name.length + 1).split(';')[0], raw };
}

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface DevMail {
  id: string;
  to: string;
  subject: string;
}

/** The development outbox (/dev/mail) of a test app: what was sent, and the text of one mail. */
export function mailbox(t: TestApp) {
  const list = async () => (await t.http.get('/dev/mail.json').expect(200)).body.mails as DevMail[];
  const text = async (id: string) => (await t.http.get(`/dev/mail/${id}`).expect(200)).text;
  const to = async (address: string, subject?: string) => (await list()).filter((m) => m.to === address && (subject === undefined || m.subject === subject));
  return {
    list,
    text,
    /** Waits for a mail to `address` whose subject is `subject`; returns the newest with its text. */
    async waitFor(address: string, subject: string, timeoutMs?: number): Promise<DevMail & { text: string }> {
      const mail = await eventually(async () => (await to(address, subject))[0], timeoutMs);
      return { ...mail, text: await text(mail.id) };
    },
    /** Waits (bounded, as `eventually`) until at least `count` mails to `address` with `subject` were sent; returns them, newest first. */
    async waitForCount(address: string, subject: string, count: number, timeoutMs?: number): Promise<DevMail[]> {
      return eventually(async () => {
        const found = await to(address, subject);
        return found.length >= count && found;
      }, timeoutMs);
    },
    /** Mails to `address` (and with `subject` when given) so far. */
    to,
  };
}

/** The token of a link to `page` in a mail's text (`…/user/regist/comp?token=…`). */
export function linkToken(mailText: string, page: string): string {
  const match = new RegExp(`${page.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(mailText);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

/**
 * Empties the listing tables outright (a test's clean slate), then announces it as a listing writer does, so
 * the catalog search index drops them now: the index's change poll finds edited rows, but rows deleted
 * outright only at its full comparison, once a minute.
 */
export async function deleteAllListings(t: TestApp): Promise<void> {
  const ids = ((await t.dataSource.query('SELECT id FROM items')) as { id: number | string }[]).map((r) => Number(r.id));
  await t.dataSource.query('DELETE FROM item_tags');
  await t.dataSource.query('DELETE FROM item_areas');
  await t.dataSource.query('DELETE FROM items');
  await t.app.get(CatalogChanges).announce({ itemIds: ids });
}
