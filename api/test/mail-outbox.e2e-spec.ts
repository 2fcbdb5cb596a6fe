import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { In } from 'typeorm';
import { CONTACT_SUBJECTS } from '../src/modules/contacts/contacts.mail';
import { CompanyContactEntity } from '../src/modules/contacts/entities/company-contact.entity';
import { ContactEntity } from '../src/modules/contacts/entities/contact.entity';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { MAIL_OUTBOX_OPTIONS, type MailOutboxOptions } from '../src/modules/mail/outbox/mail-outbox.options';
import { MailOutboxRelay } from '../src/modules/mail/outbox/mail-outbox.relay';
import { MailOutboxRepository } from '../src/modules/mail/outbox/mail-outbox.repository';
import { healthReport } from './support/staff-sessions';
import { createTestApp, csrfHeader, eventually, TEST_REDIS_URL, type TestApp } from './support/test-app';
import { TcpProxy } from './support/tcp-proxy';

// App start-up on a loaded machine, plus a Redis outage and its recovery.
jest.setTimeout(120_000);

/** Mails written by the file transport (MAIL_DIR/<id>.json), as "to | subject". */
async function deliveredMails(t: TestApp): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(t.config.mailDir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(t.config.mailDir, n), 'utf8')) as { to: string; subject: string }),
  );
  return mails.map((m) => `${m.to} | ${m.subject}`);
}

const countOf = (list: string[], item: string) => list.filter((x) => x === item).length;

/** One post of each of the four public forms, from its own visitor IP; returns the mails each must cause. */
function formPosts(tag: string) {
  const email = (form: string) => `${form}-${tag}@example.com`;
  return [
    {
      path: '/api/front/content-of-contact-post',
      body: { contact_type: 2, name: '山田 太郎', name_kana: 'ヤマダ タロウ', email: email('contact'), body: '受託開発についてご相談があります。', agree: true },
      mails: [`staff@example.com | ${CONTACT_SUBJECTS.contactReceived('受託開発')}`, `${email('contact')} | ${CONTACT_SUBJECTS.contactAutoReply}`],
    },
    {
      path: '/api/front/content-of-company-contact-post',
      body: { company_name: '株式会社テスト', name: '佐藤 花子', name_kana: 'サトウ ハナコ', email: email('company'), tel: '090-1234-5678', body: 'エンジニアの紹介について相談させてください。', agree: true },
      mails: [`staff@example.com | ${CONTACT_SUBJECTS.companyReceived}`, `${email('company')} | ${CONTACT_SUBJECTS.companyAutoReply}`],
    },
    {
      path: '/api/front/tax-accountant-request',
      body: { name: '鈴木 一郎', name_kana: 'スズキ イチロウ', email: email('tax'), agree: true },
      mails: [`staff@example.com | ${CONTACT_SUBJECTS.taxReceived}`, `${email('tax')} | ${CONTACT_SUBJECTS.taxAutoReply}`],
    },
    {
      path: '/api/front/guide-request',
      body: { name: '高橋 次郎', email: email('guide'), agree: true },
      mails: [`staff@example.com | ${CONTACT_SUBJECTS.guideReceived}`, `${email('guide')} | ${CONTACT_SUBJECTS.guideAutoReply}`],
    },
  ];
}

/** The outbox rows of the records with these ids (payloads carry contactId or companyContactId). */
async function outboxRowsOf(t: TestApp, ids: { contactIds: number[]; companyContactIds: number[] }): Promise<OutboxEntity[]> {
  const payloads = [...ids.contactIds.map((id) => JSON.stringify({ contactId: id })), ...ids.companyContactIds.map((id) => JSON.stringify({ companyContactId: id }))];
  return t.dataSource.getRepository(OutboxEntity).findBy({ payload: In(payloads) });
}

