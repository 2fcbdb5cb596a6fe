// The API and the worker as two processes (dist/main.js, dist/worker.js) on a fresh MariaDB database, the shared
// Redis (a queue prefix of this file's own) and a real SMTP server: with REDIS_URL and DATABASE_URL the API only
// writes outbox rows, and the worker relays and sends them. A worker killed (SIGKILL) during an SMTP outage and
// started again still delivers each mail, once, with the Message-ID of its outbox row.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { csrf, postJson, startApi, startWorker, until, type RunningApi, type RunningProcess } from './support/api-process';
import { freePort } from './support/own-redis';
import { SmtpSink } from './support/smtp-sink';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { createTestApp, eventually, TEST_REDIS_URL, type TestApp } from './support/test-app';
import { healthReport } from './support/staff-sessions';
import { MailService } from '../src/modules/mail/mail.service';
import { MAIL_OUTBOX_OPTIONS, type MailOutboxOptions } from '../src/modules/mail/outbox/mail-outbox.options';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';

jest.setTimeout(150_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const STAFF = 'staff@example.com';

interface OutboxRow extends RowDataPacket {
  id: string;
  job_name: string;
  status: string;
  send_attempts: number;
}

describe('mail through a worker process beside the API (compiled entry points)', () => {
  let dir: string;
  let db: TestDatabase;
  let sql: Connection;
  let smtp: SmtpSink;
  let api: RunningApi | undefined;
  let worker: RunningProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'er-mail-worker-'));
    db = await createTestDatabase();
    smtp = new SmtpSink(await freePort());
    await smtp.up();
    env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `er-test-worker-${Date.now().toString(36)}`,
      // A refused connection costs an attempt at once; a stuck one under a second.
      SMTP_URL: `${smtp.url}/?connectionTimeout=800&greetingTimeout=800&socketTimeout=2000`,
      STAFF_MAIL_TO: STAFF,
      CONTACT_RATE_LIMIT: '100',
      // The default attempts, every wait scaled down (production: 10 s doubling to 15 min, hand-over after 5 min).
      MAIL_ATTEMPTS: '200',
      MAIL_BACKOFF_MS: '100',
      MAIL_BACKOFF_MAX_MS: '300',
      MAIL_REDISPATCH_AFTER_MS: '2000',
    };
    // JOBS_IN_API is left to its default, which is false with REDIS_URL and DATABASE_URL.
    api = await startApi(dir, smtp.port, env);
    sql = await createConnection(db.url);
  });

  afterAll(async () => {
    for (const running of [worker, api]) {
      if (running && !running.exited()) {
        running.child.kill('SIGKILL');
        await running.exit;
      }
    }
    await sql?.end();
    await smtp?.close();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Posts a general inquiry from `email`: a staff notice (Reply-To: email) and an auto-reply to email. */
  async function postInquiry(email: string): Promise<void> {
    const res = await postJson(
      api!.port,
      '/api/front/content-of-contact-post',
      {
        contact_type: 2,
        name: '山田 太郎',
        name_kana: 'ヤマダ タロウ',
        email,
        tel: '03-1234-5678',
        company_name: '株式会社サンプル',
        body: '受託開発についてご相談があります。詳細をお伺いできますか。',
        agree: true,
        idempotency_key: randomUUID(),
      },
      await csrf(api!.port),
    );
    expect(res.status).toBe(201);
  }

  const autoReplies = (email: string) => smtp.to(email);
  const staffNotices = (email: string) => smtp.to(STAFF).filter((m) => new RegExp(`^Reply-To:.*${email.replace(/[.]/g, '\\.')}`, 'im').test(m.raw));
  const rows = async () => (await sql.query<OutboxRow[]>('SELECT id, job_name, status, send_attempts FROM outbox ORDER BY created_at'))[0];

  /** The outbox rows written since `before` (the ids there before), oldest first: each test reads only its own. */
  const rowsSince = async (before: ReadonlySet<string>) => (await rows()).filter((r) => !before.has(r.id));
  const rowIds = async () => new Set((await rows()).map((r) => r.id));

  async function stopWorker(): Promise<void> {
    if (worker && !worker.exited()) {
      worker.child.kill('SIGKILL');
      await worker.exit;
    }
    worker = undefined;
  }

  async function ensureWorker(): Promise<RunningProcess> {
    if (!worker || worker.exited()) worker = await startWorker(dir, smtp.port, env);
    return worker;
  }

  // Each test brings the worker to the state it needs: CI runs a file's tests in a shuffled order.
  it('the API only writes outbox rows; the worker started later delivers them', async () => {
    await stopWorker();
    const before = await rowIds();
    await postInquiry('first@example.com');
    await sleep(2_000);
    expect(autoReplies('first@example.com')).toHaveLength(0);
    expect((await rowsSince(before)).map((r) => r.status)).toEqual(['pending', 'pending']);

    await ensureWorker();
    await until('both mails of the inquiry', () => autoReplies('first@example.com').length === 1 && staffNotices('first@example.com').length === 1, 60_000);
    await until('the rows to be marked sent', async () => (await rowsSince(before)).every((r) => r.status === 'sent'), 30_000);
    // Each carries its outbox row's Message-ID.
    const ids = new Set((await rowsSince(before)).map((r) => `<${r.id}@localhost>`));
    expect(ids.has(autoReplies('first@example.com')[0].messageId)).toBe(true);
    expect(ids.has(staffNotices('first@example.com')[0].messageId)).toBe(true);
  });

  it('a worker killed during an SMTP outage and started again delivers each mail once', async () => {
    await ensureWorker();
    await smtp.down('refuse');
    const before = await rowIds();
    await postInquiry('outage@example.com');
    await until(
      'failed attempts on both rows',
      async () => {
        const mine = await rowsSince(before);
        return mine.length === 2 && mine.every((r) => r.status === 'pending' && r.send_attempts >= 2);
      },
      60_000,
    );
    await stopWorker();
    await smtp.up();
    // Nobody sends while the worker is away, SMTP back or not.
    await sleep(1_500);
    expect(autoReplies('outage@example.com')).toHaveLength(0);

    await ensureWorker();
    await until('both mails after the restart', () => autoReplies('outage@example.com').length >= 1 && staffNotices('outage@example.com').length >= 1, 60_000);
    await until('every row to be marked sent', async () => (await rowsSince(before)).every((r) => r.status === 'sent'), 30_000);
    // Past the hand-over interval: a second copy would have arrived by now.
    await sleep(3_000);
    expect(autoReplies('outage@example.com')).toHaveLength(1);
    expect(staffNotices('outage@example.com')).toHaveLength(1);
    const messageIds = smtp.received.map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it('the worker stops on SIGTERM with exit code 0', async () => {
    const running = await ensureWorker();
    running.child.kill('SIGTERM');
    await expect(running.exit).resolves.toEqual({ code: 0, signal: null });
    expect(running.output()).toMatch(/SIGTERM: no new jobs/);
    worker = undefined;
  });
});

describe('the API without the jobs (JOBS_IN_API=false), in process', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ jobsInApi: false, smtpUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('hands nothing to the queue: an enqueued mail stays an undispatched outbox row', async () => {
    const { id } = await t.app.get(MailService).enqueue('mail.test', { to: 'api-only@example.com' });
    await sleep(1_500);
    const row = await t.dataSource.getRepository(OutboxEntity).findOneByOrFail({ id });
    expect(row).toMatchObject({ status: 'pending', dispatchedAt: null, sendAttempts: 0 });
  });

  it("reports the worker's queue from Redis, and a row no worker takes as stuck (503)", async () => {
    // A row of its own, whichever test ran first.
    await t.app.get(MailService).enqueue('mail.test', { to: 'stuck@example.com' });
    // Redis is asked with a 1 s timeout (null on a slow answer): on a busy machine, ask again.
    const before = await eventually(async () => {
      const report = await healthReport(t);
      return report.body.queue.waiting !== null && report;
    });
    expect(before.body.queue).toEqual({ driver: 'bullmq', waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(before.body.outbox).toMatchObject({ status: 'ok', retrying: 0, dead: 0 });
    const pending = before.body.outbox.pending;
    expect(pending).toBeGreaterThanOrEqual(1);
    t.app.get<MailOutboxOptions>(MAIL_OUTBOX_OPTIONS).stuckAfterMs = 100;
    await sleep(200);
    const after = await healthReport(t);
    expect(after.status).toBe(503);
    expect(after.body).toMatchObject({ status: 'error', redis: 'up', outbox: { status: 'stuck', pending } });
  });
});
