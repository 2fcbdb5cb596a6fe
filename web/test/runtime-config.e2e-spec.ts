import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { eventually } from '../../api/test/support/test-app';
import { createTestSite, makeStaticRoot, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

const MAIN = path.resolve(__dirname, '../dist/main.js');

const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title><meta name="description" content="placeholder"><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The runtime-config JSON of a served page (and the raw text between the tags). */
function runtimeConfigOf(html: string): { raw: string; value: Record<string, unknown> } {
  const m = /<script (?:nonce="[^"]+" )?id="runtime-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no runtime-config script in the page');
  return { raw: m[1], value: JSON.parse(m[1]) as Record<string, unknown> };
}

async function makeRuntimeStaticRoot(): Promise<string> {
  const root = await makeStaticRoot(INDEX_HTML, 'er-runtime-');
  await mkdir(path.join(root, 'mfe-items', 'dist'), { recursive: true });
  const manifest = path.join(root, 'mfe-items', 'dist', 'mf-manifest.json');
  await writeFile(manifest, '{"id":"mfe_items"}');
  await utimes(manifest, new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
  return root;
}

describe('served pages with GTM and Firebase set', () => {
  let t: TestSite;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await makeRuntimeStaticRoot();
    t = await createTestSite({
      staticRoot,
      api: { redisUrl: undefined },
      web: {
        GTM_ID: 'GTM-TEST123',
        // A value with markup: it must not be able to end the script element.
        FIREBASE_API_KEY: '</script><script>alert(1)</script>',
        FIREBASE_AUTH_DOMAIN: 'er-test.firebaseapp.com',
        FIREBASE_PROJECT_ID: 'er-test',
        COMPANY_LICENSE_NUMBER: '13-ユ-999999',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('injects the settings and the build id as escaped JSON into every page (also the 404 page)', async () => {
    for (const [url, status] of [['/', 200], ['/contact', 200], ['/no/such/page', 404]] as const) {
      const res = await t.http.get(url).set('User-Agent', BROWSER_UA).expect(status);
      const { raw, value } = runtimeConfigOf(res.text);
      expect(value).toEqual({
        gtmId: 'GTM-TEST123',
        firebase: { apiKey: '</script><script>alert(1)</script>', authDomain: 'er-test.firebaseapp.com', projectId: 'er-test' },
        buildId: '1a2b3c4d',
        companyLicenseNumber: '13-ユ-999999',
        nodeEnv: 'test',
      });
      expect(raw).not.toContain('<');
      expect(res.text).not.toContain('<script>alert(1)');
    }
  });

  it('allows googletagmanager (and the Firebase endpoints) in the CSP', async () => {
    const res = await t.http.get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*googleapis\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/er-test\.firebaseapp\.com/);
  });

  it('answers build-info with the host build id and the remotes\' manifest versions, not cached', async () => {
    const res = await t.http.get('/api/front/build-info').expect(200).expect('Cache-Control', 'no-cache');
    expect(res.body).toEqual({
      host: '1a2b3c4d',
      remotes: { mfe_items: String(new Date('2026-01-02T03:04:05Z').getTime()), mfe_account: null, mfe_admin: null },
    });
  });
});

describe('served pages without the settings', () => {
  let t: TestSite;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await makeRuntimeStaticRoot();
    t = await createTestSite({ staticRoot, api: { redisUrl: undefined } });
  });

  afterAll(async () => {
    await t?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('injects nulls and no GTM allowance in the CSP', async () => {
    const res = await t.http.get('/').expect(200);
    expect(runtimeConfigOf(res.text).value).toEqual({ gtmId: null, firebase: null, buildId: '1a2b3c4d', companyLicenseNumber: null, nodeEnv: 'test' });
    expect(res.text.match(/id="runtime-config"/g)).toHaveLength(1);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('googleapis');
  });

  it('follows a new host build in build-info and the page within a second', async () => {
    // The server re-reads index.html when its mtime changes (looked at once a second): distinct mtimes rather than
    // waiting for the clock.
    const index = path.join(staticRoot, 'mfe-host', 'dist', 'index.html');
    const deploy = async (html: string, at: string) => {
      await writeFile(index, html);
      await utimes(index, new Date(at), new Date(at));
    };
    try {
      await deploy(INDEX_HTML.replace('main.1a2b3c4d.js', 'main.9f8e7d6c.js'), '2026-02-01T00:00:00Z');
      const started = Date.now();
      await eventually(async () => (await t.http.get('/api/front/build-info').expect(200)).body.host === '9f8e7d6c', 5_000);
      expect(Date.now() - started).toBeLessThan(2_500);
      const res = await t.http.get('/').expect(200);
      expect(runtimeConfigOf(res.text).value.buildId).toBe('9f8e7d6c');
    } finally {
      // Other tests of this block expect the first build, in whatever order they run.
      await deploy(INDEX_HTML, '2026-03-01T00:00:00Z');
    }
    await eventually(async () => (await t.http.get('/api/front/build-info').expect(200)).body.host === '1a2b3c4d', 5_000);
  });

  describe('error pages for bots (SPEC §2)', () => {
    it.each([
      GOOGLEBOT_UA,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
    ])('a crawler (%s) gets the bare 404 with a minimal body', async (ua) => {
      const res = await t.http.get('/no/such/page').set('User-Agent', ua).expect(404).expect('Content-Type', /text\/plain/);
      expect(res.text).toBe('Not Found');
    });

    it('a browser (and curl) gets the SPA 404 page', async () => {
      for (const ua of [BROWSER_UA, 'curl/8.5.0']) {
        const res = await t.http.get('/no/such/page').set('User-Agent', ua).expect(404).expect('Content-Type', /text\/html/);
        expect(res.text).toContain('<div id="root"></div>');
        expect(res.text).toContain('<title>ページが見つかりません（404）｜エンジニアルート</title>');
      }
    });

    it('a crawler still gets real pages, and an unknown announcement as a bare 404', async () => {
      const page = await t.http.get('/about').set('User-Agent', GOOGLEBOT_UA).expect(200).expect('Content-Type', /text\/html/);
      expect(page.text).toContain('<div id="root"></div>');
      const news = await t.http.get('/front-news/detail/424242').set('User-Agent', GOOGLEBOT_UA).expect(404);
      expect(news.text).toBe('Not Found');
    });
  });
});

describe('the web server process with a bad setting', () => {
  it('node web/dist/main.js with GTM_ID=bad prints one line naming GTM_ID and exits 1', () => {
    if (!existsSync(MAIN)) throw new Error('web/dist/main.js missing: run `npm run build -w web` first');
    const result = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, API_URL: 'http://127.0.0.1:9', GTM_ID: 'bad' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid setting GTM_ID: expected GTM- followed by uppercase letters or digits (e.g. GTM-ABC1234), got "bad"');
    expect(result.stdout).toBe('');
  });
});
