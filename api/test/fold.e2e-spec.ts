import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ContactEntity, InternalContactType } from '../src/modules/contacts/entities/contact.entity';
import { makeAdmin, makeMember, validContact } from './support/factories';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

/** `s` as a Japanese IME in full-width mode types it. */
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Issue 11, SPEC §5: one fold on every DTO field that takes an e-mail, phone number or number. */
describe('full-width input is folded by every endpoint that takes it', () => {
  let t: TestApp;
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, smtpUrl: undefined, contactRateLimit: 100 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('member and staff login accept the e-mail typed in full width and upper case', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    const res = await agent.post('/api/front/member-login').set(headers).send({ email: fullWidth(` ${member.email.toUpperCase()}　`), password }).expect(200);
    expect(res.body.user).toMatchObject({ id: member.id });

    const { admin, password: adminPassword } = await makeAdmin(t.dataSource);
    const staff = request.agent(t.app.getHttpServer());
    const staffHeaders = await csrfHeader(staff);
    await staff.post('/api/admin/login').set(staffHeaders).send({ email: fullWidth(admin.email.toUpperCase()), password: adminPassword }).expect(200);
  });

  it('the contact form and the tax-accountant request store e-mail and phone folded (and lower-cased)', async () => {
    const xsrf = await csrfHeader(t.http);
    const contact = await t.http
      .post('/api/front/content-of-contact-post')
      .set(xsrf)
      .set('X-Forwarded-For', nextIp())
      .send(validContact({ email: fullWidth('Hanako@Example.JP'), tel: '０９０ー１２３４ー５６７８', company_name: 'ＡＢＣ株式会社', idempotency_key: randomUUID() }))
      .expect(201);
    const row = await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: contact.body.id });
    expect(row).toMatchObject({ email: 'hanako@example.jp', tel: '090-1234-5678', companyName: 'ABC株式会社' });

    const tax = await t.http
      .post('/api/front/tax-accountant-request')
      .set(xsrf)
      .set('X-Forwarded-For', nextIp())
      .send({ name: '山田 太郎', name_kana: 'ヤマダ　タロウ', email: fullWidth('Zei@Example.com'), tel: '０３－１２３４－５６７８', prefecture_id: '１３', agree: true, idempotency_key: randomUUID() })
      .expect(201);
    const taxRow = await t.dataSource.getRepository(ContactEntity).findOneByOrFail({ id: tax.body.id });
    expect(taxRow).toMatchObject({ contactType: InternalContactType.TaxAccountantRequest, email: 'zei@example.com', tel: '03-1234-5678', nameKana: 'ヤマダ タロウ' });
    expect(taxRow.body).toMatch(/^お住まいの都道府県：(東京都|ID 13)\n/);
  });

  it('number query parameters accept full-width digits', async () => {
    const res = await t.http.get('/api/front/get-news?limit=３').expect(200);
    expect(res.body.news.length).toBeLessThanOrEqual(3);
    await t.http.get('/api/front/get-news?limit=ａ').expect(400);
  });
});
