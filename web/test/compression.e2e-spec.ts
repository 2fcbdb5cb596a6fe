import { mkdir, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { makeItem } from '../../api/test/support/factories';
import { createTestSite, makeStaticRoot, type TestSite } from './support/test-site';
import { decoded, rawGets } from '../../api/test/support/raw-http';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

// Static files go as the build's precompressed copies, pages are compressed as they are sent, and the API's
// answers pass through the web server as the API wrote them.


const INDEX_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title><meta name="description" content="placeholder"></head><body><div id="root"></div>${'<!-- page -->'.repeat(200)}</body></html>`;
const HOST_JS = `console.log(${JSON.stringify('ホスト'.repeat(2000))});`;
const REMOTE_ENTRY = `var mfe_items = ${JSON.stringify('x'.repeat(5000))};`;

describe('compressed responses', () => {
  let site: TestSite;
  let t: TestSite['api'];
  let staticRoot: string;
  let port: number;

  const { get, ok } = rawGets(() => port);

  beforeAll(async () => {
    staticRoot = await makeStaticRoot(INDEX_HTML, 'er-static-compressed-');
    const host = path.join(staticRoot, 'mfe-host', 'dist');
    const items = path.join(staticRoot, 'mfe-items', 'dist');
    await mkdir(items, { recursive: true });
    // The build's copies, as packages/mf-config writes them (marked so a test sees which file went out).
    await writeFile(path.join(host, 'main.1a2b3c4d.js'), HOST_JS);
    await writeFile(path.join(host, 'main.1a2b3c4d.js.br'), brotliCompressSync(HOST_JS));
    await writeFile(path.join(host, 'main.1a2b3c4d.js.gz'), gzipSync(HOST_JS));
    await writeFile(path.join(host, 'plain.5e6f7a8b.js'), HOST_JS); // without copies
    await writeFile(path.join(host, '.secret.js.br'), brotliCompressSync('secret'));
    await writeFile(path.join(items, 'remoteEntry.js'), REMOTE_ENTRY);
    await writeFile(path.join(items, 'remoteEntry.js.br'), brotliCompressSync(REMOTE_ENTRY));
    site = await createTestSite({ staticRoot, api: { redisUrl: undefined, publicCacheSeconds: 60 } });
    t = site.api;
    port = Number(new URL(site.url).port);
  });
  afterAll(async () => {
    await site?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that lists gzip first, with the type and caching of the file', async () => {
    const res = await ok('/main.1a2b3c4d.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res)).toBe(HOST_JS);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(HOST_JS) / 5);
  });

  it('sends the gzip copy to a client without brotli and the file itself to one that asks for none, both varying by Accept-Encoding', async () => {
    const gzip = await ok('/main.1a2b3c4d.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(HOST_JS);
    const identity = await ok('/main.1a2b3c4d.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
    expect(identity.body.toString('utf8')).toBe(HOST_JS);
  });

  it('compresses a file without a copy as it is sent, and never sends a hidden file or one outside the build through a copy', async () => {
    const plain = await ok('/plain.5e6f7a8b.js', 'br');
    expect(plain.headers['content-encoding']).toBe('br');
    expect(decoded(plain)).toBe(HOST_JS);
    expect((await get('/.secret.js', 'br')).status).toBe(404);
    expect((await get('/%2e%2e/mfe-items/dist/remoteEntry.js', 'br')).status).toBe(404);
  });

  it('sends a remote entry compressed with its CORS headers and no caching', async () => {
    const res = await ok('/remotes/items/remoteEntry.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(REMOTE_ENTRY);
  });

  it('sends a script without the headers only a document heeds, keeping nosniff and the resource policy; a page keeps them all', async () => {
    const documentOnly = ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'referrer-policy', 'origin-agent-cluster'];
    for (const [urlPath, encoding] of [['/main.1a2b3c4d.js', 'br'], ['/main.1a2b3c4d.js', 'identity'], ['/plain.5e6f7a8b.js', 'br'], ['/remotes/items/remoteEntry.js', 'br']]) {
      const res = await ok(urlPath, encoding);
      expect({ urlPath, encoding, present: documentOnly.filter((name) => name in res.headers) }).toEqual({ urlPath, encoding, present: [] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe(urlPath.startsWith('/remotes/') ? 'cross-origin' : 'same-origin');
    }
    const page = await ok('/', 'br');
    expect(documentOnly.filter((name) => !(name in page.headers))).toEqual([]);
  });

  it('compresses a page as it is sent', async () => {
    const page = await ok('/', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<div id="root">');
    const gzip = await ok('/item/search', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain('<div id="root">');
  });

  it("passes the API's answers through as the API wrote them: compressed once, with their ETag, Vary and framing", async () => {
    for (let i = 0; i < 8; i++) await makeItem(t.dataSource, { name: `圧縮テスト案件 ${i}`, detail: '長い説明文。'.repeat(50) });
    const url = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('圧縮テスト案件')}`;
    const gzip = await ok(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip)).total).toBe(8);

    const item = await makeItem(t.dataSource, { name: '圧縮キャッシュ案件', detail: '案件の詳しい説明。'.repeat(80) });
    const detail = `/api/front/item/get-item-detail/${item.id}`;
    const plain = await ok(detail, 'identity');
    const br = await ok(detail, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(plain.body.toString('utf8'));
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // A live compressed answer goes out chunked; a length, where the API gives one, is the bytes sent.
    if (br.headers['content-length'] !== undefined) expect(Number(br.headers['content-length'])).toBe(br.body.length);
    else expect(br.headers['transfer-encoding']).toBe('chunked');
    // A replay of the same answer (the API keeps it from the second ask) comes through the same way.
    const replayed = await ok(detail, 'gzip, deflate, br');
    expect(decoded(replayed)).toBe(plain.body.toString('utf8'));
    if (replayed.headers['content-length'] !== undefined) expect(Number(replayed.headers['content-length'])).toBe(replayed.body.length);
  });
});
