import { randomBytes } from 'node:crypto';
import { legacyScryptHash } from '../src/database/password-hash';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { MemberConversionEntity } from '../src/modules/members/entities/member-conversion.entity';
import { AuthState, MemberEntity } from '../src/modules/members/entities/member.entity';
import { makeContractType, makeMember, makePrefectureArea } from './support/factories';
import { cookieFrom, createTestApp, csrfHeader, linkToken, mailbox, type TestApp } from './support/test-app';
import request from 'supertest';

jest.setTimeout(120_000);

/**
 * Issue 12, sign-up → verification → login and password reset, on MariaDB with mail through BullMQ
 * (Redis) and the throttle counted in Redis: every refusal, and the same answer for every address.
 */
describe('member sign-up, verification and password reset', () => {
  let t: TestApp;
  let xsrf: { 'X-XSRF-TOKEN': string };
  let mail: ReturnType<typeof mailbox>;
  let contractTypeIds: number[];
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;
  const unique = () => randomBytes(4).toString('hex');

  const post = (path: string, body: object, ip = nextIp(), agent = t.http) => agent.post(`/api/front/${path}`).set(xsrf).set('X-Forwarded-For', ip).send(body);

  const signUp = (over: Record<string, unknown> = {}) => ({
    email: `new-${unique()}@example.com`,
    password: 'sakura no hana ga saku',
    password_confirmation: 'sakura no hana ga saku',
    last_name: '山田',
    first_name: '花子',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'ハナコ',
    birth_date: '1990-04-01',
    prefecture_id: 13,
    tel: '090-1234-5678',
    contract_types: contractTypeIds.join(','),
    magazine_flag: 1,
    agree: true,
    ...over,
  });

  const memberRow = (email: string) => t.dataSource.getRepository(MemberEntity).findOne({ where: { email } });

  beforeAll(async () => {
    t = await createTestApp();
    xsrf = await csrfHeader(t.http);
    mail = mailbox(t);
    await makePrefectureArea(t.dataSource, 13, '東京都');
    contractTypeIds = [(await makeContractType(t.dataSource, { name: 'フリーランス（業務委託）' })).id, (await makeContractType(t.dataSource, { name: '正社員' })).id];
  });

  afterAll(async () => {
    await t?.close();
  });

  it('registers a provisional member, mails a single-use link that completes sign-up and logs in', async () => {
    const body = signUp({
      email: `ＨＡＮＡＫＯ-${unique()}＠ｅｘａｍｐｌｅ．ｃｏｍ`,
      tel: '０９０ー１２３４ー５６７８',
      ad_params: { gclid: 'Cj0-signup', utm_source: 'google', utm_medium: 'cpc', landing_path: '/lp1', arrived_at: '2026-11-20T01:02:03.000Z' },
    });
    const email = String(body.email).normalize('NFKC').toLowerCase();
    const res = await post('member-register', body).expect(200);
    expect(res.body).toEqual({ result: true });
    expect(res.headers['cache-control']).toBe('no-store');

    const row = await memberRow(email);
    expect(row).toMatchObject({ authState: AuthState.Provisional, tel: '090-1234-5678', lastNameKana: 'ヤマダ', magazineFlag: true, birthDate: '1990-04-01' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.contractTypes).toBe([...contractTypeIds].sort((a, b) => a - b).join(','));
    // Only the hash of the link's token is stored.
    expect(row!.authToken).toMatch(/^[0-9a-f]{64}$/);
    // The ad parameters the visitor arrived with are stored with the registration (store-offline-cvdata).
    expect(await t.dataSource.getRepository(MemberConversionEntity).findBy({ memberId: row!.id })).toEqual([
      expect.objectContaining({ gclid: 'Cj0-signup', utmSource: 'google', utmMedium: 'cpc', landingPath: '/lp1' }),
    ]);

    const sent = await mail.waitFor(email, ACCOUNT_SUBJECTS.verify);
    const token = linkToken(sent.text, '/user/regist/comp');
    expect(sent.text).not.toContain(row!.authToken!);

    // Not verified yet: no login.
    const early = await post('member-login', { email, password: body.password }).expect(403);
    expect(early.body.code).toBe('AUTH_EMAIL_NOT_VERIFIED');

    const browser = request.agent(t.app.getHttpServer());
    const bx = await csrfHeader(browser);
    const done = await browser.post('/api/front/member-register-auth-mail-complete').set(bx).set('X-Forwarded-For', nextIp()).send({ token }).expect(200);
    expect(done.body.user).toMatchObject({ id: row!.id, last_name: '山田', first_name: '花子', login_id: email });
    expect(cookieFrom(done.headers['set-cookie'], 'er_member_token')?.raw).toMatch(/HttpOnly/i);
    expect((await browser.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(true);
    expect(await memberRow(email)).toMatchObject({ authState: AuthState.Authenticated, authToken: null });

    // Single use.
    const again = await post('member-register-auth-mail-complete', { token }).expect(400);
    expect(again.body).toMatchObject({ code: 'REGISTRATION_LINK_INVALID', message: expect.stringContaining('再送信') });
    await post('member-login', { email, password: body.password }).expect(200);
  });

  it('answers an address that already belongs to a member exactly as a new one, and tells its owner instead', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const taken = await post('member-register', signUp({ email: member.email, password: 'another pass phrase', password_confirmation: 'another pass phrase' })).expect(200);
    const fresh = await post('member-register', signUp()).expect(200);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    await mail.waitFor(member.email, ACCOUNT_SUBJECTS.registerExists);
    expect(await mail.to(member.email, ACCOUNT_SUBJECTS.verify)).toEqual([]);
    // Nothing of the account changed: the old password still logs in.
    await post('member-login', { email: member.email, password }).expect(200);
  });

  it('refuses bad fields with Japanese messages per field and stores nothing', async () => {
    const thisYear = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' }).slice(0, 4));
    const email = `bad-${unique()}@example.com`;
    const res = await post(
      'member-register',
      signUp({
        email,
        password: 'password1',
        password_confirmation: 'password1',
        last_name_kana: 'やまだ',
        birth_date: `${thisYear - 17}-01-01`,
        tel: '12',
        magazine_flag: 2,
        agree: false,
      }),
    ).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toMatchObject({
      password: [expect.stringContaining('推測されやすい')],
      last_name_kana: ['全角カタカナで入力してください'],
      birth_date: ['18歳未満の方はご登録いただけません'],
      tel: ['電話番号の形式が正しくありません'],
      magazine_flag: ['選択肢の中から選んでください'],
      agree: ['利用規約と個人情報の取り扱いへの同意が必要です'],
    });
    const before1940 = await post('member-register', signUp({ email, birth_date: '1939-12-31' })).expect(400);
    expect(before1940.body.errors.birth_date).toEqual(['生年月日を正しく選択してください']);
    const short = await post('member-register', signUp({ email, password: 'abc', password_confirmation: 'abc' })).expect(400);
    expect(short.body.errors.password).toEqual(['パスワードは8文字以上で入力してください']);
    const sameAsAddress = await post('member-register', signUp({ email, password: email, password_confirmation: email })).expect(400);
    expect(sameAsAddress.body.errors.password).toEqual(['メールアドレスと同じ文字列はパスワードに使用できません']);

    // Rules the service checks: the repetition and the master ids.
    const mismatch = await post('member-register', signUp({ email, password_confirmation: 'sakura no hana ga chiru', prefecture_id: 99, contract_types: '1,99999' })).expect(400);
    expect(mismatch.body).toMatchObject({
      code: 'ACCOUNT_FIELDS_INVALID',
      errors: { password_confirmation: ['パスワードが一致しません'], prefecture_id: ['都道府県を選択してください'], contract_types: ['希望する契約形態を選択肢から選んでください'] },
    });
    expect(await memberRow(email)).toBeNull();
  });

  it('resends the link (the old one stops working), refuses an expired one, and answers unknown addresses the same', async () => {
    const body = signUp();
    await post('member-register', body).expect(200);
    const first = linkToken((await mail.waitFor(body.email as string, ACCOUNT_SUBJECTS.verify)).text, '/user/regist/comp');

    const unknown = await post('member-send-auth-mail', { email: `nobody-${unique()}@example.com` }).expect(200);
    const known = await post('member-send-auth-mail', { email: body.email }).expect(200);
    expect(unknown.body).toEqual(known.body);
    const [resent] = await mail.waitForCount(body.email as string, ACCOUNT_SUBJECTS.verify, 2);
    const second = linkToken(await mail.text(resent.id), '/user/regist/comp');
    expect(second).not.toBe(first);
    expect((await post('member-register-auth-mail-complete', { token: first }).expect(400)).body.code).toBe('REGISTRATION_LINK_INVALID');

    // 24 hours later the link has expired.
    await t.dataSource.getRepository(MemberEntity).update({ email: body.email as string }, { authTokenExpiresAt: new Date(Date.now() - 1000) });
    expect((await post('member-register-auth-mail-complete', { token: second }).expect(400)).body.code).toBe('REGISTRATION_LINK_INVALID');
    expect((await post('member-register-auth-mail-complete', { token: 'not-a-token' }).expect(400)).body.code).toBe('REGISTRATION_LINK_INVALID');
  });

  it('resets a password with a one-hour single-use link, ends every session and mails a notice', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const session = request.agent(t.app.getHttpServer());
    const sx = await csrfHeader(session);
    await session.post('/api/front/member-login').set(sx).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);

    const unknown = await post('member-password-reset-mail', { email: `nobody-${unique()}@example.com` }).expect(200);
    const known = await post('member-password-reset-mail', { email: member.email.toUpperCase() }).expect(200);
    expect(unknown.body).toEqual(known.body);
    const token = linkToken((await mail.waitFor(member.email, ACCOUNT_SUBJECTS.passwordReset)).text, '/user/password/reset/update');

    // The page checks its link as it opens, without using it: a good one answers so (twice: nothing used up).
    await post('member-password-reset-check', { token }).expect(200);
    await post('member-password-reset-check', { token }).expect(200);
    expect((await post('member-password-reset-check', { token: `${token}x` }).expect(400)).body.code).toBe('PASSWORD_RESET_LINK_INVALID');

    const weak = await post('member-password-reset-update', { token, password: '12345678', password_confirmation: '12345678' }).expect(400);
    expect(weak.body.errors.password).toEqual([expect.stringContaining('推測されやすい')]);
    const differ = await post('member-password-reset-update', { token, password: 'a brand new phrase', password_confirmation: 'a brand new phrasE' }).expect(400);
    expect(differ.body.errors).toEqual({ password_confirmation: ['パスワードが一致しません'] });

    await post('member-password-reset-update', { token, password: 'a brand new phrase', password_confirmation: 'a brand new phrase' }).expect(200);
    expect((await session.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(false);
    await mail.waitFor(member.email, ACCOUNT_SUBJECTS.passwordChanged);
    expect((await post('member-login', { email: member.email, password }).expect(401)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
    await post('member-login', { email: member.email, password: 'a brand new phrase' }).expect(200);
    expect((await post('member-password-reset-update', { token, password: 'yet another phrase', password_confirmation: 'yet another phrase' }).expect(400)).body.code).toBe('PASSWORD_RESET_LINK_INVALID');
    // Used: the page says so as it opens.
    expect((await post('member-password-reset-check', { token }).expect(400)).body.code).toBe('PASSWORD_RESET_LINK_INVALID');

    // An hour later a new link has expired.
    await post('member-password-reset-mail', { email: member.email }).expect(200);
    const [lateMail] = await mail.waitForCount(member.email, ACCOUNT_SUBJECTS.passwordReset, 2);
    const late = linkToken(await mail.text(lateMail.id), '/user/password/reset/update');
    await t.dataSource.getRepository(MemberEntity).update({ id: member.id }, { passwordResetExpiresAt: new Date(Date.now() - 1000) });
    expect((await post('member-password-reset-update', { token: late, password: 'yet another phrase', password_confirmation: 'yet another phrase' }).expect(400)).body.code).toBe('PASSWORD_RESET_LINK_INVALID');
  });

  it('throttles sign-up, resend and reset mails per address and says in Japanese how long to wait', async () => {
    const email = `busy-${unique()}@example.com`;
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await post('member-password-reset-mail', { email }, ip).expect(200);
    const refused = await post('member-password-reset-mail', { email }, ip).expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_MAIL_REQUESTS', message: expect.stringMatching(/^送信回数が上限を超えました。\d+(秒|分)後にもう一度お試しください。$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) await post('member-send-auth-mail', { email }, ip).expect(200);
    await post('member-send-auth-mail', { email }, ip).expect(429);

    const body = signUp({ email });
    for (let i = 0; i < 3; i++) await post('member-register', body, ip).expect(200);
    await post('member-register', body, ip).expect(429);
  });

  it('guessing link tokens is throttled per IP', async () => {
    const ip = nextIp();
    const guess = () => post('member-register-auth-mail-complete', { token: randomBytes(32).toString('base64url') }, ip);
    for (let i = 0; i < 5; i++) await guess().expect(400);
    const refused = await guess().expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^試行回数が上限を超えました。/) });
  });

  it('re-hashes a password stored in the old scrypt format with argon2id at the next login', async () => {
    const { member } = await makeMember(t.dataSource);
    await t.dataSource.getRepository(MemberEntity).update({ id: member.id }, { passwordHash: await legacyScryptHash('old style password', randomBytes(16)) });
    await post('member-login', { email: member.email, password: 'old style password' }).expect(200);
    const row = await memberRow(member.email);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await post('member-login', { email: member.email, password: 'old style password' }).expect(200);
  });

  it('short sign-up of the landing pages: a provisional member whose mail link sets the password and completes sign-up', async () => {
    const email = `lp-${unique()}@example.com`;
    const res = await post('temporary/register', { name: '山田　太郎', email: email.toUpperCase(), tel: '０９０１２３４５６７８', agree: true, ad_params: { utm_source: 'line', utm_campaign: 'lp2' } }).expect(200);
    expect(res.body).toEqual({ result: true });
    const stored = await memberRow(email);
    expect(await t.dataSource.getRepository(MemberConversionEntity).findBy({ memberId: stored!.id })).toEqual([expect.objectContaining({ utmSource: 'line', utmCampaign: 'lp2', gclid: null })]);
    expect(await memberRow(email)).toMatchObject({ authState: AuthState.Provisional, lastName: '山田', firstName: '太郎', tel: '09012345678' });
    // No password works yet.
    expect((await post('member-login', { email, password: '!temporary' }).expect(401)).body.code).toBe('AUTH_INVALID_CREDENTIALS');

    await post('temporary/sendmail', { email }).expect(200);
    const mails = await mail.waitForCount(email, ACCOUNT_SUBJECTS.temporary, 2);
    const text = await mail.text(mails[0].id);
    expect(text).toContain('/user/password/reset/update?token=');
    expect(text).toContain('welcome=1');
    const token = linkToken(text, '/user/password/reset/update');
    await post('member-password-reset-update', { token, password: 'my first password', password_confirmation: 'my first password' }).expect(200);
    expect(await memberRow(email)).toMatchObject({ authState: AuthState.Authenticated });
    await post('member-login', { email, password: 'my first password' }).expect(200);
    // Choosing the first password is not a "password changed" notice.
    expect(await mail.to(email, ACCOUNT_SUBJECTS.passwordChanged)).toEqual([]);

    // The same form with a member's address answers alike and tells the member.
    const { member } = await makeMember(t.dataSource);
    expect((await post('temporary/register', { name: '他人', email: member.email, tel: '0312345678', agree: true }).expect(200)).body).toEqual({ result: true });
    await mail.waitFor(member.email, ACCOUNT_SUBJECTS.registerExists);
    // Ad parameters come from a URL the visitor never typed: unusable ones are dropped, never a reason to refuse.
    const odd = `odd-${unique()}@example.com`;
    await post('temporary/register', { name: '変 数', email: odd, tel: '0312345678', agree: true, ad_params: { utm_source: 'x'.repeat(300), gclid: 42, arrived_at: 'yesterday', utm_medium: 'email' } }).expect(200);
    const oddRow = await memberRow(odd);
    expect(await t.dataSource.getRepository(MemberConversionEntity).findBy({ memberId: oddRow!.id })).toEqual([expect.objectContaining({ utmSource: null, gclid: null, arrivedAt: null, utmMedium: 'email' })]);
    const refused = await post('temporary/register', { name: '', email: 'not-an-address', tel: '1', agree: false }).expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['agree', 'email', 'name', 'tel']);
  });

  it('without the Firebase settings social sign-in is unavailable and everything else works', async () => {
    const res = await post('member-social-account-login', { id_token: 'a.b.c' }).expect(404);
    expect(res.body).toMatchObject({ code: 'SOCIAL_LOGIN_UNAVAILABLE', message: expect.stringContaining('ご利用いただけません') });
  });

  it('checks the anti-forgery token on every sign-up write', async () => {
    for (const path of ['temporary/register', 'temporary/sendmail', 'member-register', 'member-send-auth-mail', 'member-register-auth-mail-complete', 'member-password-reset-mail', 'member-password-reset-update']) {
      const res = await t.http.post(`/api/front/${path}`).set('X-Forwarded-For', nextIp()).send({}).expect(419);
      expect(res.body.code).toBe('CSRF_TOKEN_MISMATCH');
    }
  });
});
