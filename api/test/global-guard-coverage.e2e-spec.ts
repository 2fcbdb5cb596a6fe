import { HttpException, Injectable, type CanActivate, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import { PUBLIC_CACHE } from '../src/common/http-cache/public-cache.decorator';
import { PublicResponseCache } from '../src/common/http-cache/public-response-cache';
import { buildOpenApiDocument } from '../src/openapi';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/** The status only this test's guard answers with. */
const REFUSED = 418;

/** A global guard as a throttler or a maintenance switch would be: every request of every route passes it first. */
@Injectable()
class SwitchGuard implements CanActivate {
  refusing = false;
  canActivate(): boolean {
    if (this.refusing) throw new HttpException({ statusCode: REFUSED, code: 'TEST_GUARD', message: 'refused by the test guard' }, REFUSED);
    return true;
  }
}

interface Route {
  /** Nest's spelling: `/api/front/item/get-item-detail/:id`. */
  path: string;
  publicCache: boolean;
}

/** Every GET route of the running app, from Nest's own table of controllers (undocumented ones included). */
function getRoutes(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller?.prototype) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[name] as unknown;
        if (name === 'constructor' || typeof method !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, method) !== RequestMethod.GET) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, method) ?? ''].flat() as string[];
        for (const prefix of prefixes) {
          for (const path of paths) {
            routes.push({ path: `/${[prefix, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`, publicCache: !!Reflect.getMetadata(PUBLIC_CACHE, method) });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The URL of a route with its path parameters filled with valid values (`values` by name) and the required query
 * parameters the OpenAPI document names.
 */
function urlOf(route: Route, required: Map<string, string[]>, values: Record<string, string | number>): string {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(values[name]));
  });
  // A required query parameter without an example gets 1: a route the guard let through would still answer
  // (a 400 of the validation, say), which is not the guard's refusal either.
  const query = (required.get(route.path.replace(/:(\w+)/g, '{$1}')) ?? []).map((name) => `${name}=${encodeURIComponent(String(values[name] ?? 1))}`);
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

/**
 * A global guard applies to every route the app serves: nothing answers a GET around Nest's guards — not the
 * public catalog reads, not a replay of one kept by the response cache.
 */
describe('a global guard applies to every route', () => {
  let t: TestApp;
  const guard = new SwitchGuard();
  let routes: Route[];
  let required: Map<string, string[]>;
  let values: Record<string, string | number>;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 60 }, { beforeInit: (app) => app.useGlobalGuards(guard) });
    routes = getRoutes(t);
    required = new Map();
    const document = buildOpenApiDocument(t.app);
    for (const [path, item] of Object.entries(document.paths)) {
      const parameters = (item.get?.parameters ?? []) as { name: string; in: string; required?: boolean }[];
      required.set(path, parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name));
    }
    const tag = await makeTag(t.dataSource, { term: `Kotlin${Date.now()}` });
    const item = await makeItem(t.dataSource, { name: '【Kotlin】ガード確認', tags: [tag] });
    values = { id: item.id, item_id: item.id, tag_id: tag.id, keyword: 'Kotlin', term: 'Kotlin', token: 'x'.repeat(43), path: `/item/detail/${item.id}` };
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    guard.refusing = false;
    jest.restoreAllMocks();
  });

  it('refuses every GET route of the app, the public reads and the page meta included', async () => {
    // The table is the app's own: a guard against a lookup that found nothing.
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.publicCache).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/front/item/get-search-by-keyword-list', '/api/front/item/get-search-by-tag-list', '/api/front/item/get-item-detail/:id']),
    );
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/front/page-meta', '/api/front/sitemap-entries', '/api/health']));
    guard.refusing = true;
    const answered: { url: string; status: number }[] = [];
    for (const route of routes) {
      const url = urlOf(route, required, values);
      answered.push({ url, status: (await request(t.app.getHttpServer()).get(url)).status });
    }
    expect(answered.filter((a) => a.status !== REFUSED)).toEqual([]);
  });

  it('refuses a public read the response cache holds: the replay runs behind the guard', async () => {
    const cache = t.app.get(PublicResponseCache);
    const replay = jest.spyOn(cache, 'replay');
    const cached = routes.filter((r) => r.publicCache);
    for (const route of cached) {
      const url = urlOf(route, required, values);
      // Let through: the second answer within the TTL is kept (minUses), the third is the replay.
      for (let i = 0; i < 2; i++) expect({ url, status: (await request(t.app.getHttpServer()).get(url)).status }).toEqual({ url, status: 200 });
      replay.mockClear();
      const hit = await request(t.app.getHttpServer()).get(url);
      expect({ url, status: hit.status, replayed: replay.mock.results.some((r) => r.value !== undefined) }).toEqual({ url, status: 200, replayed: true });

      guard.refusing = true;
      replay.mockClear();
      expect({ url, status: (await request(t.app.getHttpServer()).get(url)).status }).toEqual({ url, status: REFUSED });
      const conditional = await request(t.app.getHttpServer()).get(url).set('If-None-Match', String(hit.headers.etag)).set('Accept-Encoding', 'br');
      expect({ url, status: conditional.status }).toEqual({ url, status: REFUSED });
      expect(replay).not.toHaveBeenCalled();
      guard.refusing = false;
    }
  });
});
