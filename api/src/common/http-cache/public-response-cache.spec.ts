import { Controller, Get, Module, Post, Query, Req, Res, type INestApplication } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import express, { type Request, type Response } from 'express';
import request from 'supertest';
import fc from 'fast-check';
import { compressedResponses } from '../http/content-encoding';
import { PublicCache } from './public-cache.decorator';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicResponseCache, weakEtag } from './public-response-cache';

/** A tiny Nest app: the interceptor (the replay and the store) around a handler, compression in front as in the app. */
async function appWith(cache: PublicResponseCache) {
  let calls = 0;
  let hits = 0;
  @Controller()
  class DataController {
    @Get('data')
    @PublicCache()
    data(@Query() query: Record<string, string>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      calls += 1;
      res.setHeader('X-Frame-Options', 'DENY');
      res.cookie('session', 'secret-of-the-first-visitor');
      if (query.hit === 'count') PublicResponseCache.onHit(req, () => (hits += 1));
      return { calls, query, ...(query.big ? { big: 'x'.repeat(Number(query.big)) } : {}) };
    }

    @Post('data')
    posted() {
      return { posted: true };
    }
  }
  @Module({ controllers: [DataController], providers: [{ provide: PublicResponseCache, useValue: cache }, { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor }] })
  class DataModule {}
  const moduleRef = await Test.createTestingModule({ imports: [DataModule] }).compile();
  const app: INestApplication = moduleRef.createNestApplication(new ExpressAdapter(express()), { logger: false });
  app.use(compressedResponses());
  await app.init();
  apps.push(app);
  return { app: app.getHttpServer(), calls: () => calls, hits: () => hits };
}

