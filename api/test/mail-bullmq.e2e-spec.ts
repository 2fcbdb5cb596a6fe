import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { TEST_MAIL_SUBJECT } from '../src/modules/mail/templates/test-mail.template';
import { redisConnectionFromUrl } from '../src/common/redis/redis-connection';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { healthReport } from './support/staff-sessions';
import { createTestApp, csrfHeader, eventually, TEST_REDIS_URL, type TestApp } from './support/test-app';

interface Received {
  to: string[];
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  return match ? decodeHeader(match[1].replace(/\r?\n[ \t]/g, ' ')) : '';
}

describe('mail through BullMQ on Redis to SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let queueEvents: QueueEvents;
  let queue: Queue;
  const received: Received[] = [];
  const rejectionsLeft = new Map<string, number>();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        // flaky-*@: refused as many times as configured; always-fails@: refused every time.
        const left = rejectionsLeft.get(address.address) ?? 0;
        if (address.address.startsWith('always-fails@')) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        if (left > 0) {
          rejectionsLeft.set(address.address, left - 1);
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;

    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailAttempts: 4, mailBackoffMs: 200, mailBackoffMaxMs: 400 });
    queue = t.app.get<Queue>(getQueueToken('mail'));
    queueEvents = new QueueEvents('mail', { connection: redisConnectionFromUrl(TEST_REDIS_URL), prefix: t.config.queuePrefix });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  async function sendTestMail(to: string) {
    const xsrf = await csrfHeader(t.http); // before post(): the agent attaches its cookies when the request is made
    const res = await t.http.post('/dev/mail/test').set(xsrf).send({ to }).expect(202);
    // The job id is the outbox row's; the relay hands it to BullMQ right after the post.
    return eventually(() => queue.getJob(res.body.job_id));
  }

  it('delivers a Japanese test mail', async () => {
    const job = await sendTestMail('engineer@example.com');
    await expect(job.waitUntilFinished(queueEvents, 20_000)).resolves.toMatchObject({ status: 'sent' });
    const mail = received.find((m) => m.to.includes('engineer@example.com'));
    expect(mail).toBeDefined();
    expect(subjectOf(mail!.raw)).toBe(TEST_MAIL_SUBJECT);
  });

  const outboxRow = (id: string) => t.dataSource.getRepository(OutboxEntity).findOneByOrFail({ id });

  it('retries while SMTP refuses, then delivers once, recording each attempt on the outbox row', async () => {
    rejectionsLeft.set('flaky@example.com', 2);
    const job = await sendTestMail('flaky@example.com');
    const row = await eventually(async () => {
      const r = await outboxRow(job.id!);
      return r.status === 'sent' && r;
    }, 20_000);
    // Each attempt is a job of its own under the row's id: two refusals, then the delivery.
    expect(row.sendAttempts).toBe(3);
    expect(rejectionsLeft.get('flaky@example.com')).toBe(0);
    const delivered = received.filter((m) => m.to.includes('flaky@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].raw).toMatch(new RegExp(`^Message-ID: <${job.id}@`, 'im'));
  });

  it('keeps a mail failing for good as a dead letter on its outbox row, and health says degraded', async () => {
    const job = await sendTestMail('always-fails@example.com');
    const row = await eventually(async () => {
      const r = await outboxRow(job.id!);
      return r.status === 'dead' && r;
    }, 20_000);
    expect(row).toMatchObject({ jobName: 'mail.test', sendAttempts: 4 });
    expect(row.lastError).toMatch(/mailbox unavailable|550/);
    // BullMQ keeps nothing of it: the row is the record.
    expect(await queue.getJob(job.id!)).toBeUndefined();
    const health = await healthReport(t);
    expect([health.status, health.public]).toEqual([200, { status: 'up' }]);
    expect(health.body).toMatchObject({ status: 'degraded', outbox: { status: 'failing', dead: 1 } });
  });

  it('reports Redis and the queue as up in the details for staff', async () => {
    await t.dataSource.getRepository(OutboxEntity).delete({ status: 'dead' });
    const res = await healthReport(t);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queue: { driver: 'bullmq', failed: 0 }, outbox: { status: 'ok', pending: 0, dead: 0 } });
  });
});
