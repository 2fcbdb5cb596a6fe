import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { sign } from 'jsonwebtoken';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { RECENT_LOGIN_SECONDS } from '../src/modules/account/social/social.service';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { SocialAccountEntity } from '../src/modules/members/entities/social-account.entity';
import { makeMember } from './support/factories';
import { startFirebaseKeys, TEST_FIREBASE } from './support/firebase-keys';
import { bearer } from './support/session-tokens';
import { cookieFrom, createTestApp, csrfHeader, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Issue 12 social sign-in: Firebase ID tokens verified on the server against a local JWKS (no internet). */
describe('social sign-in and linked accounts', () => {
  let t: TestApp;
  let keys: Awaited<ReturnType<typeof startFirebaseKeys>>;
  let ipSeq = 0;
  const nextIp = () => `203.0.113.${++ipSeq}`;
  const uid = () => randomBytes(6).toString('hex');

  async function browser() {
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    const post = (p: string, body: object, ip = nextIp()) => agent.post(`/api/front/${p}`).set(xsrf).set('X-Forwarded-For', ip).send(body);
    return { agent, post };
  }

  async function loggedIn() {
    const { member, password } = await makeMember(t.dataSource);
    const b = await browser();
    await b.post('member-login', { email: member.email, password }).expect(200);
    return { member, password, ...b };
  }

  beforeAll(async () => {
    keys = await startFirebaseKeys();
    t = await createTestApp({ firebase: TEST_FIREBASE, firebaseJwksUrl: keys.url });
  });

  afterAll(async () => {
    await t?.close();
    await keys?.close();
  });

  it('an unknown provider account starts sign-up pre-filled; once linked on my page it logs the member in', async () => {
    const googleUid = uid();
    const visitor = await browser();
    const unknown = await visitor.post('member-social-account-login', { id_token: keys.idToken('google.com', googleUid) }).expect(200);
    expect(unknown.body).toEqual({ status: 'unregistered', prefill: { email: `${googleUid}@example.com`, last_name: '山田', first_name: '太郎', type: 4 } });
    expect(cookieFrom(unknown.headers['set-cookie'], 'er_member_token')).toBeNull();
    expect((await visitor.post('socialaccount/check-account-used', { id_token: keys.idToken('google.com', googleUid) }).expect(200)).body).toEqual({ used: false });

    const me = await loggedIn();
    const linked = await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('google.com', googleUid) }).expect(200);
    expect(linked.body.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ type: 4, label: 'Google', linked: true }), expect.objectContaining({ type: 3, label: 'GitHub', linked: false })]));
    expect(linked.body).toMatchObject({ has_password: true, available: true });
    expect((await me.agent.get('/api/front/socialaccount/get-account-list').expect(200)).body.accounts).toHaveLength(4);
    expect((await visitor.post('socialaccount/check-account-used', { id_token: keys.idToken('google.com', googleUid) }).expect(200)).body).toEqual({ used: true });

    const login = await visitor.post('member-social-account-login', { id_token: keys.idToken('google.com', googleUid) }).expect(200);
    expect(login.body).toMatchObject({ status: 'logged_in', user: { id: me.member.id, login_id: me.member.email } });
    expect((await visitor.agent.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(true);
  });

  it('refuses a provider account linked to another member, and a second account of the same provider', async () => {
    const githubUid = uid();
    const first = await loggedIn();
    await first.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('github.com', githubUid) }).expect(200);
    // Linking it again to the same member changes nothing.
    await first.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('github.com', githubUid) }).expect(200);
    const second = await loggedIn();
    expect((await second.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('github.com', githubUid) }).expect(409)).body.code).toBe('SOCIAL_ACCOUNT_IN_USE');
    expect((await first.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('github.com', uid()) }).expect(409)).body.code).toBe('SOCIAL_TYPE_ALREADY_LINKED');
  });

  it('refuses tokens that are forged, expired, for another project, from the future, unsigned or from a provider not offered', async () => {
    const me = await loggedIn();
    const twitterUid = uid();
    await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('twitter.com', twitterUid) }).expect(200);
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      'another key, same kid': keys.idToken('twitter.com', twitterUid, {}, { key: keys.otherKey() }),
      'an unknown kid': keys.idToken('twitter.com', twitterUid, {}, { kid: 'no-such-kid' }),
      expired: keys.idToken('twitter.com', twitterUid, { iat: now - 7200, exp: now - 3600, auth_time: now - 7200 }),
      'another project (aud)': keys.idToken('twitter.com', twitterUid, { aud: 'someone-else' }),
      'another issuer': keys.idToken('twitter.com', twitterUid, { iss: 'https://securetoken.google.com/someone-else' }),
      'auth_time in the future': keys.idToken('twitter.com', twitterUid, { auth_time: now + 3600 }),
      'e-mail/password sign-in': keys.idToken('password', twitterUid),
      'HS256 with the project id as secret': sign({ iss: `https://securetoken.google.com/${TEST_FIREBASE.projectId}`, aud: TEST_FIREBASE.projectId, sub: 'x', auth_time: now, firebase: { sign_in_provider: 'twitter.com', identities: { 'twitter.com': [twitterUid] } } }, TEST_FIREBASE.projectId, { algorithm: 'HS256', keyid: keys.kid }),
      'not a token': 'abc.def.ghi',
    };
    const visitor = await browser();
    const ip = nextIp();
    for (const [, token] of Object.entries(bad).slice(0, 4)) {
      const res = await visitor.post('member-social-account-login', { id_token: token }, ip).expect(401);
      expect(res.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID', message: 'ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。' });
    }
    for (const [, token] of Object.entries(bad).slice(4)) {
      expect((await visitor.post('member-social-account-login', { id_token: token }).expect(401)).body.code).toBe('SOCIAL_TOKEN_INVALID');
    }
    // Failures are throttled per IP like a login.
    await visitor.post('member-social-account-login', { id_token: bad.expired }, ip).expect(401);
    expect((await visitor.post('member-social-account-login', { id_token: keys.idToken('twitter.com', twitterUid) }, ip).expect(429)).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it("unlinks, but never the member's last way to log in", async () => {
    const me = await loggedIn();
    const a = uid();
    await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('facebook.com', a) }).expect(200);
    const unlinked = await me.post('socialaccount/cancel-account-authenticate', { type: 2 }).expect(200);
    expect(unlinked.body.accounts.find((x: { type: number }) => x.type === 2).linked).toBe(false);

    // A member without a password (the landing pages' short sign-up) keeps their only social login.
    await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('facebook.com', a) }).expect(200);
    await t.dataSource.getRepository(MemberEntity).update({ id: me.member.id }, { passwordHash: '!temporary' });
    const refused = await me.post('socialaccount/cancel-account-authenticate', { type: 2 }).expect(409);
    expect(refused.body.code).toBe('SOCIAL_LAST_LOGIN_METHOD');
    expect(await t.dataSource.getRepository(SocialAccountEntity).countBy({ memberId: me.member.id })).toBe(1);
  });

  it('withdraws with a fresh sign-in of a linked social account instead of the password', async () => {
    const me = await loggedIn();
    const g = uid();
    await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('google.com', g) }).expect(200);
    const stale = keys.idToken('google.com', g, { auth_time: Math.floor(Date.now() / 1000) - 3600 });
    expect((await me.post('delete-user', { id_token: stale }).expect(400)).body.errors.id_token).toEqual([expect.stringContaining('もう一度サインイン')]);
    expect((await me.post('delete-user', { id_token: keys.idToken('google.com', uid()) }).expect(400)).body.errors.id_token).toBeDefined();
    await me.post('delete-user', { id_token: keys.idToken('google.com', g) }).expect(200);
    expect(await t.dataSource.getRepository(MemberEntity).findOneBy({ id: me.member.id })).toBeNull();
    expect((await me.post('member-social-account-login', { id_token: keys.idToken('google.com', g) }).expect(200)).body.status).toBe('unregistered');
  });

  describe('linking needs a recent login or the password, and the member is mailed', () => {
    /** The member's session as it is RECENT_LOGIN_SECONDS + 60 s after its login (a token with that auth_time). */
    function staleSession(member: MemberEntity) {
      const authTime = Math.floor(Date.now() / 1000) - RECENT_LOGIN_SECONDS - 60;
      const headers = bearer(t, 'member', member, { auth_time: authTime });
      return (p: string, body: object) => request(t.app.getHttpServer()).post(`/api/front/${p}`).set(headers).set('X-Forwarded-For', nextIp()).send(body);
    }
    const linkedTypes = async (memberId: number) => (await t.dataSource.getRepository(SocialAccountEntity).findBy({ memberId })).map((a) => a.type);

    it('refuses a login older than the limit without the password, with a code and a Japanese message; a wrong password is a field error', async () => {
      const { member } = await loggedIn();
      const post = staleSession(member);
      const refused = await post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('google.com', uid()) }).expect(403);
      expect(refused.body).toMatchObject({
        code: 'RECENT_LOGIN_REQUIRED',
        message: 'セキュリティのため、ソーシャルアカウントを連携するにはパスワードをもう一度入力してください。パスワードを設定していない場合は、ログインし直してからお試しください。',
      });
      const wrong = await post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('google.com', uid()), password: 'not the password' }).expect(400);
      expect(wrong.body).toMatchObject({ code: 'ACCOUNT_FIELDS_INVALID', errors: { password: ['パスワードが正しくありません'] } });
      expect(await linkedTypes(member.id)).toEqual([]);
      expect(await mailbox(t).to(member.email, ACCOUNT_SUBJECTS.socialLinked)).toEqual([]);
    });

    it('accepts the password typed again on a stale login', async () => {
      const { member, password } = await loggedIn();
      await staleSession(member)('socialaccount/setting-account-authenticate', { id_token: keys.idToken('github.com', uid()), password }).expect(200);
      expect(await linkedTypes(member.id)).toEqual([3]);
    });

    it('accepts a fresh login without the password, and a fresh social sign-in of an already linked account too', async () => {
      const me = await loggedIn();
      const g = uid();
      await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('google.com', g) }).expect(200);
      expect(await linkedTypes(me.member.id)).toEqual([4]);
      // Logged in a moment ago through the linked account: as recent as a password login.
      const social = await browser();
      await social.post('member-social-account-login', { id_token: keys.idToken('google.com', g) }).expect(200);
      await social.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('twitter.com', uid()) }).expect(200);
      expect((await linkedTypes(me.member.id)).sort()).toEqual([1, 4]);
    });

    it('mails the member once for each link and each unlink, naming the provider', async () => {
      const me = await loggedIn();
      const mail = mailbox(t);
      const f = uid();
      await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('facebook.com', f) }).expect(200);
      // The same account again changes nothing and mails nothing.
      await me.post('socialaccount/setting-account-authenticate', { id_token: keys.idToken('facebook.com', f) }).expect(200);
      const [linked] = await mail.waitForCount(me.member.email, ACCOUNT_SUBJECTS.socialLinked, 1);
      expect(await mail.text(linked.id)).toContain('Facebook のアカウントを連携しました');
      await me.post('socialaccount/cancel-account-authenticate', { type: 2 }).expect(200);
      await me.post('socialaccount/cancel-account-authenticate', { type: 2 }).expect(200);
      const [unlinked] = await mail.waitForCount(me.member.email, ACCOUNT_SUBJECTS.socialUnlinked, 1);
      expect(await mail.text(unlinked.id)).toContain('Facebook のアカウントの連携を解除しました');
      // Mail is sent in order: by the time the unlink's arrived, a second of either would have too.
      await new Promise((r) => setTimeout(r, 500));
      expect(await mail.to(me.member.email, ACCOUNT_SUBJECTS.socialLinked)).toHaveLength(1);
      expect(await mail.to(me.member.email, ACCOUNT_SUBJECTS.socialUnlinked)).toHaveLength(1);
    });
  });

  it('the linked-account routes need a login and the anti-forgery token', async () => {
    const anon = await browser();
    for (const p of ['socialaccount/setting-account-authenticate', 'socialaccount/cancel-account-authenticate']) {
      expect((await anon.post(p, {}).expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await request(t.app.getHttpServer()).post(`/api/front/${p}`).send({}).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    }
    expect((await anon.agent.get('/api/front/socialaccount/get-account-list').expect(401)).body.code).toBe('UNAUTHENTICATED');
  });
});
