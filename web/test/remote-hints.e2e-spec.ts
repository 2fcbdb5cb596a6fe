import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { makeItem } from '../../api/test/support/factories';
import { loadWebConfig } from '../src/config';
import { createWebServer } from '../src/server';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

// "No waterfall": a page's HTML carries the remote map and preloads the files of the remote modules
// it shows, so the browser fetches them alongside the host's scripts instead of one after another.

const INDEX_HTML = '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title></head><body><div id="root"></div></body></html>';

/** A remote's mf-manifest.json as Module Federation 2 writes it (only the parts the server reads); CSS files end in .css. */
function federationManifest(name: string, exposes: Record<string, string[]>) {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: Object.entries(exposes).map(([expose, files]) => ({
      id: `${name}:${expose}`,
      name: expose,
      path: `./${expose}`,
      assets: {
        js: { sync: files.filter((f) => f.endsWith('.js')), async: [] },
        css: { sync: files.filter((f) => f.endsWith('.css')), async: expose === 'Routes' ? ['marketprice.9999aaaa.css'] : [] },
      },
    })),
  });
}

const ITEMS = federationManifest('mfe_items', {
  Routes: ['366.aaaa1111.js', '__federation_expose_Routes.bbbb2222.js', '650.1111cccc.css', '677.2222dddd.css'],
  NewItemsWidget: ['__federation_expose_NewItemsWidget.cccc3333.js'],
  FeaturedItemsWidget: ['366.aaaa1111.js', '__federation_expose_FeaturedItemsWidget.dddd4444.js', '650.1111cccc.css'],
  RankingsWidget: ['__federation_expose_RankingsWidget.eeee5555.js', '650.1111cccc.css'],
});
const ACCOUNT = federationManifest('mfe_account', { Routes: ['__federation_expose_Routes.ffff6666.js'] });

const mapOf = (html: string) => JSON.parse(/<script (?:nonce="[^"]+" )?id="mf-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, string> | null;
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(fetch|script)" href="([^"]+)"(?: crossorigin="(anonymous|use-credentials)")? data-remote-preload>/g)].map(
    (m) => `${m[1]}${m[3] === 'anonymous' ? '+cors' : m[3] ? '+credentials' : ''} ${m[2]}`,
  );

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)" data-remote-stylesheet>/g)].map((m) => `${m[1]} (${m[2]})`);

