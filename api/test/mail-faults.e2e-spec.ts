// Mail under faults, with real services: a real SMTP server (smtp-server) the test stops and starts, and a
// redis-server of the test's own, killed and started again without persistence. The outbox row is the
// record of each mail until it is sent, so every mail arrives, and none twice.
import { In } from 'typeorm';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { MailService } from '../src/modules/mail/mail.service';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { OwnRedis, freePort } from './support/own-redis';
import { SmtpSink } from './support/smtp-sink';
import { healthReport, staffSession } from './support/staff-sessions';
import { createTestApp, csrfHeader, eventually, type TestApp } from './support/test-app';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function enqueueTestMails(t: TestApp, addresses: string[]): Promise<string[]> {
  const mail = t.app.get(MailService);
  const ids: string[] = [];
  for (const to of addresses) ids.push((await mail.enqueue('mail.test', { to })).id);
  return ids;
}

const rowsOf = (t: TestApp, ids: string[]) => t.dataSource.getRepository(OutboxEntity).findBy({ id: In(ids) });

/** Waits until every row is sent and the queue is idle, then a little longer: a duplicate would have arrived by then. */
async function settled(t: TestApp, ids: string[]): Promise<void> {
  await eventually(async () => {
    const rows = await rowsOf(t, ids);
    const health = await healthReport(t);
    return rows.every((r) => r.status === 'sent') && health.body.queue.waiting === 0 && health.body.queue.active === 0;
  }, 30_000);
  await sleep(1_500);
}

