import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { CONTACT_SUBJECTS } from '../src/modules/contacts/contacts.mail';
import { validContact } from './support/factories';
import { createTestApp, csrfHeader, mailbox, withSecondApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/**
 * The contact forms mail whatever address the visitor typed, from our domain: the mail must carry none of the
 * visitor's text (no relay for phishing), and the per-address post budget must hold across API processes.
 */
describe('contact forms are no relay', () => {
  let t: TestApp;
  let xsrf: { 'X-XSRF-TOKEN': string };
  let mail: ReturnType<typeof mailbox>;
  let ipSeq = 0;
  const nextIp = () => `203.0.113.${++ipSeq}`;
  const unique = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ staffMailTo: 'staff@example.com' });
    xsrf = await csrfHeader(t.http);
    mail = mailbox(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const lure = 'https://phish-relay.example/login?bank=1';
  const message = `お客様のアカウントが停止されました。至急こちらから確認してください ${lure} 本日中に手続きがない場合は凍結されます。`;
  const name = '至急確認 phish-relay.example';

  const post = (path: string, body: object) => t.http.post(`/api/front/${path}`).set(xsrf).set('X-Forwarded-For', nextIp()).send({ ...body, idempotency_key: randomUUID() });

  it.each([
    ['general inquiry', 'content-of-contact-post', CONTACT_SUBJECTS.contactAutoReply, (email: string) => validContact({ email, name, company_name: `株式会社 ${lure}`, body: message })],
    ['company inquiry', 'content-of-company-contact-post', CONTACT_SUBJECTS.companyAutoReply, (email: string) => ({ company_name: `株式会社 ${lure}`, department: lure, name, name_kana: 'サトウ ハナコ', email, tel: '090-1234-5678', body: message, agree: true })],
    ['tax-accountant request', 'tax-accountant-request', CONTACT_SUBJECTS.taxAutoReply, (email: string) => ({ name, name_kana: 'スズキ イチロウ', email, prefecture_id: 13, message, agree: true })],
    ['guide request', 'guide-request', CONTACT_SUBJECTS.guideAutoReply, (email: string) => ({ name, email, agree: true })],
    ['referral request', 'make-request-to-introduce', CONTACT_SUBJECTS.introduceInvitation, (email: string) => ({ name, name_kana: 'ユウジン ハナコ', email, tel: '090-1111-2222', message, agree: true })],
  ])('the %s mails the typed address a fixed acknowledgement, with none of the posted text', async (_label, path, subject, body) => {
    const email = `victim-${unique()}@example.com`;
    await post(path, body(email)).expect(201);
    const reply = await mail.waitFor(email, subject, 30_000);
    // The dev outbox page shows the HTML part (escaped) and the text part of the mail.
    for (const visitorText of ['phish-relay', '至急', 'アカウントが停止', 'ハナコ', 'イチロウ']) expect(reply.text).not.toContain(visitorText);
    expect(reply.text).toMatch(/ご連絡いたします|ダウンロードいただけます/);
  });

  it('the landing pages\' short sign-up mails an address nobody has proved without the name typed with it', async () => {
    const email = `lp-${unique()}@example.com`;
    await t.http.post('/api/front/temporary/register').set(xsrf).set('X-Forwarded-For', nextIp()).send({ name: name.replace(' ', '　'), email, tel: '0312345678', agree: true }).expect(200);
    const mailed = await mail.waitFor(email, ACCOUNT_SUBJECTS.temporary, 30_000);
    for (const visitorText of ['phish-relay', '至急']) expect(mailed.text).not.toContain(visitorText);
  });

  it('enforces one post budget per address across two API processes sharing Redis', async () => {
    await withSecondApp(t, { queuePrefix: t.config.queuePrefix, contactRateLimit: t.config.contactRateLimit }, async (other) => {
      const ip = '198.51.100.77';
      const otherAgent = request.agent(other.app.getHttpServer());
      const otherXsrf = await csrfHeader(otherAgent);
      const fromOne = () => t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(validContact({ email: `a-${unique()}@example.com`, idempotency_key: randomUUID() }));
      const fromOther = () => otherAgent.post('/api/front/content-of-contact-post').set(otherXsrf).set('X-Forwarded-For', ip).send(validContact({ email: `b-${unique()}@example.com`, idempotency_key: randomUUID() }));
      const limit = t.config.contactRateLimit;
      for (let i = 0; i < limit; i++) await (i % 2 ? fromOther() : fromOne()).expect(201);
      const refused = await fromOther().expect(429);
      expect(refused.body.code).toBe('CONTACT_RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await fromOne().expect(429);
      // Another address is not affected.
      await otherAgent.post('/api/front/content-of-contact-post').set(otherXsrf).set('X-Forwarded-For', '198.51.100.78').send(validContact({ email: `c-${unique()}@example.com`, idempotency_key: randomUUID() })).expect(201);
    });
  });
});
