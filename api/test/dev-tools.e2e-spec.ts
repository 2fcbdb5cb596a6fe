// Development tools in production: the mail outbox pages and the OpenAPI document are for developers. A
// production-like configuration answers 404 for them (the usual JSON error shape); development/test defaults keep
// them. The front ends' source maps and the /dev/ui page are the web server's (web/test/dev-tools.e2e-spec.ts): the
// API answers them with its JSON 404 whatever its settings.
import { loadConfig } from '../src/config/app-config';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

const MAPS = ['/main.0123456789abcdef.js.map', '/remotes/items/main.0123456789abcdef.js.map'];

function expectNotFoundShape(res: { status: number; body: unknown }): void {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
}

describe('development tools', () => {
  describe('with a production-like configuration', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ nodeEnv: 'production', devMail: false, openApiPublic: false, redisUrl: undefined });
    });

    afterAll(async () => {
      await t?.close();
    });

    it.each(['/dev/mail', '/dev/mail.json', '/dev/mail/20260101000000000-abcdef01'])('GET %s is 404', async (url) => {
      expectNotFoundShape(await t.http.get(url));
    });

    it('GET /dev/ui (a page of the web server) is a JSON 404 here, not the kit', async () => {
      const res = await t.http.get('/dev/ui');
      expectNotFoundShape(res);
      expect(res.text).not.toContain('デザインシステム');
    });

    it('POST /dev/mail/test is 404 even with a valid anti-forgery token', async () => {
      const xsrf = await csrfHeader(t.http);
      expectNotFoundShape(await t.http.post('/dev/mail/test').set(xsrf).send({ to: 'someone@example.com' }));
    });

    it('does not publish /api/openapi.json', async () => {
      const res = await t.http.get('/api/openapi.json');
      expectNotFoundShape(res);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });

    it.each([...MAPS, '/main.0123456789abcdef.js.MAP', '/main.0123456789abcdef.js%2Emap'])('does not serve the source map %s', async (url) => {
      expectNotFoundShape(await t.http.get(url));
    });

  });

  describe('with the test defaults', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ redisUrl: undefined });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('serves the mail outbox pages', async () => {
      expect(t.config.devMail).toBe(true);
      await t.http.get('/dev/mail.json').expect(200);
      await t.http.get('/dev/mail').expect(200).expect('Content-Type', /text\/html/);
      const xsrf = await csrfHeader(t.http);
      await t.http.post('/dev/mail/test').set(xsrf).send({ to: 'someone@example.com' }).expect(202);
    });

    it('answers /dev/ui (a page of the web server) and other unknown /dev paths with JSON 404s', async () => {
      expectNotFoundShape(await t.http.get('/dev/ui'));
      expectNotFoundShape(await t.http.get('/dev/uix'));
    });

    it('serves /api/openapi.json', async () => {
      expect(t.config.openApiPublic).toBe(true);
      const res = await t.http.get('/api/openapi.json').expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
    });

    it('serves no source map (the web server serves the builds)', async () => {
      for (const url of MAPS) expectNotFoundShape(await t.http.get(url));
    });
  });

  describe('with NODE_ENV not set', () => {
    let t: TestApp;

    beforeAll(async () => {
      // What loadConfig makes of an environment without NODE_ENV (development, the pages on), and the default
      // TRUST_PROXY=loopback: X-Forwarded-For from this machine names the client, as a local proxy's would.
      const unset = loadConfig({ LOG_LEVEL: 'error' });
      expect(unset.trustProxy).toEqual(['loopback']);
      t = await createTestApp({
        nodeEnv: unset.nodeEnv,
        devMail: unset.devMail,
        devToolsLoopbackOnly: unset.devToolsLoopbackOnly,
        trustProxy: unset.trustProxy,
        redisUrl: undefined,
      });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('serves the mail outbox to this machine', async () => {
      await t.http.get('/dev/mail.json').expect(200);
      await t.http.get('/dev/mail').expect(200).expect('Content-Type', /text\/html/);
      await t.http.get('/dev/mail.json').set('X-Forwarded-For', '127.0.0.1').expect(200);
    });

    it.each(['/dev/mail', '/dev/mail.json', '/dev/mail/20260101000000000-abcdef01'])('answers GET %s from another address with a 404', async (url) => {
      for (const address of ['203.0.113.5', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1']) {
        expectNotFoundShape(await t.http.get(url).set('X-Forwarded-For', address));
      }
    });

    it('answers the other development tools from another address with a 404, even with a valid anti-forgery token', async () => {
      const xsrf = await csrfHeader(t.http);
      expectNotFoundShape(await t.http.post('/dev/mail/test').set({ ...xsrf, 'X-Forwarded-For': '203.0.113.5' }).send({ to: 'someone@example.com' }));
      expectNotFoundShape(await t.http.post('/dev/saved-search-digest').set({ ...xsrf, 'X-Forwarded-For': '203.0.113.5' }).send({}));
      // The site and the API stay open to everyone.
      await t.http.get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(200);
    });
  });

  describe('in production with DEV_MAIL=1 and OPENAPI_PUBLIC=true', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ nodeEnv: 'production', devMail: true, openApiPublic: true, redisUrl: undefined });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('serves the mail outbox pages (behind the anti-forgery check)', async () => {
      await t.http.get('/dev/mail.json').expect(200);
      await t.http.post('/dev/mail/test').send({ to: 'someone@example.com' }).expect(419);
      const xsrf = await csrfHeader(t.http);
      await t.http.post('/dev/mail/test').set(xsrf).send({ to: 'someone@example.com' }).expect(202);
    });

    it('serves /api/openapi.json', async () => {
      await t.http.get('/api/openapi.json').expect(200);
    });

    it.each(MAPS)('still serves no source map %s (the web server serves the builds)', async (url) => {
      expectNotFoundShape(await t.http.get(url));
    });
  });
});
