// Issue 9 "Development tools in production": the mail outbox pages, the OpenAPI document and the
// front ends' source maps are for developers. A production-like configuration answers 404 for all of
// them (the usual JSON error shape); development/test defaults keep them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../src/config/app-config';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

/** A STATIC_ROOT holding a host and a remote build, each with a script and its source map. */
async function makeStaticRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'er-static-'));
  for (const dir of ['mfe-host', 'mfe-items']) {
    await mkdir(path.join(root, dir, 'dist'), { recursive: true });
    if (dir === 'mfe-host') {
      await writeFile(path.join(root, dir, 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    }
    await writeFile(path.join(root, dir, 'dist', 'main.0123456789abcdef.js'), 'console.log(1);\n');
    await writeFile(path.join(root, dir, 'dist', 'main.0123456789abcdef.js.map'), '{"version":3,"sources":["src/secret.ts"],"mappings":""}');
  }
  return root;
}

const MAPS = ['/main.0123456789abcdef.js.map', '/remotes/items/main.0123456789abcdef.js.map'];

function expectNotFoundShape(res: { status: number; body: unknown }): void {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
}

describe('development tools', () => {
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await makeStaticRoot();
  });

  afterAll(async () => {
    await rm(staticRoot, { recursive: true, force: true });
  });

  describe('with a production-like configuration', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ nodeEnv: 'production', devMail: false, openApiPublic: false, sourceMapsPublic: false, staticRoot, redisUrl: undefined });
    });

    afterAll(async () => {
      await t?.close();
    });

    it.each(['/dev/mail', '/dev/mail.json', '/dev/mail/20260101000000000-abcdef01'])('GET %s is 404', async (url) => {
      expectNotFoundShape(await t.http.get(url));
    });

    it('GET /dev/ui (the UI kit page, issue 11) is the 404 page, not the kit', async () => {
      const res = await t.http.get('/dev/ui').expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
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

    it('still serves the scripts themselves', async () => {
      await t.http.get('/remotes/items/main.0123456789abcdef.js').expect(200);
      await t.http.get('/main.0123456789abcdef.js').expect(200);
    });
  });

  describe('with the test defaults', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ staticRoot, redisUrl: undefined });
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

    it('answers /dev/ui (the UI kit page, development only) with the 404 page; other /dev paths stay JSON 404s', async () => {
      const res = await t.http.get('/dev/ui').expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expectNotFoundShape(await t.http.get('/dev/uix'));
    });

    it('serves /api/openapi.json', async () => {
      expect(t.config.openApiPublic).toBe(true);
      const res = await t.http.get('/api/openapi.json').expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
    });

    it('keeps source maps private (public by default only in development)', async () => {
      expect(t.config.sourceMapsPublic).toBe(false);
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
        staticRoot,
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

  describe('in production with DEV_MAIL=1, OPENAPI_PUBLIC=true and SOURCE_MAPS_PUBLIC=true', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ nodeEnv: 'production', devMail: true, openApiPublic: true, sourceMapsPublic: true, staticRoot, redisUrl: undefined });
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

    it.each(MAPS)('serves the source map %s', async (url) => {
      const res = await t.http.get(url).expect(200);
      expect(res.text).toContain('src/secret.ts');
    });
  });
});
