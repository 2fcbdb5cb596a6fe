import { randomUUID } from 'node:crypto';
import { CompanyContactEntity } from '../src/modules/contacts/entities/company-contact.entity';
import { ContactEntity, InternalContactType } from '../src/modules/contacts/entities/contact.entity';
import { CONTACT_SUBJECTS, DEFAULT_STAFF_MAIL_TO } from '../src/modules/contacts/contacts.mail';
import { scopedIdempotencyKey } from '../src/modules/contacts/idempotency-key';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { healthReport } from './support/staff-sessions';
import { createTestApp, csrfHeader, eventually, type TestApp } from './support/test-app';
import { validContact } from './support/factories';

// The project-level testTimeout does not reach hooks on a loaded machine: app start-up can take > 5 s.
jest.setTimeout(120_000);

type Mail = { id: string; to: string; subject: string };


const validCompany = (over: Record<string, unknown> = {}) => ({
  company_name: '株式会社テスト商事',
  department: '開発部',
  name: '佐藤 花子',
  name_kana: 'サトウ ハナコ',
  email: 'hanako@example.co.jp',
  tel: '090-1234-5678',
  body: 'エンジニアの紹介について相談させてください。',
  agree: true,
  ...over,
});

describe('inquiry forms (in-process queue, file transport)', () => {
  let t: TestApp;
  let xsrf: { 'X-XSRF-TOKEN': string };
  // Each test posts from its own IP (X-Forwarded-For is trusted from loopback), so the rate limit
  // only bites where a test wants it to.
  let ipSeq = 0;
  const nextIp = () => `203.0.113.${++ipSeq}`;

  const mails = async () => (await t.http.get('/dev/mail.json').expect(200)).body.mails as Mail[];
  const mailsTo = (to: string, subject: string) =>
    eventually(async () => {
      const found = (await mails()).filter((m) => m.to === to && m.subject === subject);
      return found.length ? found : undefined;
    });
  const mailText = async (id: string) => (await t.http.get(`/dev/mail/${id}`).expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined, staffMailTo: 'staff@example.com', contactRateLimit: 3 });
    xsrf = await csrfHeader(t.http);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the contact types of SPEC §3', async () => {
    const res = await t.http.get('/api/front/get-contact-types').expect(200);
    expect(res.body.types).toEqual([
      { value: 1, label: '技術サポート' },
      { value: 2, label: '受託開発' },
      { value: 3, label: 'Web制作' },
      { value: 4, label: '製品・サービス' },
      { value: 5, label: '提携' },
      { value: 6, label: '採用' },
      { value: 7, label: 'その他' },
    ]);
  });

  describe('general inquiry validation', () => {
    const validate = (body: object) => t.http.post('/api/front/content-of-contact-validation').set(xsrf).send(body);

    it('accepts a valid inquiry without storing anything', async () => {
      // Counted before and after: other tests of this file store inquiries, in any order.
      const before = await t.dataSource.getRepository(ContactEntity).count();
      await validate(validContact()).expect(200, { valid: true });
      await validate(validContact({ tel: undefined, company_name: undefined })).expect(200, { valid: true });
      await validate(validContact({ tel: '', company_name: '' })).expect(200, { valid: true });
      expect(await t.dataSource.getRepository(ContactEntity).count()).toBe(before);
    });

    it('folds full-width input (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ, ０９０ー…) before checking', async () => {
      await validate(validContact({ email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', tel: '０９０ー１２３４ー５６７８', name_kana: 'ヤマダ　タロウ' })).expect(200, { valid: true });
    });

    it.each([
      ['name', { name: '' }, '必須項目です'],
      ['name', { name: 'あ'.repeat(51) }, '50文字以内で入力してください'],
      ['name_kana', { name_kana: 'やまだ たろう' }, '全角カタカナで入力してください'],
      ['name_kana', { name_kana: 'ア'.repeat(51) }, '50文字以内で入力してください'],
      ['email', { email: 'taro@' }, 'メールアドレスの形式が正しくありません'],
      ['email', { email: `${'a'.repeat(250)}@example.com` }, '255文字以内で入力してください'],
      ['tel', { tel: '03-1234' }, '電話番号の形式が正しくありません'],
      ['tel', { tel: '03-1234-5678-9999' }, '電話番号の形式が正しくありません'],
      ['company_name', { company_name: '株'.repeat(101) }, '100文字以内で入力してください'],
      ['body', { body: '短すぎます' }, '10文字以上2000文字以内で入力してください'],
      ['body', { body: 'あ'.repeat(2001) }, '10文字以上2000文字以内で入力してください'],
      ['body', { body: '' }, '必須項目です'],
      ['agree', { agree: false }, 'プライバシーポリシーへの同意が必要です'],
      ['agree', { agree: undefined }, 'プライバシーポリシーへの同意が必要です'],
      ['contact_type', { contact_type: 8 }, '選択肢の中から選んでください'],
      ['contact_type', { contact_type: 101 }, '選択肢の中から選んでください'],
    ])('%s: %j → %s', async (field, over, message) => {
      const res = await validate(validContact(over)).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.errors[field]).toContain(message);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });

    it('reports every bad field at once and never stores', async () => {
      const before = await t.dataSource.getRepository(ContactEntity).count();
      const res = await validate({ agree: false }).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['agree', 'body', 'contact_type', 'email', 'name', 'name_kana']);
      expect(await t.dataSource.getRepository(ContactEntity).count()).toBe(before);
    });

    it('needs the anti-forgery header', async () => {
      await t.http.post('/api/front/content-of-contact-validation').send(validContact()).expect(419);
    });
  });

  describe('general inquiry post', () => {
    it('stores one row with folded values and queues the staff notice and the auto-reply', async () => {
      const key = randomUUID();
      const res = await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send(validContact({ email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', tel: '０３－１２３４－５６７８', idempotency_key: key }))
        .expect(201);
      const row = await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: res.body.id });
      expect(row).toMatchObject({ contactType: 2, email: 'taro@example.com', tel: '03-1234-5678', nameKana: 'ヤマダ タロウ' });
      expect(row.ip).toMatch(/203\.0\.113\./);
      // Stored scoped to the form and the visitor (issue 9), not as sent.
      expect(row.idempotencyKey).toBe(scopedIdempotencyKey('contact', row.ip, key));

      const [staff] = await mailsTo('staff@example.com', CONTACT_SUBJECTS.contactReceived('受託開発'));
      expect(await mailText(staff.id)).toContain('受託開発についてご相談があります。');
      const [reply] = await mailsTo('taro@example.com', CONTACT_SUBJECTS.contactAutoReply);
      const text = await mailText(reply.id);
      // A fixed acknowledgement: none of the visitor's words (the form would otherwise relay anyone's text).
      expect(text).toContain(`受付番号：${row.id}`);
      expect(text).not.toContain('山田');
      expect(text).not.toContain('受託開発についてご相談があります。');
    });

    it('a double submit with the same key stores one row and mails once (200, same id)', async () => {
      const key = randomUUID();
      const body = validContact({ email: 'double@example.com', idempotency_key: key });
      const ip = nextIp();
      const first = await t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(201);
      const again = await t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(200);
      expect(again.body).toEqual({ id: first.body.id });
      expect(await t.dataSource.getRepository(ContactEntity).countBy({ email: 'double@example.com' })).toBe(1);
      // One pair of mail jobs for the one row; wait until both are handed over and the queue is idle,
      // then the visitor has exactly one auto-reply (no fixed sleep: the conditions say when it is over).
      const outbox = await t.dataSource.getRepository(OutboxEntity).findBy({ payload: JSON.stringify({ contactId: first.body.id }) });
      expect(outbox.map((o) => o.jobName).sort()).toEqual(['mail.contact-auto-reply', 'mail.contact-received']);
      await mailsTo('double@example.com', CONTACT_SUBJECTS.contactAutoReply);
      await eventually(async () => {
        const rows = await t.dataSource.getRepository(OutboxEntity).findBy({ payload: JSON.stringify({ contactId: first.body.id }) });
        const health = (await healthReport(t)).body;
        return rows.every((row) => row.status === 'sent') && health.queue.waiting === 0 && health.queue.active === 0;
      });
      expect((await mails()).filter((m) => m.to === 'double@example.com')).toHaveLength(1);
    });

    it('two concurrent posts with the same key store one row and queue its two mails once', async () => {
      const key = randomUUID();
      const body = validContact({ email: 'race@example.com', idempotency_key: key });
      const ip = nextIp();
      const [a, b] = await Promise.all([
        t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body),
        t.http.post('/api/front/content-of-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.id).toBe(b.body.id);
      expect(await t.dataSource.getRepository(ContactEntity).countBy({ email: 'race@example.com' })).toBe(1);
      const outbox = await t.dataSource.getRepository(OutboxEntity).findBy({ payload: JSON.stringify({ contactId: a.body.id }) });
      expect(outbox.map((o) => o.jobName).sort()).toEqual(['mail.contact-auto-reply', 'mail.contact-received']);
    });

    it('the same key on another form, or from another visitor, stores its own record (keys are scoped)', async () => {
      const key = randomUUID();
      const ip = nextIp();
      const contact = await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .set('X-Forwarded-For', ip)
        .send(validContact({ email: 'scoped@example.com', idempotency_key: key }))
        .expect(201);
      // Another form, same visitor, same key: a new guide request (not the inquiry's id), with its own mails.
      const guide = await t.http
        .post('/api/front/guide-request')
        .set(xsrf)
        .set('X-Forwarded-For', ip)
        .send({ name: '山田', email: 'scoped@example.com', agree: true, idempotency_key: key })
        .expect(201);
      expect(guide.body.id).not.toBe(contact.body.id);
      expect((await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: guide.body.id })).contactType).toBe(InternalContactType.GuideRequest);
      await mailsTo('scoped@example.com', CONTACT_SUBJECTS.guideAutoReply);
      // Same form, another visitor who learnt the key: their own record too.
      const other = await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send(validContact({ email: 'someone-else@example.com', idempotency_key: key }))
        .expect(201);
      expect(other.body.id).not.toBe(contact.body.id);
      expect((await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: other.body.id })).email).toBe('someone-else@example.com');
      await mailsTo('someone-else@example.com', CONTACT_SUBJECTS.contactAutoReply);
      // The first visitor repeating the inquiry still gets its first id, and nothing more is queued.
      const outboxBefore = await t.dataSource.getRepository(OutboxEntity).count();
      await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .set('X-Forwarded-For', ip)
        .send(validContact({ email: 'scoped@example.com', idempotency_key: key }))
        .expect(200, { id: contact.body.id });
      expect(await t.dataSource.getRepository(OutboxEntity).count()).toBe(outboxBefore);
    });

    it('validates again and needs a uuid v4 key', async () => {
      const res = await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send(validContact({ name_kana: 'yamada', idempotency_key: 'not-a-uuid' }))
        .expect(400);
      expect(res.body.errors).toEqual({
        name_kana: ['全角カタカナで入力してください'],
        idempotency_key: ['送信キーの形式が正しくありません。ページを開き直してください'],
      });
    });

    it('rate-limits posts per IP (CONTACT_RATE_LIMIT per 10 minutes) with the Japanese 429', async () => {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        await t.http
          .post('/api/front/content-of-contact-post')
          .set(xsrf)
          .set('X-Forwarded-For', ip)
          .send(validContact({ email: `limit${i}@example.com`, idempotency_key: randomUUID() }))
          .expect(201);
      }
      const res = await t.http
        .post('/api/front/guide-request')
        .set(xsrf)
        .set('X-Forwarded-For', ip)
        .send({ name: '山田', email: 'limit@example.com', agree: true, idempotency_key: randomUUID() })
        .expect(429);
      expect(res.body).toEqual({ statusCode: 429, code: 'CONTACT_RATE_LIMITED', message: '送信回数の上限に達しました。しばらくしてから再度お試しください。', errors: {} });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not affected; the validation endpoint is not limited.
      await t.http
        .post('/api/front/guide-request')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send({ name: '山田', email: 'limit@example.com', agree: true, idempotency_key: randomUUID() })
        .expect(201);
      await t.http.post('/api/front/content-of-contact-validation').set(xsrf).set('X-Forwarded-For', ip).send(validContact()).expect(200);
    });
  });

  describe('company inquiry', () => {
    it('validates with the company rules (company_name and tel required)', async () => {
      const before = await t.dataSource.getRepository(CompanyContactEntity).count();
      await t.http.post('/api/front/content-of-company-contact-validation').set(xsrf).send(validCompany()).expect(200, { valid: true });
      const res = await t.http
        .post('/api/front/content-of-company-contact-validation')
        .set(xsrf)
        .send(validCompany({ company_name: '', tel: undefined, department: '部'.repeat(101) }))
        .expect(400);
      expect(res.body.errors).toEqual({
        company_name: ['必須項目です'],
        tel: ['必須項目です'],
        department: ['100文字以内で入力してください'],
      });
      expect(await t.dataSource.getRepository(CompanyContactEntity).count()).toBe(before);
    });

    it('stores once per key and sends both mails', async () => {
      const key = randomUUID();
      const body = validCompany({ email: 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ', idempotency_key: key });
      const ip = nextIp();
      const first = await t.http.post('/api/front/content-of-company-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(201);
      await t.http.post('/api/front/content-of-company-contact-post').set(xsrf).set('X-Forwarded-For', ip).send(body).expect(200, { id: first.body.id });
      const rows = await t.dataSource.getRepository(CompanyContactEntity).findBy({ email: 'hanako@example.co.jp' });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ companyName: '株式会社テスト商事', department: '開発部', email: 'hanako@example.co.jp', tel: '090-1234-5678' });
      await mailsTo('staff@example.com', CONTACT_SUBJECTS.companyReceived);
      const [reply] = await mailsTo('hanako@example.co.jp', CONTACT_SUBJECTS.companyAutoReply);
      expect(await mailText(reply.id)).toContain(`受付番号：C-${first.body.id}`);
    });
  });

  describe('tax-accountant and guide requests', () => {
    it('stores a tax-accountant request as contact type 101 with prefecture and message in the body', async () => {
      const res = await t.http
        .post('/api/front/tax-accountant-request')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send({ name: '鈴木 一郎', name_kana: 'スズキ イチロウ', email: 'ichiro@example.com', prefecture_id: 13, message: '開業届について相談したいです。', agree: true, idempotency_key: randomUUID() })
        .expect(201);
      const row = await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: res.body.id });
      expect(row.contactType).toBe(InternalContactType.TaxAccountantRequest);
      expect(row.body).toContain('開業届について相談したいです。');
      expect(row.body).toMatch(/お住まいの都道府県：(東京都|ID 13)/);
      await mailsTo('staff@example.com', CONTACT_SUBJECTS.taxReceived);
      await mailsTo('ichiro@example.com', CONTACT_SUBJECTS.taxAutoReply);
    });

    it('validates the tax-accountant request in Japanese', async () => {
      const res = await t.http
        .post('/api/front/tax-accountant-request')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send({ name: '鈴木', name_kana: 'すずき', email: 'x', prefecture_id: 48, agree: false, idempotency_key: randomUUID() })
        .expect(400);
      expect(res.body.errors).toEqual({
        name_kana: ['全角カタカナで入力してください'],
        email: ['メールアドレスの形式が正しくありません'],
        prefecture_id: ['47以下の値を入力してください'],
        agree: ['プライバシーポリシーへの同意が必要です'],
      });
    });

    it('stores a guide request as contact type 102; the auto-reply carries the download link', async () => {
      const key = randomUUID();
      const res = await t.http
        .post('/api/front/guide-request')
        .set(xsrf)
        .set('X-Forwarded-For', nextIp())
        .send({ name: '高橋 次郎', email: 'jiro@example.com', agree: true, idempotency_key: key })
        .expect(201);
      const row = await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: res.body.id });
      expect(row.contactType).toBe(InternalContactType.GuideRequest);
      await mailsTo('staff@example.com', CONTACT_SUBJECTS.guideReceived);
      const [reply] = await mailsTo('jiro@example.com', CONTACT_SUBJECTS.guideAutoReply);
      expect(await mailText(reply.id)).toContain(`${t.config.appUrl}/engineers-guide-to-success/thanks`);
    });
  });
});