describe('remote map and preloads in the page', () => {
  let site: TestSite;
  let t: TestSite['api'];
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-remote-hints-'));
    for (const dir of ['mfe-host', 'mfe-items', 'mfe-account']) await mkdir(path.join(staticRoot, dir, 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'index.html'), INDEX_HTML);
    await writeFile(path.join(staticRoot, 'mfe-items', 'dist', 'mf-manifest.json'), ITEMS);
    await writeFile(path.join(staticRoot, 'mfe-account', 'dist', 'mf-manifest.json'), ACCOUNT);
    site = await createTestSite({ staticRoot, api: { redisUrl: undefined } });
    t = site.api;
  });
  afterAll(async () => {
    await site?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it("carries the remote map, and preloads the manifest, entry and chunks of the route's own remote and of no other", async () => {
    const html = (await site.http.get('/item/search?keyword=Java').expect(200)).text;
    expect(mapOf(html)).toEqual((await site.http.get('/mf-remotes.json').expect(200)).body);
    expect(preloadsOf(html)).toEqual([
      'fetch+cors /remotes/items/mf-manifest.json',
      'script /remotes/items/remoteEntry.js',
      'script /remotes/items/366.aaaa1111.js',
      'script /remotes/items/__federation_expose_Routes.bbbb2222.js',
    ]);
    expect(stylesheetsOf(html)).toEqual(['/remotes/items/650.1111cccc.css (650.1111cccc.css)', '/remotes/items/677.2222dddd.css (677.2222dddd.css)']);
    const login = (await site.http.get('/login').expect(200)).text;
    expect(stylesheetsOf(login)).toEqual([]);
    expect(preloadsOf(login)).toEqual([
      'fetch+cors /remotes/account/mf-manifest.json',
      'script /remotes/account/remoteEntry.js',
      'script /remotes/account/__federation_expose_Routes.ffff6666.js',
    ]);
  });

  it("starts a listing page's own API call with the HTML (with the cookies the SDK sends), and none for a listing that does not exist", async () => {
    const item = await makeItem(t.dataSource, { name: '先読み確認案件' });
    const html = (await site.http.get(`/item/detail/${item.id}`).expect(200)).text;
    expect(preloadsOf(html)).toEqual([
      'fetch+cors /remotes/items/mf-manifest.json',
      'script /remotes/items/remoteEntry.js',
      'script /remotes/items/366.aaaa1111.js',
      'script /remotes/items/__federation_expose_Routes.bbbb2222.js',
      `fetch+credentials /api/front/item/get-item-detail/${item.id}`,
    ]);
    const missing = (await site.http.get('/item/detail/999999999').expect(404)).text;
    expect(preloadsOf(missing)).toEqual([]);
  });

  it("preloads the top page's widgets (each file once) and nothing for a host page or a page that does not exist", async () => {
    const topHtml = (await site.http.get('/').expect(200)).text;
    expect(stylesheetsOf(topHtml)).toEqual(['/remotes/items/650.1111cccc.css (650.1111cccc.css)']);
    const top = preloadsOf(topHtml);
    expect(top).toEqual([
      'fetch+cors /remotes/items/mf-manifest.json',
      'script /remotes/items/remoteEntry.js',
      'script /remotes/items/__federation_expose_NewItemsWidget.cccc3333.js',
      'script /remotes/items/366.aaaa1111.js',
      'script /remotes/items/__federation_expose_FeaturedItemsWidget.dddd4444.js',
      'script /remotes/items/__federation_expose_RankingsWidget.eeee5555.js',
    ]);
    const about = (await site.http.get('/about').expect(200)).text;
    expect(mapOf(about)).not.toBeNull();
    expect(preloadsOf(about)).toEqual([]);
    expect(stylesheetsOf(about)).toEqual([]);
    const missing = (await site.http.get('/no/such/page').expect(404)).text;
    expect(mapOf(missing)).not.toBeNull();
    expect(preloadsOf(missing)).toEqual([]);
    expect(stylesheetsOf(missing)).toEqual([]);
  });

  it('reads a remote on another origin from its URL, and serves the page without its hints while it is down', async () => {
    let manifest: string | null = ITEMS;
    const remote: Server = createServer((req, res) => {
      if (manifest && req.url === '/mf-manifest.json') res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifest);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/`;
    try {
      // A web server of its own for each state of the remote: what it read of a remote is not kept between them.
      const webServer = () => request(createWebServer(loadWebConfig({ NODE_ENV: 'test', API_URL: site.apiUrl, STATIC_ROOT: staticRoot, REMOTE_ITEMS_URL: origin })));
      {
        const html = (await webServer().get('/item/search').expect(200)).text;
        expect(preloadsOf(html)).toContain(`script ${origin}__federation_expose_Routes.bbbb2222.js`);
        expect(stylesheetsOf(html)).toEqual([`${origin}650.1111cccc.css (650.1111cccc.css)`, `${origin}677.2222dddd.css (677.2222dddd.css)`]);
        expect(mapOf(html)?.mfe_items).toBe(`${origin}mf-manifest.json`);
      }
      manifest = null;
      {
        const html = (await webServer().get('/item/search').expect(200)).text;
        expect(preloadsOf(html)).toEqual([]);
        expect(stylesheetsOf(html)).toEqual([]);
        expect(mapOf(html)?.mfe_items).toBe(`${origin}mf-manifest.json`);
      }
    } finally {
      await new Promise((resolve) => remote.close(resolve));
    }
  });
});
