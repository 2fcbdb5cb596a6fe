// Development tools in production, on the web server's side: the front ends' source maps give the original source
// away and the design system page (/dev/ui) is for developers. In production they answer 404 (a map the JSON error
// shape, /dev/ui the 404 page); SOURCE_MAPS_PUBLIC serves the maps. The API's tools (/dev/mail …) pass through
// the web server to the API, which decides, seeing the visitor's address.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { csrfHeader } from '../../api/test/support/test-app';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

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

describe('development tools on the web server', () => {
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await makeStaticRoot();
  });

  afterAll(async () => {
    await rm(staticRoot, { recursive: true, force: true });
  });

  describe('in production (the API production-like too)', () => {
    let site: TestSite;

    beforeAll(async () => {
      site = await createTestSite({
        staticRoot,
        api: { nodeEnv: 'production', devMail: false, openApiPublic: false, redisUrl: undefined },
        web: { NODE_ENV: 'production', APP_URL: 'https://er.example' },
      });
    });

    afterAll(async () => {
      await site?.close();
    });

    it('GET /dev/ui (the UI kit page) is the 404 page, not the kit', async () => {
      const res = await site.http.get('/dev/ui').expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('デザインシステム');
    });

    it.each([...MAPS, '/main.0123456789abcdef.js.MAP', '/main.0123456789abcdef.js%2Emap'])('does not serve the source map %s', async (url) => {
      expectNotFoundShape(await site.http.get(url));
    });

    it('still serves the scripts themselves', async () => {
      await site.http.get('/remotes/items/main.0123456789abcdef.js').expect(200);
      await site.http.get('/main.0123456789abcdef.js').expect(200);
    });

    it("forwards the mail outbox and the OpenAPI document to the API, whose 404 comes back", async () => {
      for (const url of ['/dev/mail', '/dev/mail.json', '/api/openapi.json']) expectNotFoundShape(await site.http.get(url));
    });
  });

  describe('with the test defaults', () => {
    let site: TestSite;

    beforeAll(async () => {
      site = await createTestSite({ staticRoot, api: { redisUrl: undefined } });
    });

    afterAll(async () => {
      await site?.close();
    });

    it('answers /dev/ui (development only) with the 404 page; other /dev paths are the API\'s JSON 404s', async () => {
      const res = await site.http.get('/dev/ui').expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expectNotFoundShape(await site.http.get('/dev/uix'));
    });

    it('keeps source maps private (public by default only in development)', async () => {
      expect(site.web.sourceMapsPublic).toBe(false);
      for (const url of MAPS) expectNotFoundShape(await site.http.get(url));
    });

    it("serves the API's mail outbox through the web server, anti-forgery check included", async () => {
      await site.http.get('/dev/mail.json').expect(200);
      await site.http.get('/dev/mail').expect(200).expect('Content-Type', /text\/html/);
      await site.http.post('/dev/mail/test').send({ to: 'someone@example.com' }).expect(419);
      const xsrf = await csrfHeader(site.http);
      await site.http.post('/dev/mail/test').set(xsrf).send({ to: 'someone@example.com' }).expect(202);
    });
  });

  describe('with the API\'s tools open to this machine only', () => {
    let site: TestSite;

    beforeAll(async () => {
      site = await createTestSite({ staticRoot, api: { devToolsLoopbackOnly: true, trustProxy: ['loopback'], redisUrl: undefined } });
    });

    afterAll(async () => {
      await site?.close();
    });

    it("tells the API the visitor's address: the outbox answers this machine, and another address (behind a local proxy) gets 404", async () => {
      await site.http.get('/dev/mail.json').expect(200);
      for (const address of ['203.0.113.5', '2001:db8::1']) expectNotFoundShape(await site.http.get('/dev/mail.json').set('X-Forwarded-For', address));
      await site.http.get('/api/health').set('X-Forwarded-For', '203.0.113.5').expect(200);
    });
  });

  describe('with SOURCE_MAPS_PUBLIC=true', () => {
    let site: TestSite;

    beforeAll(async () => {
      site = await createTestSite({ staticRoot, api: { redisUrl: undefined }, web: { NODE_ENV: 'production', APP_URL: 'https://er.example', SOURCE_MAPS_PUBLIC: 'true' } });
    });

    afterAll(async () => {
      await site?.close();
    });

    it.each(MAPS)('serves the source map %s', async (url) => {
      const res = await site.http.get(url).expect(200);
      expect(res.text).toContain('src/secret.ts');
    });
  });
});
