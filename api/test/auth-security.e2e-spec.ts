import * as jwt from 'jsonwebtoken';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/modules/auth/auth.constants';
import { makeAdmin, makeMember } from './support/factories';
import { cookieFrom, createTestApp, csrfHeader, withSecondApp, type TestApp } from './support/test-app';

/** Issue 9: tokens nobody can forge, sessions that end, throttled logins, cookie flags. */
describe('auth security', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const adminClaims = (id: number, over: Record<string, unknown> = {}) => ({
    sub: id,
    kind: 'admin',
    ver: 0,
    iat: now(),
    exp: now() + 600,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE.admin,
    ...over,
  });
  const sign = (claims: object, options: jwt.SignOptions = {}) => jwt.sign(claims, t.config.jwtSecret, { algorithm: 'HS256', ...options });
  /** jsonwebtoken refuses to sign some malformed claims; a forger would not care. */
  const rawHs256 = (claims: object) => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${body}.${createHmac('sha256', t.config.jwtSecret).update(body).digest('base64url')}`;
  };
  const asStaff = (token: string) => request(t.app.getHttpServer()).get('/api/admin/login-user-info').set('Authorization', `Bearer ${token}`);

  describe('tokens', () => {
    it('accepts a well-formed staff token (control)', async () => {
      const { admin } = await makeAdmin(t.dataSource);
      await asStaff(sign(adminClaims(admin.id))).expect(200);
    });

    it.each([
      ['without exp', (id: number) => rawHs256(adminClaims(id, { exp: undefined }))],
      ['without iat', (id: number) => rawHs256(adminClaims(id, { iat: undefined }))],
      ['without iss', (id: number) => sign(adminClaims(id, { iss: undefined }))],
      ['without aud', (id: number) => sign(adminClaims(id, { aud: undefined }))],
      ['with another issuer', (id: number) => sign(adminClaims(id, { iss: 'someone-else' }))],
      ['with the member audience', (id: number) => sign(adminClaims(id, { aud: TOKEN_AUDIENCE.member }))],
      ['expired', (id: number) => sign(adminClaims(id, { iat: now() - 7200, exp: now() - 3600 }))],
      ['signed with HS384', (id: number) => sign(adminClaims(id), { algorithm: 'HS384' })],
      ['signed with HS512', (id: number) => sign(adminClaims(id), { algorithm: 'HS512' })],
      ['with alg none', (id: number) => jwt.sign(adminClaims(id), null as unknown as string, { algorithm: 'none' })],
      ['signed with another secret', (id: number) => jwt.sign(adminClaims(id), 'x'.repeat(48), { algorithm: 'HS256' })],
      ['of an older session version', (id: number) => sign(adminClaims(id, { ver: -1 }))],
    ])('refuses a staff token %s', async (_label, make) => {
      const { admin } = await makeAdmin(t.dataSource);
      await asStaff(make(admin.id)).expect(401);
      const check = await request(t.app.getHttpServer()).get('/api/admin/login-check').set('Authorization', `Bearer ${make(admin.id)}`).expect(200);
      expect(check.body).toEqual({ logged_in: false });
    });

    it('never lets a member token through a staff guard, even for a staff id with the same number', async () => {
      const { member, password } = await makeMember(t.dataSource);
      await makeAdmin(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const headers = await csrfHeader(agent);
      const res = await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      const token = cookieFrom(res.headers['set-cookie'], 'er_member_token')!.value;
      expect(jwt.decode(token)).toMatchObject({ aud: TOKEN_AUDIENCE.member, iss: TOKEN_ISSUER, exp: expect.any(Number), iat: expect.any(Number) });
      expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
      await asStaff(token).expect(401);
      await agent.get('/api/admin/login-user-info').set('Cookie', `er_admin_token=${token}`).expect(401);
    });
  });

  describe('sessions', () => {
    it('staff: logout ends the session, the old cookie no longer works anywhere', async () => {
      const { admin, password } = await makeAdmin(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const headers = await csrfHeader(agent);
      const login = await agent.post('/api/admin/login').set(headers).send({ email: admin.email, password }).expect(200);
      expect(login.body.token).toBeUndefined();
      expect(login.headers['cache-control']).toBe('no-store');
      const token = cookieFrom(login.headers['set-cookie'], 'er_admin_token')!.value;
      await asStaff(token).expect(200);
      const logout = await agent.post('/api/admin/logout').set(headers).expect(200);
      expect(logout.headers['cache-control']).toBe('no-store');
      await asStaff(token).expect(401);
      await request(t.app.getHttpServer()).get('/api/admin/login-check').set('Cookie', `er_admin_token=${token}`).expect(200, { logged_in: false });
    });

    it('member: logout ends the session; a new login works again', async () => {
      const { member, password } = await makeMember(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const headers = await csrfHeader(agent);
      const login = await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      expect(login.body.token).toBeUndefined();
      const token = cookieFrom(login.headers['set-cookie'], 'er_member_token')!.value;
      const check = () => request(t.app.getHttpServer()).get('/api/front/member-login-check').set('Authorization', `Bearer ${token}`);
      expect((await check().expect(200)).body.logged_in).toBe(true);
      expect((await check()).headers['cache-control']).toBe('no-store');
      await agent.post('/api/front/member-logout').set(headers).expect(200);
      expect((await check().expect(200)).body).toEqual({ logged_in: false });
      await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      expect((await agent.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(true);
    });
  });

  describe('login throttling', () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });

    it('slows an account down after 5 wrong passwords from one address, with the wait in Japanese', async () => {
      const { admin, password } = await makeAdmin(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const headers = { ...(await csrfHeader(agent)), ...from('203.0.113.10') };
      for (let i = 0; i < 5; i++) await agent.post('/api/admin/login').set(headers).send({ email: admin.email, password: 'wrong-pass' }).expect(401);
      const blocked = await agent.post('/api/admin/login').set(headers).send({ email: admin.email, password }).expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^ログインの試行回数が上限を超えました。\d+秒後にもう一度お試しください。$/) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner on another address is not locked out by someone else's guesses.
      await agent.post('/api/admin/login').set({ ...headers, ...from('198.51.100.7') }).send({ email: admin.email, password }).expect(200);
    });

    it('counts members the same way, and a success clears the count', async () => {
      const { member, password } = await makeMember(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const headers = { ...(await csrfHeader(agent)), ...from('203.0.113.20') };
      for (let i = 0; i < 4; i++) await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password: 'wrong-pass' }).expect(401);
      await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      for (let i = 0; i < 4; i++) await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password: 'wrong-pass' }).expect(401);
      await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      for (let i = 0; i < 5; i++) await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password: 'wrong-pass' }).expect(401);
      const res = await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(429);
      expect(res.body.message).toMatch(/秒後にもう一度お試しください/);
    });

    it('throttles one address guessing across many accounts', async () => {
      const agent = request.agent(t.app.getHttpServer());
      const headers = { ...(await csrfHeader(agent)), ...from('203.0.113.30') };
      for (let i = 0; i < 50; i++) {
        await agent.post('/api/front/member-login').set(headers).send({ email: `nobody-${i}@example.com`, password: 'guess-1234' }).expect(401);
      }
      await agent.post('/api/front/member-login').set(headers).send({ email: 'someone-new@example.com', password: 'guess-1234' }).expect(429);
    });

    it('shares the counts through Redis between API processes', async () => {
      await withSecondApp(t, { queuePrefix: t.config.queuePrefix }, async (other) => {
        const { admin } = await makeAdmin(t.dataSource);
        const agent = request.agent(t.app.getHttpServer());
        const headers = { ...(await csrfHeader(agent)), ...from('203.0.113.40') };
        for (let i = 0; i < 5; i++) await agent.post('/api/admin/login').set(headers).send({ email: admin.email, password: 'wrong-pass' }).expect(401);
        const otherAgent = request.agent(other.app.getHttpServer());
        const otherHeaders = { ...(await csrfHeader(otherAgent)), ...from('203.0.113.40') };
        await otherAgent.post('/api/admin/login').set(otherHeaders).send({ email: admin.email, password: 'x' }).expect(429);
      });
    });
  });

  describe('proxies and cookie flags', () => {
    it('ignores a client-written X-Forwarded-For when no proxy is trusted (TRUST_PROXY=false)', async () => {
      await withSecondApp(t, { trustProxy: false }, async (direct) => {
        const { admin } = await makeAdmin(direct.dataSource);
        const agent = request.agent(direct.app.getHttpServer());
        const headers = await csrfHeader(agent);
        for (let i = 0; i < 5; i++) {
          await agent.post('/api/admin/login').set({ ...headers, 'X-Forwarded-For': `192.0.2.${i}` }).send({ email: admin.email, password: 'wrong-pass' }).expect(401);
        }
        // Rotating the header does not make a new visitor: still the same socket address.
        await agent.post('/api/admin/login').set({ ...headers, 'X-Forwarded-For': '192.0.2.99' }).send({ email: admin.email, password: 'x' }).expect(429);
      });
    });

    it('sets Secure on every session cookie when APP_URL is https, even if the request looks like http', async () => {
      await withSecondApp(t, { appUrl: 'https://engineer-route.example', secureCookies: true }, async (https) => {
        const { member, password } = await makeMember(https.dataSource);
        const agent = request.agent(https.app.getHttpServer());
        const csrf = await agent.get('/sanctum/csrf-cookie').expect(204);
        for (const raw of [].concat(csrf.headers['set-cookie'] as never)) expect(raw).toMatch(/; Secure/i);
        expect(cookieFrom(csrf.headers['set-cookie'], '__Host-er_sid')?.raw).toMatch(/HttpOnly/i);
        // supertest does not send Secure cookies over http: echo them by hand, as a browser on https would.
        const cookies = ([] as string[]).concat(csrf.headers['set-cookie'] as never).map((c) => c.split(';')[0]).join('; ');
        const token = decodeURIComponent(cookieFrom(csrf.headers['set-cookie'], 'XSRF-TOKEN')!.value);
        const login = await request(https.app.getHttpServer())
          .post('/api/front/member-login')
          .set({ Cookie: cookies, 'X-XSRF-TOKEN': token })
          .send({ email: member.email, password })
          .expect(200);
        expect(cookieFrom(login.headers['set-cookie'], 'er_member_token')?.raw).toMatch(/; Secure/i);
      });
    });
  });
});