describe('mail outbox with BullMQ while Redis is cut (through a TCP proxy) and restored', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let xsrf: { 'X-XSRF-TOKEN': string };
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;

  beforeAll(async () => {
    const redis = new URL(TEST_REDIS_URL);
    proxy = await TcpProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await createTestApp({ redisUrl: proxy.urlFor(TEST_REDIS_URL), smtpUrl: undefined, staffMailTo: 'staff@example.com', contactRateLimit: 100 });
    // Instead of waiting the real minute: stuck after 1.5 s.
    t.app.get<MailOutboxOptions>(MAIL_OUTBOX_OPTIONS).stuckAfterMs = 1_500;
    xsrf = await csrfHeader(t.http);
  });

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it('answers every post at once while Redis is down, goes red while mail is stuck, then delivers each mail exactly once', async () => {
    const health = () => healthReport(t);
    const first = await health();
    expect(first.status).toBe(200);
    expect(first.public).toEqual({ status: 'up' });
    expect(first.body).toMatchObject({ status: 'ok', redis: 'up', outbox: { status: 'ok', pending: 0 } });

    proxy.cut();
    // Redis down with nothing waiting: still 200 (the site works), but the details say so.
    const down = await eventually(async () => {
      const res = await health();
      return res.body.redis === 'down' && res;
    });
    expect(down.status).toBe(200);
    expect(down.public).toEqual({ status: 'up' });
    expect(down.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down', outbox: { status: 'ok', pending: 0 } });

    const posts = formPosts('outage');
    const contactIds: number[] = [];
    const companyContactIds: number[] = [];
    for (const post of posts) {
      const started = Date.now();
      const res = await t.http.post(post.path).set(xsrf).set('X-Forwarded-For', nextIp()).send({ ...post.body, idempotency_key: randomUUID() });
      expect({ path: post.path, status: res.status, fast: Date.now() - started < 2_000 }).toEqual({ path: post.path, status: 201, fast: true });
      (post.path.includes('company') ? companyContactIds : contactIds).push(res.body.id);
    }

    // The records and their mail jobs are stored; the jobs wait in the outbox.
    expect(await t.dataSource.getRepository(ContactEntity).countBy({ id: In(contactIds) })).toBe(3);
    expect(await t.dataSource.getRepository(CompanyContactEntity).countBy({ id: In(companyContactIds) })).toBe(1);
    const waiting = await outboxRowsOf(t, { contactIds, companyContactIds });
    expect(waiting).toHaveLength(8);
    expect(waiting.every((row) => row.dispatchedAt === null)).toBe(true);

    // Older than the stuck threshold → 503, status error; the relay has been trying meanwhile.
    const red = await eventually(async () => {
      const res = await health();
      return res.status === 503 && res;
    });
    expect(red.headers['cache-control']).toBe('no-store');
    // The public probe says only that much; the figures are for staff.
    expect(red.public).toEqual({ status: 'down' });
    expect(red.body).toMatchObject({ status: 'error', database: 'up', redis: 'down', queue: { driver: 'bullmq', waiting: null }, outbox: { status: 'stuck', pending: 8 } });
    expect(red.body.outbox.oldest_pending_seconds).toBeGreaterThanOrEqual(1);
    const tried = await eventually(async () => {
      const rows = await outboxRowsOf(t, { contactIds, companyContactIds });
      return rows.some((row) => row.attempts > 0 && row.lastError) && rows;
    });
    expect(tried.every((row) => row.dispatchedAt === null)).toBe(true);
    const expected = posts.flatMap((p) => p.mails);
    expect((await deliveredMails(t)).filter((m) => expected.includes(m))).toEqual([]);

    proxy.restore();
    // Every mail arrives …
    await eventually(async () => {
      const mails = await deliveredMails(t);
      return expected.every((m) => countOf(mails, m) >= 1);
    }, 60_000);
    // … the outbox empties and health is green again …
    const green = await eventually(async () => {
      const res = await health();
      return res.status === 200 && res.body.outbox.pending === 0 && res.body.queue.waiting === 0 && res.body.queue.active === 0 && res;
    }, 30_000);
    expect(green.body).toMatchObject({ status: 'ok', redis: 'up', outbox: { status: 'ok', oldest_pending_seconds: null } });
    const sent = await outboxRowsOf(t, { contactIds, companyContactIds });
    expect(sent.map((row) => row.status)).toEqual(sent.map(() => 'sent'));
    // … and once each (the staff address gets one notice per form, each with its own subject).
    const mails = await deliveredMails(t);
    expect(expected.map((m) => [m, countOf(mails, m)])).toEqual(expected.map((m) => [m, 1]));
  });

  it('a failure while storing an inquiry stores neither the record nor any of its mail jobs', async () => {
    // The database refuses the second mail job of this inquiry (after the row and the first job were written).
    await t.dataSource.query(
      "CREATE TRIGGER refuse_auto_reply BEFORE INSERT ON outbox FOR EACH ROW BEGIN IF NEW.job_name = 'mail.contact-auto-reply' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'; END IF; END",
    );
    const key = randomUUID();
    const ip = nextIp();
    const body = { contact_type: 7, name: '途中 失敗', name_kana: 'トチュウ シッパイ', email: 'half-written@example.com', body: '保存の途中で失敗するお問い合わせです。', agree: true, idempotency_key: key };
    const outboxBefore = await t.dataSource.getRepository(OutboxEntity).count();
    try {
      await t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_auto_reply');
    }
    expect(await t.dataSource.getRepository(ContactEntity).countBy({ email: 'half-written@example.com' })).toBe(0);
    expect(await t.dataSource.getRepository(OutboxEntity).count()).toBe(outboxBefore);

    // The key was not used up: the visitor's retry stores the inquiry and both mails go out once.
    const retry = await t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(201);
    expect((await outboxRowsOf(t, { contactIds: [retry.body.id], companyContactIds: [] })).map((r) => r.jobName).sort()).toEqual([
      'mail.contact-auto-reply',
      'mail.contact-received',
    ]);
    await eventually(async () => countOf(await deliveredMails(t), `half-written@example.com | ${CONTACT_SUBJECTS.contactAutoReply}`) === 1);
  });
});