describe('mail with BullMQ on a Redis of its own, SMTP taken away', () => {
  let redis: OwnRedis;
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    smtp = new SmtpSink(await freePort());
    await smtp.up();
    t = await createTestApp({
      redisUrl: redis.url,
      // A stuck SMTP server costs an attempt in under a second instead of nodemailer's default minutes.
      smtpUrl: `${smtp.url}/?connectionTimeout=800&greetingTimeout=800&socketTimeout=2000`,
      // The default number of attempts, with every wait scaled down: the backoff doubles from 50 ms and
      // stops growing at 250 ms (in production 10 s and 15 min).
      mailBackoffMs: 50,
      mailBackoffMaxMs: 250,
      mailRedispatchAfterMs: 2_000,
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('delivers all of 50 mails once SMTP is back from an outage longer than the old retry policy survived, none twice', async () => {
    await smtp.down('refuse');
    const addresses = Array.from({ length: 50 }, (_, i) => `outage-${i}@example.com`);
    const ids = await enqueueTestMails(t, addresses);
    // The old policy (6 attempts, doubling from the base) gave up after 50 ms × 31 ≈ 1.6 s: stay down 4 s.
    await sleep(4_000);
    // Only this test's mails: in a shuffled order the Redis-restart test's may have arrived before.
    expect(addresses.filter((a) => smtp.to(a).length > 0)).toEqual([]);
    const during = await healthReport(t);
    expect(during.public).toEqual({ status: 'up' });
    expect(during.body).toMatchObject({ status: 'degraded', outbox: { status: 'failing' } });
    expect(during.body.outbox.retrying).toBeGreaterThan(0);

    await smtp.up();
    await eventually(async () => addresses.every((a) => smtp.to(a).length >= 1), 40_000);
    await settled(t, ids);
    expect(addresses.filter((a) => smtp.to(a).length !== 1)).toEqual([]);
    // Each mail carries its outbox row's Message-ID.
    const rows = await rowsOf(t, ids);
    expect(rows.every((r) => smtp.to(`outage-${addresses.indexOf(JSON.parse(r.payload).to)}@example.com`)[0].messageId === `<${r.id}@localhost>`)).toBe(true);
    expect((await healthReport(t)).body).toMatchObject({ status: 'ok', outbox: { status: 'ok', pending: 0, retrying: 0, dead: 0 } });
  });

  it('delivers every mail that waited in Redis when Redis restarts without persistence, none twice', async () => {
    // SMTP is there but stuck: the worker hangs on the first job and the others wait in Redis.
    await smtp.down('hang');
    const addresses = Array.from({ length: 10 }, (_, i) => `restart-${i}@example.com`);
    const ids = await enqueueTestMails(t, addresses);
    await eventually(async () => (await rowsOf(t, ids)).every((r) => r.dispatchedAt !== null || r.sendAttempts > 0));

    await redis.restart();
    await smtp.up();
    await eventually(async () => addresses.every((a) => smtp.to(a).length >= 1), 40_000);
    await settled(t, ids);
    expect(addresses.filter((a) => smtp.to(a).length !== 1)).toEqual([]);
  });
});

describe('mail with BullMQ: a job that fails before the relay has marked its hand-over', () => {
  let redis: OwnRedis;
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    smtp = new SmtpSink(await freePort());
    t = await createTestApp({
      redisUrl: redis.url,
      smtpUrl: smtp.url,
      mailBackoffMs: 50,
      mailBackoffMaxMs: 200,
      // Far beyond the test: a row waiting for its hand-back instead of its backoff never arrives in time.
      mailRedispatchAfterMs: 600_000,
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('retries each mail on its backoff, so all arrive soon after SMTP is back', async () => {
    // One transaction, so one relay round hands all 50 over one by one while the worker already fails the
    // first ones (a refused connection fails in milliseconds): their failures reach the rows before the
    // round marks them dispatched.
    const addresses = Array.from({ length: 50 }, (_, i) => `race-${i}@example.com`);
    const mail = t.app.get(MailService);
    const ids = await t.dataSource.transaction(async (manager) => {
      const out: string[] = [];
      for (const to of addresses) out.push((await mail.enqueue('mail.test', { to }, manager)).id);
      return out;
    });
    await sleep(3_000);
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await eventually(async () => addresses.every((a) => smtp.to(a).length >= 1), 20_000);
    await settled(t, ids);
    expect(addresses.filter((a) => smtp.to(a).length !== 1)).toEqual([]);
  });
});

describe('dead letters: attempts used up, then re-sent by staff', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SmtpSink(await freePort());
    t = await createTestApp({ redisUrl: undefined, smtpUrl: smtp.url, mailAttempts: 3, mailBackoffMs: 50, mailBackoffMaxMs: 100 });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps the mail on its outbox row for staff, who re-send it; it arrives with the same Message-ID', async () => {
    const [id] = await enqueueTestMails(t, ['dead-letter@example.com']);
    const dead = await eventually(async () => {
      const [row] = await rowsOf(t, [id]);
      return row.status === 'dead' && row;
    });
    expect(dead).toMatchObject({ sendAttempts: 3 });
    expect(dead.lastError).toMatch(/ECONNREFUSED/);

    const viewer = await staffSession(t, AdminRole.Viewer);
    const editor = await staffSession(t, AdminRole.Editor);
    const list = await t.http.get('/api/admin/mail/dead-letter/search').set(viewer.headers).expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ id, job_name: 'mail.test', recipient_kind: 'test', recipient_kind_label: 'テスト送信', attempts: 3 }] });
    // Never the payload: it may carry a link with a one-time token.
    expect(JSON.stringify(list.body)).not.toContain('dead-letter@example.com');
    // A viewer may look, not re-send.
    await t.http.post('/api/admin/mail/dead-letter/resend').set(viewer.headers).send({ id }).expect(403);

    await smtp.up();
    const xsrf = await csrfHeader(t.http);
    await t.http.post('/api/admin/mail/dead-letter/resend').set(editor.headers).set(xsrf).send({ id }).expect(200, { id, status: 'pending' });
    await eventually(async () => smtp.to('dead-letter@example.com').length === 1);
    expect(smtp.to('dead-letter@example.com')[0].messageId).toBe(`<${id}@localhost>`);
    await eventually(async () => (await rowsOf(t, [id]))[0].status === 'sent');
    // Re-sending again is refused: it is no dead letter any more.
    const again = await t.http.post('/api/admin/mail/dead-letter/resend').set(editor.headers).set(xsrf).send({ id }).expect(404);
    expect(again.body.code).toBe('DEAD_LETTER_NOT_FOUND');
    expect(smtp.to('dead-letter@example.com')).toHaveLength(1);
  });
});
