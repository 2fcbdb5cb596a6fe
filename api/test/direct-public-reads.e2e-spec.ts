import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { DirectPublicReads } from '../src/common/http-cache/direct-public-reads';
import { createApp } from '../src/create-app';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Headers that differ between any two answers (the date, the CSP nonce) or with the transfer: Express streams a
 * compressed answer (chunked), the lane sends its length.
 */
const PER_ANSWER = new Set(['date', 'content-security-policy', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function comparable(res: request.Response) {
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_ANSWER.has(name)));
  return { status: res.status, body: res.body as unknown, headers };
}

// The direct lane (issue 14) against the same application answering through Express (DIRECT_PUBLIC_READS=false),
// on one database.
describe('public catalog reads answered in front of Express (DIRECT_PUBLIC_READS)', () => {
  let t: TestApp;
  let plain: INestApplication;
  let lane: DirectPublicReads;
  let urls: string[];

  beforeAll(async () => {
    t = await createTestApp();
    plain = await createApp({ ...t.config, directPublicReads: false }, { quiet: true });
    lane = DirectPublicReads.forApp(t.app)!;
    const java = await makeTag(t.dataSource, { term: `Java${Date.now()}` });
    const empty = await makeTag(t.dataSource);
    const item = await makeItem(t.dataSource, { name: '直通レーン案件 東京', tags: [java], rateMin: 600_000, rateMax: 800_000 });
    await makeItem(t.dataSource, { name: '直通レーン案件 大阪', tags: [java] });
    urls = [
      `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('直通レーン')}&rate_min=50&sort=rate`,
      `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('直通レーン')}&remote=1&remote=2&page=1&per_page=10`,
      `/api/front/item/get-search-by-tag-list?tag_id=${java.id}&new=1`,
      `/api/front/item/get-search-by-tag-list?tag_id=${empty.id}`,
      `/api/front/item/get-item-detail/${item.id}`,
      `/api/front/item/get-recommended-items-list?item_id=${item.id}`,
      `/api/front/item/get-related-tags-by-tag-id?tag_id=${java.id}`,
      `/api/front/item/tag/get-tag-name?tag_id=${java.id}`,
    ];
  });
  afterAll(async () => {
    await plain?.close();
    await t?.close();
  });

  it('takes every public catalog read that has no guard, interceptor, pipe or code of its own', () => {
    // A new @PublicCache() handler joins the lane by itself when it can: this list says which did.
    expect(lane.routes).toEqual([
      '/api/front/get-area-list',
      '/api/front/get-average-working-period',
      '/api/front/get-contract-type-list',
      '/api/front/get-item-featured-list',
      '/api/front/get-new-item-list',
      '/api/front/get-popular-lang-ranking-by-eroute-list',
      '/api/front/get-popular-search-groups',
      '/api/front/get-prefacture-list',
      '/api/front/get-ranking-with-high-items-fee',
      '/api/front/get-recent-post-list',
      '/api/front/get-suggested-tag-list',
      '/api/front/item/get-catalog-figures',
      '/api/front/item/get-data-of-chart',
      '/api/front/item/get-ended-item-list',
      '/api/front/item/get-item-count-per-tag',
      '/api/front/item/get-item-detail/:id',
      '/api/front/item/get-item-rate-range-per-industry',
      '/api/front/item/get-item-rate-range-per-prefectures',
      '/api/front/item/get-recommended-items-list',
      '/api/front/item/get-related-tags-by-keyword',
      '/api/front/item/get-related-tags-by-tag-id',
      '/api/front/item/get-search-by-keyword-list',
      '/api/front/item/get-search-by-tag-list',
      '/api/front/item/get-value-of-chart',
      '/api/front/item/tag/get-html-content',
      '/api/front/item/tag/get-searchpage-refine-tags',
      '/api/front/item/tag/get-tag-name',
      '/api/front/item/tag/get-tagpage-refine-tags',
    ]);
  });

  it('answers as Express does: status, body and headers, from the second request of a route on', async () => {
    for (const url of urls) {
      const viaExpress = await request(plain.getHttpServer()).get(url);
      expect([url, viaExpress.status]).toEqual([url, 200]);
      await t.http.get(url).expect(200); // the route's first answer comes from Express and shows the lane its headers
      const before = lane.answered;
      const direct = await t.http.get(url);
      expect(lane.answered).toBe(before + 1);
      // A view counted twice by the lane's app and once by the plain one does not show in the detail's fields.
      expect(comparable(direct)).toEqual(comparable(viaExpress));
      expect(direct.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    }
  });

  it('gives each answer a new nonce and compresses for a browser that accepts it', async () => {
    const url = urls[2];
    const [a, b] = [await t.http.get(url).expect(200), await t.http.get(url).expect(200)];
    expect(Buffer.byteLength(a.text)).toBeGreaterThan(1024); // compressed from 1 KB up
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
    const before = lane.answered;
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const compressed = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(lane.answered).toBe(before + 1);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(a.body);
  });

  it('leaves errors, HEAD and conditional requests to Express, with its answers', async () => {
    const cases = [
      '/api/front/item/get-search-by-keyword-list?unknown_field=1',
      '/api/front/item/get-search-by-keyword-list?per_page=abc',
      '/api/front/item/get-item-detail/2147483000',
      '/api/front/item/get-item-detail/abc',
      `/api/front/item/get-search-by-tag-list?tag_id=2147483000`,
    ];
    for (const url of cases) {
      const viaExpress = await request(plain.getHttpServer()).get(url);
      const direct = await t.http.get(url);
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(comparable(direct)).toEqual(comparable(viaExpress));
      expect(direct.body.code).toEqual(expect.any(String));
    }
    await t.http.get(urls[0]).expect(200); // learnt, whichever test ran first (CI randomizes the order)
    const before = lane.answered;
    const first = await t.http.get(urls[0]).expect(200);
    expect(lane.answered).toBe(before + 1);
    await t.http.get(urls[0]).set('If-None-Match', first.headers.etag).expect(304);
    await t.http.head(urls[0]).expect(200);
    expect(lane.answered).toBe(before + 1);
  });
});
