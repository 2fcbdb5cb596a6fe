import { MailHandlerRegistry } from '../src/modules/mail/mail-handler.registry';
import { MailService } from '../src/modules/mail/mail.service';
import { TEST_MAIL_SUBJECT } from '../src/modules/mail/templates/test-mail.template';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { healthReport } from './support/staff-sessions';
import { createTestApp, csrfHeader, eventually, type TestApp } from './support/test-app';

describe('mail without Redis and SMTP (in-process queue, file transport)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined, mailAttempts: 3, mailBackoffMs: 50, mailBackoffMaxMs: 100 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('writes the mail and lists it at /dev/mail.json and /dev/mail', async () => {
    const xsrf = await csrfHeader(t.http); // before post(): the agent attaches its cookies when the request is made
    const res = await t.http.post('/dev/mail/test').set(xsrf).send({ to: 'ｄｅｍｏ＠example.com' }).expect(202);
    const mail = await eventually(async () => {
      const res = await t.http.get('/dev/mail.json').expect(200);
      return (res.body.mails as { id: string; to: string; subject: string }[]).find((m) => m.to === 'demo@example.com');
    });
    expect(mail.subject).toBe(TEST_MAIL_SUBJECT);
    // It went through the outbox: the row (id = job id) is marked sent, and the mail carries the row's Message-ID.
    const row = await eventually(() => t.dataSource.getRepository(OutboxEntity).findOneBy({ id: res.body.job_id }).then((r) => r?.status === 'sent' && r));
    expect(row).toMatchObject({ jobName: 'mail.test', payload: '{"to":"demo@example.com"}', attempts: 1, sendAttempts: 1, lastError: null });
    expect((mail as unknown as { message_id: string }).message_id).toBe(`<${res.body.job_id}@${new URL(t.config.appUrl).hostname}>`);

    const index = await t.http.get('/dev/mail').expect(200).expect('Content-Type', /text\/html/);
    expect(index.text).toContain('送信メール一覧');
    expect(index.text).toContain(TEST_MAIL_SUBJECT);
    const one = await t.http.get(`/dev/mail/${mail.id}`).expect(200);
    expect(one.text).toContain('メール送信テスト');
    await t.http.get('/dev/mail/0000-missing').expect(404);
  });

  it('validates the test-mail request', async () => {
    const xsrf = await csrfHeader(t.http);
    const res = await t.http.post('/dev/mail/test').set(xsrf).send({ to: 'nope' }).expect(400);
    expect(res.body.errors.to).toEqual(['メールアドレスの形式が正しくありません']);
  });

  it('reports Redis as not configured and the in-process queue', async () => {
    const res = await healthReport(t);
    expect([res.status, res.public]).toEqual([200, { status: 'up' }]);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', redis: 'not configured', queue: { driver: 'in-process' }, outbox: { status: 'ok' } });
  });

  it('keeps a job failing for good as a dead letter on its outbox row; a gone record is skipped', async () => {
    const registry = t.app.get(MailHandlerRegistry);
    let calls = 0;
    // Test-only job names, registered on the live registry.
    (registry as unknown as { handlers: Map<string, unknown> }).handlers.set('mail.always-fails', async () => {
      calls += 1;
      throw new Error('template exploded');
    });
    (registry as unknown as { handlers: Map<string, unknown> }).handlers.set('mail.record-gone', async () => null);
    const mail = t.app.get(MailService) as unknown as { enqueue(name: string, payload: unknown): Promise<{ id: string }> };

    const gone = await mail.enqueue('mail.record-gone', { memberId: 999 });
    const fails = await mail.enqueue('mail.always-fails', { memberId: 1 });
    const row = await eventually(() => t.dataSource.getRepository(OutboxEntity).findOneBy({ id: fails.id, status: 'dead' }).then((r) => r ?? undefined));
    expect(row).toMatchObject({ sendAttempts: 3, payload: '{"memberId":1}' });
    expect(row.lastError).toContain('template exploded');
    expect(calls).toBe(3);
    expect(await t.dataSource.getRepository(OutboxEntity).findOneBy({ id: gone.id })).toMatchObject({ status: 'skipped' });
    // Failed mail makes the details degraded; the public probe stays up (the site works).
    const health = await healthReport(t);
    expect([health.status, health.body.status, health.body.outbox.dead]).toEqual([200, 'degraded', 1]);
    // Tests run in a shuffled order: leave no dead letter for the health check of a healthy outbox.
    await t.dataSource.getRepository(OutboxEntity).delete([fails.id, gone.id]);
  });
});