describe('mail outbox with the in-process queue (no REDIS_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined, staffMailTo: 'staff@example.com' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('delivers a form’s mails through the outbox, once, and marks the rows sent', async () => {
    const xsrf = await csrfHeader(t.http);
    const res = await t.http
      .post('/api/front/guide-request')
      .set(xsrf)
      .send({ name: '高橋 次郎', email: 'embedded@example.com', agree: true, idempotency_key: randomUUID() })
      .expect(201);
    const expected = [`staff@example.com | ${CONTACT_SUBJECTS.guideReceived}`, `embedded@example.com | ${CONTACT_SUBJECTS.guideAutoReply}`];
    await eventually(async () => {
      const mails = await deliveredMails(t);
      return expected.every((m) => countOf(mails, m) === 1);
    });
    await eventually(async () => {
      const found = await outboxRowsOf(t, { contactIds: [res.body.id], companyContactIds: [] });
      return found.length === 2 && found.every((row) => row.status === 'sent' && row.attempts === 1 && row.sendAttempts === 1) && found;
    });
    // A row handed over again while its job is still held is one job (as BullMQ does with the same id).
    await t.app.get(MailOutboxRelay).flush();
    const health = await healthReport(t);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', redis: 'not configured', queue: { driver: 'in-process', waiting: 0, active: 0 }, outbox: { status: 'ok', pending: 0 } });
    const mails = await deliveredMails(t);
    expect(expected.map((m) => [m, countOf(mails, m)])).toEqual(expected.map((m) => [m, 1]));
  });
});

describe('mail outbox claims on MariaDB (the app\'s own relay stopped)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined });
    // Only the claims below compete; an app of its own, so no other test needs the relay it stops.
    await t.app.get(MailOutboxRelay).onModuleDestroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('several relays claiming at once never get the same row', async () => {
    const repository = t.app.get(MailOutboxRepository);
    const ids = Array.from({ length: 30 }, () => randomUUID());
    await t.dataSource
      .getRepository(OutboxEntity)
      .insert(ids.map((id) => ({ id, jobName: 'mail.test', payload: '{"to":"claim@example.com"}', createdAt: new Date() })));
    const now = new Date();
    const until = new Date(now.getTime() + 30_000);
    const tokens = Array.from({ length: 4 }, () => randomUUID());
    const claims = await Promise.all(tokens.map((token) => repository.claim(token, now, until, 12, now)));
    const claimed = claims.flatMap((rows) => rows.map((row) => row.id));
    expect(claimed.length).toBeGreaterThan(0); // claims that lose a race come back short, never doubled
    expect(new Set(claimed).size).toBe(claimed.length);
    claims.forEach((rows, i) => expect(rows.every((row) => row.claimedBy === tokens[i])).toBe(true));
    // A claimed row is not claimed again while its lease runs; released rows are.
    expect(await repository.claim(randomUUID(), now, until, 100, now)).toHaveLength(30 - claimed.length);
    await t.dataSource.getRepository(OutboxEntity).delete({ id: In(ids) });
  });
});

describe('mail outbox on the embedded SQLite database (no DATABASE_URL, no REDIS_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: undefined, sqlitePath: ':memory:', redisUrl: undefined, smtpUrl: undefined, staffMailTo: 'staff@example.com' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('stores the jobs with the record, relays them and reports a stuck outbox', async () => {
    expect(t.dataSource.options.type).toBe('better-sqlite3');
    const xsrf = await csrfHeader(t.http);
    const res = await t.http
      .post('/api/front/content-of-company-contact-post')
      .set(xsrf)
      .send({ company_name: '株式会社エス', name: '佐藤 花子', name_kana: 'サトウ ハナコ', email: 'sqlite@example.com', tel: '090-1234-5678', body: '組み込みデータベースからの問い合わせです。', agree: true, idempotency_key: randomUUID() })
      .expect(201);
    await eventually(async () => countOf(await deliveredMails(t), `sqlite@example.com | ${CONTACT_SUBJECTS.companyAutoReply}`) === 1);
    await eventually(async () => {
      const rows = await outboxRowsOf(t, { contactIds: [], companyContactIds: [res.body.id] });
      return rows.length === 2 && rows.every((row) => row.status === 'sent');
    });

    // A row no relay can hand over (its lease held by a relay that died) turns health red once old enough.
    await t.dataSource.getRepository(OutboxEntity).insert({
      id: randomUUID(),
      jobName: 'mail.test',
      payload: '{"to":"stuck@example.com"}',
      createdAt: new Date(Date.now() - 5_000),
      claimedBy: randomUUID(),
      claimedUntil: new Date(Date.now() + 60_000),
    });
    t.app.get<MailOutboxOptions>(MAIL_OUTBOX_OPTIONS).stuckAfterMs = 2_000;
    const red = await healthReport(t);
    expect([red.status, red.public]).toEqual([503, { status: 'down' }]);
    expect(red.body).toMatchObject({ status: 'error', database: 'up', redis: 'not configured', outbox: { status: 'stuck', pending: 1 } });
    expect(red.body.outbox.oldest_pending_seconds).toBeGreaterThanOrEqual(5);
  });
});