const apps: INestApplication[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A cache that keeps every answer (minUses 1): the tests of what is kept and replayed, apart from when it starts keeping. */
const keepingEvery = (ttlMs: number, maxEntries?: number, maxBytes?: number) => new PublicResponseCache(ttlMs, maxEntries, maxBytes, 1);

describe('PublicResponseCache', () => {
  it('keeps a URL\'s answer from its second one within the time on (min uses 2), with the ETag Express gives', async () => {
    const cache = new PublicResponseCache(60_000);
    const { app, calls } = await appWith(cache);
    const first = await request(app).get('/data?a=1').expect(200);
    expect(cache.size).toBe(0);
    const second = await request(app).get('/data?a=1').expect(200);
    expect(cache.size).toBe(1);
    const third = await request(app).get('/data?a=1').expect(200);
    expect(calls()).toBe(2);
    expect(third.body).toEqual(second.body);
    // Live and replayed answers carry Express's tag for their body: the first (not kept) and the kept one alike.
    expect(first.headers.etag).toMatch(/^W\/"1d-[A-Za-z0-9+/]{27}"$/);
    expect(third.headers.etag).toBe(second.headers.etag);
    const live = express();
    live.get('/x', (_req, res) => res.json({ calls: 2, query: { a: '1' } }));
    expect((await request(live).get('/x')).headers.etag).toBe(second.headers.etag);
  });

  it('starts over for a URL answered once longer ago than the time, and when cleared', () => {
    const cache = new PublicResponseCache(1_000);
    const keep = (url: string, now: number) => cache.keep(url, {}, Buffer.from('{}'), undefined, now);
    expect(keep('/a', 0)).toBeUndefined();
    expect(keep('/a', 1_000)).toBeUndefined(); // the note of 0 ran out at 1,000: this is a first answer again
    expect(keep('/a', 1_500)).toMatch(/^W\//);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(keep('/a', 1_600)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the expired answers first when full, then the oldest kept; one kept again counts from then', () => {
    const cache = keepingEvery(1_000, 3);
    const keep = (url: string, now: number) => cache.keep(url, {}, Buffer.from(`{"url":"${url}"}`), undefined, now);
    keep('/a', 0);
    keep('/b', 100);
    keep('/c', 200);
    keep('/d', 1_050); // /a expired at 1,000: it makes the room
    expect(cache.size).toBe(3);
    keep('/e', 1_060); // none expired: the oldest (/b) goes
    expect(cache.size).toBe(3);
    keep('/c', 1_070); // /c again: now the newest, expiring at 2,070
    keep('/f', 2_065); // /d (2,050) and /e (2,060) expired, /c not
    expect(cache.size).toBe(2);
  });

  it('replays the first response for the same URL, headers included but never its cookies', async () => {
    const cache = keepingEvery(60_000);
    const { app, calls } = await appWith(cache);
    const first = await request(app).get('/data?a=1').expect(200);
    expect(first.headers['set-cookie']).toBeDefined();
    const second = await request(app).get('/data?a=1').expect(200);
    expect(calls()).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(first.body)));
  });

  it('keys on the exact URL and leaves other methods alone', async () => {
    const cache = keepingEvery(60_000);
    const { app, calls } = await appWith(cache);
    await request(app).get('/data?a=1').expect(200);
    const other = await request(app).get('/data?a=2').expect(200);
    expect(other.body).toEqual({ calls: 2, query: { a: '2' } });
    await request(app).post('/data?a=1').expect(201, { posted: true });
    expect(calls()).toBe(2);
  });

  it('answers 304 to a matching If-None-Match, from the cache', async () => {
    const cache = keepingEvery(60_000);
    const { app, calls } = await appWith(cache);
    const first = await request(app).get('/data').expect(200);
    const res = await request(app).get('/data').set('If-None-Match', first.headers.etag).expect(304);
    expect(res.text).toBe('');
    expect(calls()).toBe(1);
    // Another tag, or a request that will not take a cached answer, gets the body.
    expect((await request(app).get('/data').set('If-None-Match', 'W/"other"').expect(200)).body).toEqual(first.body);
    await request(app).get('/data').set('If-None-Match', first.headers.etag).set('Cache-Control', 'no-cache').expect(200);
    expect(calls()).toBe(1);
  });

  it('replays a body of 1 KB or more compressed for a client that accepts it, with the tag of its body', async () => {
    const cache = keepingEvery(60_000);
    const { app, calls } = await appWith(cache);
    const first = await request(app).get('/data?big=4000').set('Accept-Encoding', 'identity').expect(200);
    for (const encoding of ['br', 'gzip', 'br']) {
      const hit = await request(app).get('/data?big=4000').set('Accept-Encoding', encoding).expect(200);
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(Number(hit.headers['content-length'])).toBeLessThan(1000);
      expect(hit.headers.etag).toBe(first.headers.etag);
      expect(hit.body).toEqual(first.body);
    }
    const plain = await request(app).get('/data?big=4000').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(first.body);
    expect(calls()).toBe(1);
  });

  it('runs the hit action of the stored response on every hit', async () => {
    const cache = keepingEvery(60_000);
    const { app, hits } = await appWith(cache);
    await request(app).get('/data?hit=count').expect(200);
    await request(app).get('/data?hit=count').expect(200);
    await request(app).get('/data?hit=count').expect(200);
    expect(hits()).toBe(2);
  });

  it('forgets a response once its time is up, and everything on clear()', async () => {
    const cache = keepingEvery(40);
    const { app, calls } = await appWith(cache);
    // The clock, not a sleep: 39 ms later the copy is still served, at 40 ms it is gone.
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await request(app).get('/data').expect(200);
      clock.mockReturnValue(start + 39);
      await request(app).get('/data').expect(200);
      expect(calls()).toBe(1);
      clock.mockReturnValue(start + 40);
      await request(app).get('/data').expect(200);
      expect(calls()).toBe(2);
    } finally {
      clock.mockRestore();
    }
    cache.clear();
    await request(app).get('/data').expect(200);
    expect(calls()).toBe(3);
  });

  it('stores nothing when turned off (0 seconds)', async () => {
    const cache = keepingEvery(0);
    const { app, calls } = await appWith(cache);
    await request(app).get('/data').expect(200);
    await request(app).get('/data').expect(200);
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries responses, dropping the oldest', async () => {
    const cache = keepingEvery(60_000, 3);
    const { app, calls } = await appWith(cache);
    for (const n of [1, 2, 3, 4]) await request(app).get(`/data?n=${n}`).expect(200);
    expect(cache.size).toBe(3);
    await request(app).get('/data?n=4').expect(200);
    expect(calls()).toBe(4);
    await request(app).get('/data?n=1').expect(200);
    expect(calls()).toBe(5);
  });

  it('keeps at most maxBytes of bodies, dropping the oldest', async () => {
    // Each body here is 29 bytes ({"calls":n,"query":{"n":"k"}}): two fit in 60.
    const cache = keepingEvery(60_000, 100, 60);
    const { app, calls } = await appWith(cache);
    for (const n of [1, 2, 3]) await request(app).get(`/data?n=${n}`).expect(200);
    expect(cache.size).toBe(2);
    await request(app).get('/data?n=3').expect(200);
    expect(calls()).toBe(3);
    await request(app).get('/data?n=1').expect(200);
    expect(calls()).toBe(4);
  });
});

describe('weakEtag', () => {
  it("is the tag Express's own etag fn gives the same body (a live answer and a replayed one match)", () => {
    const expressEtag = express().get('etag fn') as (body: Buffer) => string;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const body = Buffer.from(bytes);
        expect(weakEtag(body)).toBe(expressEtag(body));
      }),
    );
  });
});
