import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeItem } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { decoded, rawGets } from './support/raw-http';

// The API's JSON is compressed as it is sent (pages and static files: web/test/compression.e2e-spec.ts).


describe('compressed API answers', () => {
  let t: TestApp;
  let port: number;

  const { ok } = rawGets(() => port);

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, publicCacheSeconds: 60 });
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('compresses an API answer as it is sent, but not a small answer', async () => {
    for (let i = 0; i < 8; i++) await makeItem(t.dataSource, { name: `圧縮テスト案件 ${i}`, detail: '長い説明文。'.repeat(50) });
    const url = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('圧縮テスト案件')}`;
    const gzip = await ok(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip)).total).toBe(8);

    const small = await ok('/api/front/get-prefacture-list', 'br');
    if (small.body.length < 1024) expect(small.headers['content-encoding']).toBeUndefined();
    else expect(small.headers['content-encoding']).toBe('br');
  });

  it('replays a cached catalog answer compressed for those who accept it and plain for the others, the same JSON', async () => {
    const item = await makeItem(t.dataSource, { name: '圧縮キャッシュ案件', detail: '案件の詳しい説明。'.repeat(80) });
    const url = `/api/front/item/get-item-detail/${item.id}`;
    const first = await ok(url, 'identity');
    const json = first.body.toString('utf8');
    const br = await ok(url, 'gzip, deflate, br');
    const gzip = await ok(url, 'gzip');
    const plain = await ok(url, 'identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [br, gzip, plain]) {
      expect(decoded(res)).toBe(json);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
    // The second answer is live, compressed as it is sent (chunked); the replays that follow say their length.
    for (const res of [gzip, plain]) expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });
});
