import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { EngineerStyleEntity } from '../src/modules/member-surveys/entities/engineer-style.entity';
import { FreelanceStartEntity } from '../src/modules/member-surveys/entities/freelance-start.entity';
import { makeMember } from './support/factories';
import { bearer } from './support/session-tokens';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, the member's questionnaires (働き方アンケート, フリーランス準備アンケート) on MariaDB:
 * GET/POST /api/front/survey/get-… / store-…: the first answer, answering again (one current answer, the same
 * record), field errors in Japanese, withdrawal removing them, login and the anti-forgery check of a cookie session.
 */
describe('member questionnaires (front survey/*)', () => {
  let t: TestApp;
  let ipSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  async function member() {
    const { member: created } = await makeMember(t.dataSource, { email: `survey-${randomBytes(4).toString('hex')}@example.com` });
    return { member: created, headers: bearer(t, 'member', created) };
  }

  it('answers 働き方アンケート, and answering again replaces the answer (the same record, a new time)', async () => {
    const { member: me, headers } = await member();
    expect((await http().get('/api/front/survey/get-engineer-style').set(headers).expect(200)).body).toEqual({ answer: null, answered_at: null });

    const first = await http()
      .post('/api/front/survey/store-engineer-style')
      .set(headers)
      .send({ work_style: 2, desired_weekly_days: 4, desired_rate: 700000, experience_years: 6, preferences: ' バックエンド、東京都内 ', note: '' })
      .expect(200);
    expect(first.body.answer).toEqual({
      work_style: 2,
      work_style_label: 'ハイブリッド希望',
      desired_weekly_days: 4,
      desired_rate: 700000,
      experience_years: 6,
      preferences: 'バックエンド、東京都内',
      note: null,
    });
    expect(first.body.answered_at).toEqual(expect.any(String));

    const second = await http().post('/api/front/survey/store-engineer-style').set(headers).send({ work_style: 3 }).expect(200);
    expect(second.body.answer).toMatchObject({ work_style: 3, work_style_label: 'フルリモート希望', desired_weekly_days: null, desired_rate: null, preferences: null });
    expect(new Date(second.body.answered_at).getTime()).toBeGreaterThanOrEqual(new Date(first.body.answered_at).getTime());
    expect((await http().get('/api/front/survey/get-engineer-style').set(headers).expect(200)).body).toEqual(second.body);

    const rows = await t.dataSource.getRepository(EngineerStyleEntity).find({ where: { memberId: me.id }, withDeleted: true });
    expect(rows).toHaveLength(1);
    expect(rows[0].version).toBe(2);
  });

  it('answers フリーランス準備アンケート (full-width digits folded) and reads it back', async () => {
    const { headers } = await member();
    const res = await http()
      .post('/api/front/survey/store-freelance-start')
      .set(headers)
      .send({ start_timing: '２', current_status: 1, has_freelance_experience: false, available_from: '2027-01-04', note: '契約について相談したいです。' })
      .expect(200);
    expect(res.body.answer).toEqual({
      start_timing: 2,
      start_timing_label: '1ヶ月以内',
      current_status: 1,
      current_status_label: '会社員',
      has_freelance_experience: false,
      available_from: '2027-01-04',
      note: '契約について相談したいです。',
    });
    expect((await http().get('/api/front/survey/get-freelance-start').set(headers).expect(200)).body).toEqual(res.body);
  });

  it('refuses a wrong answer with a message under each field, storing nothing', async () => {
    const { member: me, headers } = await member();
    const style = await http()
      .post('/api/front/survey/store-engineer-style')
      .set(headers)
      .send({ work_style: 9, desired_weekly_days: 7, desired_rate: 5000, experience_years: -1, preferences: 'あ'.repeat(256) })
      .expect(400);
    expect(style.body.code).toBe('VALIDATION_FAILED');
    expect(style.body.errors).toEqual({
      work_style: ['希望する働き方を選んでください'],
      desired_weekly_days: ['5以下の値を入力してください'],
      desired_rate: ['希望単価は10万円〜500万円の範囲で入力してください'],
      experience_years: ['0以上の値を入力してください'],
      preferences: ['255文字以内で入力してください'],
    });
    const start = await http().post('/api/front/survey/store-freelance-start').set(headers).send({ available_from: '2027-02-30' }).expect(400);
    expect(start.body.errors).toEqual({
      start_timing: ['始められる時期を選んでください'],
      has_freelance_experience: ['フリーランス経験の有無を選んでください'],
      available_from: ['日付はYYYY-MM-DDの形式で入力してください'],
    });
    expect(await t.dataSource.getRepository(EngineerStyleEntity).count({ where: { memberId: me.id }, withDeleted: true })).toBe(0);
  });

  it('withdrawal takes the answers with the account (soft-deleted ones too)', async () => {
    const { member: me, password } = await makeMember(t.dataSource, { email: `survey-leave-${randomBytes(4).toString('hex')}@example.com` });
    const headers = bearer(t, 'member', me);
    await http().post('/api/front/survey/store-engineer-style').set(headers).send({ work_style: 1, note: '個人的な事情を書いた' }).expect(200);
    await http().post('/api/front/survey/store-freelance-start').set(headers).send({ start_timing: 5, has_freelance_experience: false }).expect(200);
    await t.dataSource.getRepository(FreelanceStartEntity).softDelete({ memberId: me.id });
    await http().post('/api/front/delete-user').set(headers).send({ password }).expect(200);
    expect(await t.dataSource.getRepository(EngineerStyleEntity).count({ where: { memberId: me.id }, withDeleted: true })).toBe(0);
    expect(await t.dataSource.getRepository(FreelanceStartEntity).count({ where: { memberId: me.id }, withDeleted: true })).toBe(0);
  });

  it('answers only a logged-in member, and a cookie session only with the anti-forgery token', async () => {
    await http().get('/api/front/survey/get-engineer-style').expect(401);
    const visitor = request.agent(t.app.getHttpServer());
    const visitorXsrf = await csrfHeader(visitor);
    expect((await visitor.post('/api/front/survey/store-freelance-start').set(visitorXsrf).send({ start_timing: 1, has_freelance_experience: true }).expect(401)).body.code).toBe('UNAUTHENTICATED');

    const { member: me, password } = await makeMember(t.dataSource, { email: `survey-cookie-${randomBytes(4).toString('hex')}@example.com` });
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', `198.51.100.${++ipSeq}`).send({ email: me.email, password }).expect(200);
    const forged = await agent.post('/api/front/survey/store-freelance-start').send({ start_timing: 1, has_freelance_experience: true }).expect(419);
    expect(forged.body.code).toBe('CSRF_TOKEN_MISMATCH');
    await agent.post('/api/front/survey/store-freelance-start').set(xsrf).send({ start_timing: 1, has_freelance_experience: true }).expect(200);
    expect((await agent.get('/api/front/survey/get-freelance-start').expect(200)).body.answer).toMatchObject({ start_timing: 1, has_freelance_experience: true });
  });
});
