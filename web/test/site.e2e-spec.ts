import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { makeFrontNews, makeItem, makeTag } from '../../api/test/support/factories';
import { ServerRenderer } from '../src/render/server-renderer';
import { createTestSite, makeStaticRoot, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

const INDEX_HTML =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title><meta name="description" content="placeholder"><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('site serving (the web server, the API behind it on the same port)', () => {
  let site: TestSite;
  let t: TestSite['api'];
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await makeStaticRoot(INDEX_HTML);
    await mkdir(path.join(staticRoot, 'mfe-items', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'main.1a2b3c4d.js'), 'console.log("host")');
    await writeFile(path.join(staticRoot, 'mfe-items', 'dist', 'remoteEntry.js'), 'var mfe_items;');
    await writeFile(path.join(staticRoot, 'mfe-items', 'dist', 'mf-manifest.json'), '{"id":"mfe_items"}');
    await writeFile(path.join(staticRoot, 'mfe-items', 'dist', '__federation_expose_App.9f8e7d6c5b.js'), '/* chunk */');
    // REMOTE_ADMIN_URL on a CDN, the other remotes at their defaults (served from staticRoot).
    site = await createTestSite({ api: { redisUrl: undefined }, web: { REMOTE_ADMIN_URL: 'https://cdn.example/admin/' }, staticRoot });
    t = site.api;
  });

  afterAll(async () => {
    await site?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('sends a Content Security Policy whose nonce is on every script of the page, and no-framing, referrer and permissions policies', async () => {
    const res = await site.http.get('/item/search').expect(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/cdn\.example(;|\s)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2); // the host entry and the runtime settings
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce for every response.
    const again = await site.http.get('/item/search').expect(200);
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce!);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("puts the nonce only on the page template's own scripts, never on a <script in server-rendered markup", async () => {
    // A listing whose stored text holds a script tag, and a remote whose server output (a fixture: a rendering
    // bug, raw HTML from content, a JSON-LD block) carries <script tags into the page.
    const item = await makeItem(t.dataSource, { name: '【Java】<script>alert(1)</script>案件' });
    const rendered =
      `<main><h1>&lt;script&gt;alert(1)&lt;/script&gt;案件</h1><div><script>alert(1)</script></div>` +
      `<SCRIPT src="https://evil.example/x.js"></SCRIPT><script type="application/ld+json">{"name":"${item.name}"}</script></main>`;
    const render = jest.spyOn(ServerRenderer.prototype, 'render').mockResolvedValue({ html: rendered, queryState: { name: item.name } });
    try {
      const res = await site.http.get(`/item/detail/${item.id}`).expect(200);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy']))![1];
      expect(res.text).toContain(`<div id="root">${rendered}</div>`);
      const root = res.text.slice(res.text.indexOf('<div id="root">'), res.text.indexOf('<script nonce', res.text.indexOf('<div id="root">')));
      expect(root).toContain(rendered);
      expect(root).not.toContain('nonce=');
      // The template's scripts — the host entry, the runtime settings, the remote map, the listing's JSON-LD (its
      // title escaped) — and the query state the server wrote after the markup: each carries the nonce.
      const nonced = [...res.text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => tag.includes(`nonce="${nonce}"`));
      expect(nonced.map((tag) => /\b(id|type|src)="[^"]+"/.exec(tag.replace(/ nonce="[^"]+"/, ''))?.[0]).sort()).toEqual(
        ['id="er-query-state"', 'id="mf-remotes"', 'id="runtime-config"', 'src="/main.1a2b3c4d.js"', 'type="application/ld+json"'].sort(),
      );
      expect(res.text.match(/nonce=/g)).toHaveLength(nonced.length);
    } finally {
      render.mockRestore();
    }
  });

  it('serves the remotes manifest without caching', async () => {
    const res = await site.http.get('/mf-remotes.json').expect(200).expect('Cache-Control', 'no-cache');
    expect(res.body).toEqual({
      mfe_items: '/remotes/items/mf-manifest.json',
      mfe_account: '/remotes/account/mf-manifest.json',
      mfe_admin: 'https://cdn.example/admin/mf-manifest.json',
    });
  });

  it.each([
    ['/', 'ITフリーランスエンジニアの案件・求人サイト エンジニアルート'],
    ['/item/search', '案件一覧｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート'],
    ['/item/marketprice', '案件の単価相場｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート'],
    ['/user/regist?from=top', '無料会員登録｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート'],
    ['/admin/password-setup?token=x', 'パスワード設定｜管理画面｜エンジニアルート'],
  ])('renders %s with its title and description', async (url, title) => {
    const res = await site.http.get(url).expect(200).expect('Content-Type', /text\/html/).expect('Cache-Control', 'no-cache');
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.text).toMatch(/<meta name="description" content="[^"]*[\u3040-\u30ff\u4e00-\u9faf][^"]*">/);
    expect(res.text).not.toContain('placeholder');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers unknown paths with 404 and the not-found title', async () => {
    const res = await site.http.get('/no/such/page').expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<title>ページが見つかりません（404）｜エンジニアルート</title>');
  });

  // No soft 404s: only declared routes are pages (packages/contracts/routes.js declares them exactly), so a path
  // under a remote's area that it does not declare is no page.
  it.each([
    '/item/anything',
    '/item/detail',
    '/item/detail/abc',
    '/item/detail/99999999',
    '/item/tag/99999999',
    '/item/tag/abc',
    '/front-news/detail/99999999',
    '/front-news/detail/abc',
    '/user/anything',
    '/admin/anything',
    '/admin/items/1',
    '/entry/anything/more',
    '/considers/1',
    '/column/no-such-article',
  ])('answers %s with 404, the not-found title and noindex', async (url) => {
    const res = await site.http.get(url).redirects(0).expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<title>ページが見つかりません（404）｜エンジニアルート</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('answers a listing, a tag and an announcement that exist with 200, and each unknown id with 404', async () => {
    const tag = await makeTag(t.dataSource);
    const item = await makeItem(t.dataSource, { tags: [tag] });
    const news = await makeFrontNews(t.dataSource, { title: 'メンテナンスのお知らせ' });
    for (const [found, missing] of [
      [`/item/detail/${item.id}`, `/item/detail/${item.id + 100000}`],
      [`/item/tag/${tag.id}`, `/item/tag/${tag.id + 100000}`],
      [`/front-news/detail/${news.id}`, `/front-news/detail/${news.id + 100000}`],
    ]) {
      await site.http.get(found).expect(200);
      const res = await site.http.get(missing).expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('serves every SPEC page route; a path under it is 404', async () => {
    await site.http.get('/user-skill-matching-item').expect(200);
    const res = await site.http.get('/user-skill-matching-item/x').expect(404);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    await site.http.get('/considers').expect(200);
    // The entry flow and the history are pages too.
    for (const url of ['/login', '/user/regist', '/user/entry', '/entry/completion', '/entry/12']) await site.http.get(url).expect(200);
  });

  it('redirects /column to the canonical /column/ (301), never 404', async () => {
    await site.http.get('/column').redirects(0).expect(301).expect('Location', '/column/');
    await site.http.get('/column?ref=nav').redirects(0).expect(301).expect('Location', '/column/?ref=nav');
    await site.http.get('/column/').expect(200);
  });

  it('serves /dev/ui only in development: 404 under NODE_ENV=test (and production)', async () => {
    const res = await site.http.get('/dev/ui').expect(404);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    // Other /dev paths keep the JSON shape of a non-page.
    const other = await site.http.get('/dev/no-such-tool').expect(404);
    expect(other.body.statusCode).toBe(404);
  });

  it('redirects a trailing slash to the slash-free path', async () => {
    await site.http.get('/item/tag/12/').expect(301).expect('Location', '/item/tag/12');
    await site.http.get('/item/tag/12/?page=2').expect(301).expect('Location', '/item/tag/12?page=2');
  });

  it('never redirects to a protocol-relative or backslashed location: such a path is a 404 page', async () => {
    const crafted = [
      '//item/tag/12/',
      '//item/detail/005',
      '///item/tag/12/',
      '//admin/x/',
      '//evil.example/',
      '//evil.example/item/tag/12/',
      '/\\item/tag/12/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%5C%5Citem/tag/12/',
      '//evil.example/?page=2',
    ];
    for (const url of crafted) {
      const res = await site.http.get(url).redirects(0);
      const location = res.headers.location as string | undefined;
      // Whatever the answer, a browser must never leave the site: no //host, /\host or scheme.
      expect({ url, location: location && /^[\\/]{2}|^[a-z][a-z0-9+.-]*:/i.test(location) ? location : 'safe' }).toEqual({ url, location: 'safe' });
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    // The ordinary redirects still work.
    await site.http.get('/item/detail/005').expect(301).expect('Location', '/item/detail/5');
    await site.http.get('/item/tag/012?page=2').expect(301).expect('Location', '/item/tag/12?page=2');
  });

  it('caches hashed assets for a year and entry points never', async () => {
    await site.http.get('/main.1a2b3c4d.js').expect(200).expect('Cache-Control', 'public, max-age=31536000, immutable');
    await site.http
      .get('/remotes/items/remoteEntry.js')
      .expect(200)
      .expect('Cache-Control', 'no-cache')
      .expect('Access-Control-Allow-Origin', '*');
    await site.http.get('/remotes/items/mf-manifest.json').expect(200).expect('Cache-Control', 'no-cache');
    await site.http
      .get('/remotes/items/__federation_expose_App.9f8e7d6c5b.js')
      .expect(200)
      .expect('Cache-Control', 'public, max-age=31536000, immutable');
  });

  it('never answers API or remote misses with the page', async () => {
    const res = await site.http.get('/api/front/nope').expect(404);
    expect(res.body.statusCode).toBe(404);
    await site.http.get('/remotes/items/missing.js').expect(404);
  });

  it('sends security headers with a CSP that allows the configured remotes', async () => {
    const res = await site.http.get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/cdn\.example/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves files, the remote map, the share image and build-info to the web server: the API answers them with its JSON 404', async () => {
    for (const url of ['/main.1a2b3c4d.js', '/remotes/items/remoteEntry.js', '/mf-remotes.json', '/og-image.png', '/api/front/build-info', '/item/search', '/no/such/page']) {
      const res = await t.http.get(url).expect(404).expect('Content-Type', /application\/json/);
      expect({ url, code: res.body.code }).toEqual({ url, code: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe('site serving in development', () => {
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-static-dev-'));
    await mkdir(path.join(staticRoot, 'mfe-host', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'index.html'), INDEX_HTML);
  });
  afterAll(async () => rm(staticRoot, { recursive: true, force: true }));

  it('serves the development-only /dev/ui page (the design system) with its declared title', async () => {
    const site = await createTestSite({ api: { redisUrl: undefined }, web: { NODE_ENV: 'development' }, staticRoot });
    try {
      const res = await site.http.get('/dev/ui').expect(200);
      expect(res.text).toContain('<title>デザインシステム｜エンジニアルート</title>');
    } finally {
      await site.close();
    }
  });
});

describe('site serving without a front-end build', () => {
  let site: TestSite;
  let emptyRoot: string;

  beforeAll(async () => {
    emptyRoot = await mkdtemp(path.join(tmpdir(), 'er-static-empty-'));
    site = await createTestSite({ api: { redisUrl: undefined }, staticRoot: emptyRoot });
  });

  afterAll(async () => {
    await site?.close();
    await rm(emptyRoot, { recursive: true, force: true });
  });

  it('says to run npm run build, with 503', async () => {
    const res = await site.http.get('/item/search').expect(503);
    expect(res.text).toContain('npm run build');
  });
});
