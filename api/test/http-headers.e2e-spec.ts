import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { PUBLIC_CACHE } from '../src/common/http-cache/public-cache.decorator';
import { makeAdmin, makeItem, makeMember, makeTag } from './support/factories';
import { bearer } from './support/session-tokens';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean }[];
}
type Paths = Record<string, Record<string, Operation>>;

/** Every @PublicCache() GET handler of the running app, as `/api/front/item/get-item-detail/{id}` (OpenAPI's spelling). */
function publicCachePaths(t: TestApp): string[] {
  const paths: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller?.prototype) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[name] as unknown;
        if (name === 'constructor' || typeof method !== 'function') continue;
        if (!Reflect.getMetadata(PUBLIC_CACHE, method) || Reflect.getMetadata(METHOD_METADATA, method) !== RequestMethod.GET) continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, method) ?? '');
        paths.push(`/${[prefix, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}'));
      }
    }
  }
  return paths.sort();
}

/** The URL of an operation with every required parameter filled from `values` (by name). */
function urlOf(path: string, operation: Operation, values: Record<string, string | number>): string {
  const missing = (operation.parameters ?? []).filter((p) => p.required && (p.in === 'query' || p.in === 'path') && values[p.name] === undefined);
  if (missing.length) throw new Error(`${path}: no example value for ${missing.map((p) => p.name).join(', ')}`);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const query = (operation.parameters ?? []).filter((p) => p.required && p.in === 'query').map((p) => `${p.name}=${encodeURIComponent(String(values[p.name]))}`);
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

/**
 * The headers of the public catalog reads, the personal answers, logout and framing, over the route table the
 * app serves: the public reads are every @PublicCache() handler, the personal ones every GET the OpenAPI
 * document says needs a member's session. A new route is covered by being added to the app.
 */
describe('cache, framing and logout headers over the route table', () => {
  let t: TestApp;
  let paths: Paths;
  let values: Record<string, string | number>;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    paths = ((await t.http.get('/api/openapi.json').expect(200)).body as { paths: Paths }).paths;
    const tag = await makeTag(t.dataSource, { term: 'Java' });
    const item = await makeItem(t.dataSource, { name: '【Java】ヘッダー確認', tags: [tag] });
    values = { id: item.id, item_id: item.id, tag_id: tag.id, keyword: 'Java', path: `/item/detail/${item.id}` };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives every public catalog read an explicit short public Cache-Control, kept on replays and 304 revalidations', async () => {
    const publicPaths = publicCachePaths(t);
    // Searches, listing detail and masters are among them (a guard against an empty table).
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/api/front/item/get-search-by-keyword-list',
        '/api/front/item/get-item-detail/{id}',
        '/api/front/get-prefacture-list',
        '/api/front/get-contract-type-list',
        '/api/front/get-area-list',
      ]),
    );
    for (const path of publicPaths) {
      const operation = paths[path]?.get;
      expect({ path, documented: !!operation, secured: !!operation?.security?.length }).toEqual({ path, documented: true, secured: false });
      const url = urlOf(path, operation!, values);
      // A listing's detail counts each request as a view: shared caches must ask every time.
      const cacheControl = path === '/api/front/item/get-item-detail/{id}' ? 'public, max-age=60, s-maxage=0' : 'public, max-age=60';
      // Asked twice: the first answer and the next say the same.
      for (const round of ['first', 'again']) {
        const res = await t.http.get(url);
        expect({ url, round, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({ url, round, status: 200, cacheControl });
        expect(res.headers.etag).toBeTruthy();
        const revalidated = await t.http.get(url).set('If-None-Match', res.headers.etag);
        expect({ url, status: revalidated.status, cacheControl: revalidated.headers['cache-control'] }).toEqual({ url, status: 304, cacheControl });
      }
    }
    // An error of a public read is not kept: a missing listing is not public for a minute.
    const missing = await t.http.get('/api/front/item/get-item-detail/2000000000');
    expect(missing.status).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public|max-age/);
  });

  it("keeps every answer that needs a member's session no-store", async () => {
    const { member } = await makeMember(t.dataSource);
    const auth = bearer(t, 'member', member);
    const personal = Object.entries(paths).filter(([path, ops]) => path.startsWith('/api/front/') && ops.get?.security?.some((s) => 'member-bearer' in s));
    expect(personal.map(([path]) => path)).toEqual(expect.arrayContaining(['/api/front/item/get-consider-item-list', '/api/front/get-user-info']));
    for (const [path, ops] of personal) {
      const res = await t.http.get(urlOf(path, ops.get!, values)).set(auth);
      // Logged in: anything but a 401 or a fault (a 404 for an example id of another table is fine), and never kept.
      expect({ path, ok: res.status !== 401 && res.status < 500, cacheControl: res.headers['cache-control'] }).toEqual({ path, ok: true, cacheControl: 'no-store' });
    }
    // And the login check, which reads the session without requiring one.
    expect((await t.http.get('/api/front/member-login-check').set(auth).expect(200)).headers['cache-control']).toBe('no-store');
  });

  it('forbids framing with X-Frame-Options: DENY, as frame-ancestors does, on pages and API answers', async () => {
    for (const url of ['/', '/api/front/get-prefacture-list', '/api/front/member-login-check']) {
      const res = await t.http.get(url);
      expect({ url, xfo: res.headers['x-frame-options'] }).toEqual({ url, xfo: 'DENY' });
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('asks the browser to drop the cache and storage at member and staff logout', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    const memberOut = await agent.post('/api/front/member-logout').set(xsrf).expect(200);
    expect(memberOut.headers['clear-site-data']).toBe('"cache", "storage"');

    const staff = await makeAdmin(t.dataSource);
    await agent.post('/api/admin/login').set(xsrf).send({ email: staff.admin.email, password: staff.password }).expect(200);
    const staffOut = await agent.post('/api/admin/logout').set(xsrf).expect(200);
    expect(staffOut.headers['clear-site-data']).toBe('"cache", "storage"');
    // A login does not clear anything.
    const login = await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    expect(login.headers['clear-site-data']).toBeUndefined();
  });
});
