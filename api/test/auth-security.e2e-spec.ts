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

    it('slows one address guessing across many accounts down, without refusing it (many people share an address)', async () => {
      const agent = request.agent(t.app.getHttpServer());
      const headers = { ...(await csrfHeader(agent)), ...from('203.0.113.30') };
      for (let i = 0; i < 49; i++) {
        await agent.post('/api/front/member-login').set(headers).send({ email: `nobody-${i}@example.com`, password: 'guess-1234' }).expect(401);
      }
      const started = Date.now();
      await agent.post('/api/front/member-login').set(headers).send({ email: 'someone-new@example.com', password: 'guess-1234' }).expect(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
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

    describe('over https (APP_URL https): __Host- cookies', () => {
      // Secure and the __Host- names are decided by APP_URL, not by the request, which behind a proxy that ends
      // TLS looks like plain http (here: supertest over http, X-Forwarded-Proto as such a proxy sends it).
      // supertest does not send Secure cookies over http: the tests echo them by hand, as a browser on https would.
      const httpsSite = { appUrl: 'https://engineer-route.example', secureCookies: true };
      const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
      const pairs = (list: string[]) => list.map((c) => c.split(';')[0]);
      const expectHostOnly = (raw: string | undefined) => {
        expect(raw).toBeDefined();
        expect(raw).toMatch(/^__Host-/);
        expect(raw).toMatch(/; Secure/i);
        expect(raw).toMatch(/; Path=\/(;|$)/i);
        expect(raw).not.toMatch(/; Domain=/i);
      };
      const csrfOf = async (server: unknown) => {
        const res = await request(server as never).get('/sanctum/csrf-cookie').set('X-Forwarded-Proto', 'https').expect(204);
        const list = setCookies(res);
        return { list, cookie: pairs(list).join('; '), token: decodeURIComponent(cookieFrom(list, '__Host-XSRF-TOKEN')!.value) };
      };

      it('issues the anti-forgery cookies as __Host- cookies (Secure, Path=/, no Domain), and no bare-named ones', async () => {
        await withSecondApp(t, httpsSite, async (https) => {
          const { list } = await csrfOf(https.app.getHttpServer());
          expect(pairs(list).map((p) => p.split('=')[0]).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-er_sid']);
          for (const raw of list) expectHostOnly(raw);
          expect(cookieFrom(list, '__Host-er_sid')!.raw).toMatch(/HttpOnly/i);
          expect(cookieFrom(list, '__Host-XSRF-TOKEN')!.raw).not.toMatch(/HttpOnly/i);
        });
      });

      it('member: login, a member page, the login check and logout work with __Host-er_member_token', async () => {
        await withSecondApp(t, httpsSite, async (https) => {
          const server = https.app.getHttpServer();
          const { member, password } = await makeMember(https.dataSource);
          const csrf = await csrfOf(server);
          const send = (req: request.Test, cookie: string) => req.set({ Cookie: cookie, 'X-XSRF-TOKEN': csrf.token, 'X-Forwarded-Proto': 'https' });
          const login = await send(request(server).post('/api/front/member-login'), csrf.cookie).send({ email: member.email, password }).expect(200);
          const loginCookie = cookieFrom(setCookies(login), '__Host-er_member_token');
          expectHostOnly(loginCookie?.raw);
          expect(loginCookie!.raw).toMatch(/HttpOnly/i);
          expect(cookieFrom(setCookies(login), 'er_member_token')).toBeNull();
          const session = `${csrf.cookie}; __Host-er_member_token=${loginCookie!.value}`;
          expect((await request(server).get('/api/front/member-login-check').set('Cookie', session).expect(200)).body.logged_in).toBe(true);
          await request(server).get('/api/front/get-user-info').set('Cookie', session).expect(200);
          const logout = await send(request(server).post('/api/front/member-logout'), session).expect(200);
          const cleared = cookieFrom(setCookies(logout), '__Host-er_member_token');
          expectHostOnly(cleared?.raw);
          expect(cleared!.raw).toMatch(/Expires=Thu, 01 Jan 1970/i);
          expect((await request(server).get('/api/front/member-login-check').set('Cookie', session).expect(200)).body).toEqual({ logged_in: false });
        });
      });

      it('staff: login, a staff page and logout work with __Host-er_admin_token', async () => {
        await withSecondApp(t, httpsSite, async (https) => {
          const server = https.app.getHttpServer();
          const { admin, password } = await makeAdmin(https.dataSource);
          const csrf = await csrfOf(server);
          const login = await request(server)
            .post('/api/admin/login')
            .set({ Cookie: csrf.cookie, 'X-XSRF-TOKEN': csrf.token })
            .send({ email: admin.email, password })
            .expect(200);
          const loginCookie = cookieFrom(setCookies(login), '__Host-er_admin_token');
          expectHostOnly(loginCookie?.raw);
          const session = `${csrf.cookie}; __Host-er_admin_token=${loginCookie!.value}`;
          await request(server).get('/api/admin/login-user-info').set('Cookie', session).expect(200);
          const logout = await request(server).post('/api/admin/logout').set({ Cookie: session, 'X-XSRF-TOKEN': csrf.token }).expect(200);
          expectHostOnly(cookieFrom(setCookies(logout), '__Host-er_admin_token')?.raw);
          await request(server).get('/api/admin/login-user-info').set('Cookie', session).expect(401);
        });
      });

      it('accepts none of the bare names: a valid token or anti-forgery pair under the old names is refused', async () => {
        await withSecondApp(t, httpsSite, async (https) => {
          const server = https.app.getHttpServer();
          const { member, password } = await makeMember(https.dataSource);
          const { admin, password: adminPassword } = await makeAdmin(https.dataSource);
          const csrf = await csrfOf(server);
          const headers = { Cookie: csrf.cookie, 'X-XSRF-TOKEN': csrf.token };
          const memberToken = cookieFrom(setCookies(await request(server).post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200)), '__Host-er_member_token')!.value;
          const adminToken = cookieFrom(setCookies(await request(server).post('/api/admin/login').set(headers).send({ email: admin.email, password: adminPassword }).expect(200)), '__Host-er_admin_token')!.value;
          // The same valid tokens, planted under the names a sibling subdomain could set.
          expect((await request(server).get('/api/front/member-login-check').set('Cookie', `er_member_token=${memberToken}`).expect(200)).body).toEqual({ logged_in: false });
          await request(server).get('/api/front/get-user-info').set('Cookie', `er_member_token=${memberToken}`).expect(401);
          await request(server).get('/api/admin/login-user-info').set('Cookie', `er_admin_token=${adminToken}`).expect(401);
          expect((await request(server).get('/api/admin/login-check').set('Cookie', `er_admin_token=${adminToken}`).expect(200)).body).toEqual({ logged_in: false });
          // A matching anti-forgery pair under the bare names does not pass the check.
          const sid = cookieFrom(csrf.list, '__Host-er_sid')!.value;
          await request(server)
            .post('/api/front/member-logout')
            .set({ Cookie: `er_sid=${sid}; XSRF-TOKEN=${encodeURIComponent(csrf.token)}`, 'X-XSRF-TOKEN': csrf.token })
            .expect(419);
        });
      });
    });

    it('keeps the bare names, without Secure, over plain http (development: browsers refuse __Host- without Secure)', async () => {
      const agent = request.agent(t.app.getHttpServer());
      const csrf = await agent.get('/sanctum/csrf-cookie').expect(204);
      const names = ([] as string[]).concat(csrf.headers['set-cookie'] as never).map((c) => c.split('=')[0]);
      expect(names.sort()).toEqual(['XSRF-TOKEN', 'er_sid']);
      const { member, password } = await makeMember(t.dataSource);
      const login = await agent.post('/api/front/member-login').set(await csrfHeader(agent)).send({ email: member.email, password }).expect(200);
      expect(cookieFrom(login.headers['set-cookie'], 'er_member_token')?.raw).not.toMatch(/; Secure/i);
    });
  });
});