describe('inquiry staff notice without STAFF_MAIL_TO', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined, staffMailTo: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  it(`goes to the default staff address (${DEFAULT_STAFF_MAIL_TO}); the limit defaults to 5 per IP`, async () => {
    const xsrf = await csrfHeader(t.http);
    for (let i = 0; i < 5; i++) {
      await t.http
        .post('/api/front/content-of-contact-post')
        .set(xsrf)
        .send(validContact({ email: `default${i}@example.com`, idempotency_key: randomUUID() }))
        .expect(201);
    }
    await t.http
      .post('/api/front/content-of-contact-post')
      .set(xsrf)
      .send(validContact({ idempotency_key: randomUUID() }))
      .expect(429);
    await eventually(async () => {
      const list = (await t.http.get('/dev/mail.json').expect(200)).body.mails as Mail[];
      return list.filter((m) => m.to === DEFAULT_STAFF_MAIL_TO).length === 5 || undefined;
    });
  });
});

describe('inquiry mails through BullMQ (Redis), file transport', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined, staffMailTo: 'staff@example.com' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the queued staff notice and auto-reply are sent by the BullMQ worker', async () => {
    expect(t.config.redisUrl).toBeTruthy();
    const xsrf = await csrfHeader(t.http);
    await t.http
      .post('/api/front/content-of-company-contact-post')
      .set(xsrf)
      .send(validCompany({ email: 'bull@example.com', idempotency_key: randomUUID() }))
      .expect(201);
    const sent = await eventually(async () => {
      const list = (await t.http.get('/dev/mail.json').expect(200)).body.mails as Mail[];
      const subjects = list.map((m) => `${m.to} ${m.subject}`);
      return subjects.includes(`staff@example.com ${CONTACT_SUBJECTS.companyReceived}`) &&
        subjects.includes(`bull@example.com ${CONTACT_SUBJECTS.companyAutoReply}`)
        ? subjects
        : undefined;
    }, 30_000);
    expect(sent).toHaveLength(2);
  });
});
