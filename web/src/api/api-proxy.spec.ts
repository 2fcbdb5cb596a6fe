import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { apiProxy, isApiPath } from './api-proxy';

describe('isApiPath', () => {
  it.each([
    ['/api/front/item/get-item-detail/1', true],
    ['/sanctum/csrf-cookie', true],
    ['/dev/mail', true],
    ['/dev/mail.json', true],
    ['/dev/ui', false],
    ['/apis', false],
    ['/item/search', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isApiPath(path)).toBe(expected));
});

describe('apiProxy', () => {
  let api: Server;
  let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string };

  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, headers: req.headers, body };
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'a=b; Path=/', connection: 'close' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  const site = (apiUrl: string) => {
    const app = express();
    app.use(apiProxy({ apiUrl, appUrl: 'https://engineer-route.example' }, () => '203.0.113.7'));
    app.use((_req, res) => res.status(418).end());
    return app;
  };

  it("forwards the API's paths with method, query, body and cookies, and the visitor's address replacing the client's", async () => {
    const port = (api.address() as AddressInfo).port;
    const res = await request(site(`http://127.0.0.1:${port}`))
      .post('/api/front/contact?x=1')
      .set('x-forwarded-for', '198.51.100.1')
      .set('cookie', 'er_sid=s')
      .send({ name: '山田' })
      .expect(201);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toEqual(['a=b; Path=/']);
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/front/contact?x=1');
    expect(JSON.parse(seen.body!)).toEqual({ name: '山田' });
    expect(seen.headers!['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.headers!['x-forwarded-proto']).toBe('https');
    expect(seen.headers!['x-forwarded-host']).toBe('engineer-route.example');
    expect(seen.headers!.cookie).toBe('er_sid=s');
  });

  it('leaves other paths to the next handler', async () => {
    const port = (api.address() as AddressInfo).port;
    await request(site(`http://127.0.0.1:${port}`)).get('/item/search').expect(418);
  });

  it("answers 502 with the API's JSON error shape when the API does not answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await request(site(`http://127.0.0.1:${port}`)).get('/api/health').expect(502);
    expect(res.body).toMatchObject({ statusCode: 502, code: 'SERVICE_UNAVAILABLE' });
    expect(res.body.message).toMatch(/一時的に/);
  });
});
