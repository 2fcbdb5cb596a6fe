import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import request from 'supertest';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { ConsiderItemEntity } from '../src/modules/considers/entities/consider-item.entity';
import { CONTACT_SUBJECTS } from '../src/modules/contacts/contacts.mail';
import { IntroduceRequestEntity } from '../src/modules/contacts/entities/introduce-request.entity';
import { MemberConversionEntity } from '../src/modules/members/entities/member-conversion.entity';
import { MemberSkillEntity } from '../src/modules/members/entities/member-skill.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { SkillSheetEntity } from '../src/modules/skill-sheets/entities/skill-sheet.entity';
import { makeContractType, makeItem, makeMember, makePrefectureArea, makeTag } from './support/factories';
import { createTestApp, csrfHeader, linkToken, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Issue 12: my page data, profile edit, e-mail change, withdrawal and ad conversions, on MariaDB + Redis. */
describe('member profile, e-mail change and withdrawal', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  let ipSeq = 0;
  const nextIp = () => `192.0.2.${++ipSeq}`;
  const unique = () => randomBytes(4).toString('hex');
  let contractTypeId: number;
  let tokyoAreaId: number;

  /** A logged-in browser of a fresh member. */
  async function loggedIn(over: Parameters<typeof makeMember>[1] = {}) {
    const { member, password } = await makeMember(t.dataSource, over);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);
    const post = (p: string, body: object) => agent.post(`/api/front/${p}`).set(xsrf).set('X-Forwarded-For', nextIp()).send(body);
    return { member, password, agent, xsrf, post };
  }

  const profileBody = (over: Record<string, unknown> = {}) => ({
    last_name: '佐藤',
    first_name: '次郎',
    last_name_kana: 'サトウ',
    first_name_kana: 'ジロウ',
    sex: 1,
    birth_date: '1985-12-31',
    education_level: 6,
    nationality: '日本',
    prefecture_id: 13,
    station: '渋谷駅',
    tel: '03-1234-5678',
    magazine_flag: 0,
    contract_types: String(contractTypeId),
    skills: [],
    desired_rate_man: 75,
    desired_remote_level: 2,
    desired_area_ids: String(tokyoAreaId),
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    mail = mailbox(t);
    tokyoAreaId = (await makePrefectureArea(t.dataSource, 13, '東京都')).id;
    contractTypeId = (await makeContractType(t.dataSource, { name: 'フリーランス' })).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('shows the logged-in member their own profile with completeness, and refuses another user_id with 403', async () => {
    const me = await loggedIn({ lastName: '鈴木', firstName: '一郎' });
    const other = await makeMember(t.dataSource);
    const res = await me.agent.get('/api/front/get-user-info').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.user).toMatchObject({ id: me.member.id, email: me.member.email, last_name: '鈴木', skills: [], completeness: expect.any(Number) });
    expect(res.body.user.missing_fields).toEqual(expect.arrayContaining(['スキル', '生年月日', '電話番号']));
    await me.agent.get(`/api/front/get-user-info?user_id=${me.member.id}`).expect(200);

    const foreign = await me.agent.get(`/api/front/get-user-info?user_id=${other.member.id}`).expect(403);
    expect(foreign.body.code).toBe('MEMBER_ID_MISMATCH');
    const update = await me.post('update-user-info', profileBody({ user_id: other.member.id })).expect(403);
    expect(update.body.code).toBe('MEMBER_ID_MISMATCH');
    expect((await me.post('delete-user', { user_id: other.member.id, password: me.password }).expect(403)).body.code).toBe('MEMBER_ID_MISMATCH');
    expect(await t.dataSource.getRepository(MemberEntity).findOneBy({ id: other.member.id })).toMatchObject({ lastName: '山田' });

    const anonymous = await request(t.app.getHttpServer()).get('/api/front/get-user-info').expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });

  it('updates every profile field, skills with years and desired conditions, folding full-width input', async () => {
    const me = await loggedIn();
    const java = await makeTag(t.dataSource, { term: `Java-${unique()}` });
    const aws = await makeTag(t.dataSource, { term: `AWS-${unique()}` });
    const res = await me
      .post('update-user-info', profileBody({ tel: '０３ー１２３４ー５６７８', station: '　渋谷駅　', skills: [{ tag_id: java.id, experience_years: 5 }, { tag_id: aws.id, experience_years: null }], desired_rate_man: '７５' }))
      .expect(200);
    expect(res.body.user).toMatchObject({
      last_name: '佐藤',
      last_name_kana: 'サトウ',
      sex: 1,
      birth_date: '1985-12-31',
      education_level: 6,
      prefecture_id: 13,
      station: '渋谷駅',
      tel: '03-1234-5678',
      magazine_flag: 0,
      desired_rate_man: 75,
      desired_remote_level: 2,
      desired_area_ids: String(tokyoAreaId),
      completeness: 100,
      missing_fields: [],
    });
    expect(res.body.user.skills).toEqual(
      expect.arrayContaining([
        { tag_id: java.id, term: java.term, experience_years: 5 },
        { tag_id: aws.id, term: aws.term, experience_years: null },
      ]),
    );
    expect(await t.dataSource.getRepository(MemberEntity).findOneBy({ id: me.member.id })).toMatchObject({ desiredRate: 750000, tel: '03-1234-5678' });

    // Skills are replaced, not appended.
    await me.post('update-user-info', profileBody({ skills: [{ tag_id: aws.id, experience_years: 2 }] })).expect(200);
    expect(await t.dataSource.getRepository(MemberSkillEntity).findBy({ memberId: me.member.id })).toEqual([expect.objectContaining({ tagId: aws.id, experienceYears: 2 })]);
  });

  it('lists the work areas a member can choose as desired areas (get-area-list), with the ids listings carry', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/front/get-area-list').expect(200);
    expect(res.body.areas).toEqual(expect.arrayContaining([{ id: tokyoAreaId, name: '東京都' }]));
  });

  it('refuses bad profile input per field in Japanese and changes nothing', async () => {
    const me = await loggedIn({ lastName: '元の姓' });
    const bad = await me.post('update-user-info', profileBody({ last_name: '', first_name_kana: 'じろう', birth_date: '2020-01-01', skills: [{ tag_id: 1, experience_years: 99 }], desired_rate_man: 5 })).expect(400);
    expect(bad.body.errors).toMatchObject({
      last_name: ['必須項目です'],
      first_name_kana: ['全角カタカナで入力してください'],
      birth_date: ['18歳未満の方はご登録いただけません'],
      'skills.0.experience_years': ['50以下の値を入力してください'],
      desired_rate_man: ['10以上の値を入力してください'],
    });
    const unknown = await me.post('update-user-info', profileBody({ skills: [{ tag_id: 999999 }], desired_area_ids: '999999', prefecture_id: 99 })).expect(400);
    expect(unknown.body).toMatchObject({
      code: 'ACCOUNT_FIELDS_INVALID',
      errors: { skills: ['スキルを選択肢から選んでください'], desired_area_ids: ['希望勤務地を選択肢から選んでください'], prefecture_id: ['都道府県を選択してください'] },
    });
    expect(await t.dataSource.getRepository(MemberEntity).findOneBy({ id: me.member.id })).toMatchObject({ lastName: '元の姓' });
  });

  it('changes the e-mail address through a link sent to the new one, ends every session and tells the old address', async () => {
    const me = await loggedIn();
    const newEmail = `moved-${unique()}@example.com`;
    expect((await me.post('send-mail-for-change-mail', { email: me.member.email }).expect(400)).body.errors.email).toEqual([expect.stringContaining('現在のメールアドレスと同じ')]);
    await me.post('send-mail-for-change-mail', { email: newEmail.toUpperCase() }).expect(200);
    const sent = await mail.waitFor(newEmail, ACCOUNT_SUBJECTS.emailChange);
    const token = linkToken(sent.text, '/user/edit/email/auth');
    expect((await me.agent.get('/api/front/get-user-info').expect(200)).body.user).toMatchObject({ email: me.member.email, pending_email: newEmail });

    // Followed in another browser (the phone's mail app): the token alone is enough.
    const phone = request.agent(t.app.getHttpServer());
    const px = await csrfHeader(phone);
    const done = await phone.post('/api/front/send-mail-for-change-mail-auth').set(px).set('X-Forwarded-For', nextIp()).send({ token }).expect(200);
    expect(done.body).toEqual({ result: true, email: newEmail });
    expect((await me.agent.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(false);
    await mail.waitFor(me.member.email, ACCOUNT_SUBJECTS.emailChanged);
    await phone.post('/api/front/member-login').set(px).set('X-Forwarded-For', nextIp()).send({ email: newEmail, password: me.password }).expect(200);
    await phone.post('/api/front/member-login').set(px).set('X-Forwarded-For', nextIp()).send({ email: me.member.email, password: me.password }).expect(401);
    expect((await phone.post('/api/front/send-mail-for-change-mail-auth').set(px).set('X-Forwarded-For', nextIp()).send({ token }).expect(400)).body.code).toBe('EMAIL_CHANGE_LINK_INVALID');
  });

  it('does not reveal to the requester that the new address belongs to another member', async () => {
    const me = await loggedIn();
    const other = await makeMember(t.dataSource);
    const res = await me.post('send-mail-for-change-mail', { email: other.member.email }).expect(200);
    expect(res.body).toEqual({ result: true });
    await mail.waitFor(other.member.email, ACCOUNT_SUBJECTS.emailChangeTaken);
    expect(await mail.to(other.member.email, ACCOUNT_SUBJECTS.emailChange)).toEqual([]);
    expect(await t.dataSource.getRepository(MemberEntity).findOneBy({ id: me.member.id })).toMatchObject({ pendingEmail: null, email: me.member.email });
  });

  it('withdraws after the password: personal data anonymised, skill sheets deleted, sessions ended, a goodbye mail, the address free again', async () => {
    const me = await loggedIn({ lastName: '退会', firstName: '太郎' });
    const storedName = `sheet-${unique()}.pdf`;
    await mkdir(t.config.uploadDir, { recursive: true });
    await writeFile(path.join(t.config.uploadDir, storedName), 'pdf');
    await t.dataSource.getRepository(SkillSheetEntity).insert({ memberId: me.member.id, originalName: '職務経歴書.pdf', storedName, mimeType: 'application/pdf', size: 3 });
    const tag = await makeTag(t.dataSource);
    await t.dataSource.getRepository(MemberSkillEntity).insert({ memberId: me.member.id, tagId: tag.id, experienceYears: 1 });

    const kept = await makeItem(t.dataSource);
    await me.post('consider/store-consider-item', { item_id: kept.id }).expect(200);
    const wrong = await me.post('delete-user', { password: 'not my password' }).expect(400);
    expect(wrong.body.errors).toEqual({ password: ['パスワードが正しくありません'] });
    await me.post('delete-user', { password: me.password, reason: '案件が決まったため' }).expect(200);

    expect((await me.agent.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(false);
    const row = await t.dataSource.getRepository(MemberEntity).findOne({ where: { id: me.member.id }, withDeleted: true });
    expect(row).toMatchObject({ lastName: '', firstName: '', tel: null, birthDate: null });
    expect(row!.email).not.toBe(me.member.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.dataSource.getRepository(SkillSheetEntity).findBy({ memberId: me.member.id })).toEqual([]);
    expect(await t.dataSource.getRepository(MemberSkillEntity).findBy({ memberId: me.member.id })).toEqual([]);
    expect(await t.dataSource.getRepository(ConsiderItemEntity).countBy({ memberId: me.member.id })).toBe(0);
    await expect(stat(path.join(t.config.uploadDir, storedName))).rejects.toThrow();
    await mail.waitFor(me.member.email, ACCOUNT_SUBJECTS.withdrawn);

    const anon = request.agent(t.app.getHttpServer());
    const ax = await csrfHeader(anon);
    await anon.post('/api/front/member-login').set(ax).set('X-Forwarded-For', nextIp()).send({ email: me.member.email, password: me.password }).expect(401);
    // The address can register again.
    await anon
      .post('/api/front/member-register')
      .set(ax)
      .set('X-Forwarded-For', nextIp())
      .send({ email: me.member.email, password: 'coming back again', password_confirmation: 'coming back again', last_name: '再', first_name: '登録', last_name_kana: 'サイ', first_name_kana: 'トウロク', birth_date: '1990-01-01', prefecture_id: 13, tel: '090-0000-0000', contract_types: '', magazine_flag: 0, agree: true })
      .expect(200);
    await mail.waitFor(me.member.email, ACCOUNT_SUBJECTS.verify);
  });

  it('stores the ad parameters a member arrived with as a conversion record', async () => {
    const me = await loggedIn();
    await me.post('store-offline-cvdata', { gclid: 'Cj0KCQ-test', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', landing_path: '/lp1', arrived_at: '2026-11-20T10:00:00.000Z' }).expect(200);
    await me.post('store-offline-cvdata', { landing_path: '/' }).expect(200);
    const rows = await t.dataSource.getRepository(MemberConversionEntity).findBy({ memberId: me.member.id });
    expect(rows).toEqual([expect.objectContaining({ gclid: 'Cj0KCQ-test', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', landingPath: '/lp1' })]);
    expect(rows[0].arrivedAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it("gives a member a tamper-proof referral link; the /introduce form stores the request with the referrer and mails staff and the friend", async () => {
    const me = await loggedIn({ lastName: '紹介', firstName: '者' });
    const link = (await me.agent.get('/api/front/encrypt-user-id').expect(200)).body as { encrypted_user_id: string; url: string };
    expect(link.url).toBe(`${t.config.appUrl}/introduce?ref=${link.encrypted_user_id}`);

    const visitor = request.agent(t.app.getHttpServer());
    const vx = await csrfHeader(visitor);
    const friend = `friend-${unique()}@example.com`;
    const body = { ref: link.encrypted_user_id, name: '友人 花子', name_kana: 'ユウジン ハナコ', email: friend, tel: '090-1111-2222', message: 'Java の案件を探しています', agree: true, idempotency_key: randomUUID() };
    const created = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', nextIp()).send(body).expect(201);
    expect(await t.dataSource.getRepository(IntroduceRequestEntity).findOneBy({ id: created.body.id })).toMatchObject({ referrerMemberId: me.member.id, email: friend, name: '友人 花子' });
    const invitation = await mail.waitFor(friend, CONTACT_SUBJECTS.introduceInvitation);
    // Neither the referrer's name nor the friend's: the form's address gets no text anyone chose.
    expect(invitation.text).toContain('会員様より');
    expect(invitation.text).not.toContain('紹介 者');
    await mail.waitFor(t.config.staffMailTo ?? 'staff@engineer-route.example', CONTACT_SUBJECTS.introduceReceived);

    // A forged ref stores the request without a referrer; a replayed key stores nothing new.
    const forged = link.encrypted_user_id.slice(0, -3) + (link.encrypted_user_id.endsWith('AAA') ? 'BBB' : 'AAA');
    const other = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', nextIp()).send({ ...body, ref: forged, idempotency_key: randomUUID() }).expect(201);
    expect(await t.dataSource.getRepository(IntroduceRequestEntity).findOneBy({ id: other.body.id })).toMatchObject({ referrerMemberId: null });
    // A ref that cannot be ours (too long) is dropped, not refused: the friend cannot see or fix it.
    const long = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', nextIp()).send({ ...body, ref: 'x'.repeat(500), idempotency_key: randomUUID() }).expect(201);
    expect(await t.dataSource.getRepository(IntroduceRequestEntity).findOneBy({ id: long.body.id })).toMatchObject({ referrerMemberId: null });
    const ip = nextIp();
    const key = randomUUID();
    const first = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', ip).send({ ...body, idempotency_key: key }).expect(201);
    const replay = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', ip).send({ ...body, idempotency_key: key }).expect(200);
    expect(replay.body.id).toBe(first.body.id);
    const bad = await visitor.post('/api/front/make-request-to-introduce').set(vx).set('X-Forwarded-For', nextIp()).send({ ...body, name_kana: 'ゆうじん', email: 'x', idempotency_key: randomUUID() }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name_kana']);
  });

  it('every member write needs a login and the anti-forgery token', async () => {
    const anon = request.agent(t.app.getHttpServer());
    const ax = await csrfHeader(anon);
    for (const p of ['update-user-info', 'send-mail-for-change-mail', 'delete-user', 'store-offline-cvdata']) {
      expect((await anon.post(`/api/front/${p}`).set(ax).send({}).expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await anon.post(`/api/front/${p}`).send({}).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    }
  });
});
