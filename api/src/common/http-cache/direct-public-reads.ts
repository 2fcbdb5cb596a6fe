import type { PipeTransform, Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request } from 'express';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerJson } from '../http/raw-json';
import { chosenEncoding, compressBodyLater, COMPRESSION_THRESHOLD_BYTES } from '../http/content-encoding';
import { PUBLIC_CACHE } from './public-cache.decorator';
import { PublicResponseCache, replayableHeaders, weakEtag, type Headers } from './public-response-cache';

/** An argument of a handler, as the direct lane supplies it. */
type ArgumentPlan =
  | { kind: 'query'; metatype: Type | undefined; pipes: PipeTransform[] }
  | { kind: 'param'; name: string; metatype: Type | undefined; pipes: PipeTransform[] }
  | { kind: 'request' };

interface DirectRoute {
  /** `/api/front/item/get-item-detail/:id` split at its slashes; `:name` segments are parameters. */
  segments: string[];
  path: string;
  /** The same method bound to the controller. */
  handler: (...args: unknown[]) => unknown;
  args: ArgumentPlan[];
  /** The headers Express sent with this route's first 200 answer (see `learn`); until then Express answers. */
  template?: { headers: Headers };
}

/**
 * The direct lane for the public catalog reads (issue 14): a GET of a @PublicCache() handler is answered by a
 * request listener in front of Express, which calls the controller's method itself — the global validation pipe
 * and the argument's own pipes run as Nest runs them, the answer goes out with the headers Express gave the same
 * route's first answer (the security headers, a fresh CSP nonce), compressed for a browser that accepts it and
 * kept by the response replay when it is on. What it skips is the per-request routing and middleware of Express
 * and Nest — the walk past every route, helmet, compression's stream, the cookie parser, the interceptor chain —
 * which was a third of the API's CPU per search on the search mix (measured: 1.5 → 1.0 ms).
 *
 * Everything it does not handle the usual way goes to Express unchanged: a handler that throws (a 400 of the
 * validation, a 404) is asked again through Express, which gives the usual error answer (the handlers are reads,
 * asking twice changes nothing); so do HEAD, a conditional request (If-None-Match), a path in another spelling,
 * and a route whose headers Express has not shown yet. Only handlers whose arguments are the whole query, a path
 * parameter or the request, and without guards, interceptors, pipes, filters, codes, headers or redirects of their
 * own, take the lane (`routes` lists them; a test holds the list).
 */
export class DirectPublicReads {
  private readonly byPath = new Map<string, DirectRoute>();
  private readonly withParams: DirectRoute[] = [];
  private readonly all: DirectRoute[];

  constructor(
    private readonly express: Express,
    private readonly validation: PipeTransform,
    private readonly cache: PublicResponseCache,
    routes: DirectRoute[],
  ) {
    this.all = routes;
    for (const route of routes) {
      if (route.segments.some((s) => s.startsWith(':'))) this.withParams.push(route);
      else this.byPath.set(route.path, route);
    }
  }

  /** Answers the lane gave itself (not handed to Express): tests and diagnostics. */
  answered = 0;

  /** The lane of the application's @PublicCache() handlers. */
  static of(app: NestExpressApplication, validation: PipeTransform, cache: PublicResponseCache): DirectPublicReads {
    const lane = new DirectPublicReads(app.getHttpAdapter().getInstance() as Express, validation, cache, discoverRoutes(app.get(ModulesContainer)));
    lanes.set(app, lane);
    return lane;
  }

  /** The lane createApp put in front of this application, if any. */
  static forApp(app: object): DirectPublicReads | undefined {
    return lanes.get(app);
  }

  /** The paths the lane answers (tests). */
  get routes(): string[] {
    return this.all.map((r) => r.path).sort();
  }

  /**
   * The headers of a route's answer from Express (every middleware's) become the route's template, once it has
   * gone out as a 200. Per-request headers are left out; the nonce is remembered so that each direct answer
   * carries a new one.
   */
  private learn(route: DirectRoute, res: ServerResponse): void {
    if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('application/json')) return;
    route.template = { headers: replayableHeaders(res.getHeaders() as Headers) };
  }

  /** Takes the request when it is a GET of a laned route; false: not taken, Express answers it. */
  tryServe(req: IncomingMessage, res: ServerResponse, express: RequestListener): boolean {
    if (req.method !== 'GET' || req.url === undefined || req.headers['if-none-match'] !== undefined) return false;
    const url = req.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    let route = this.byPath.get(path);
    let params: Record<string, string> | undefined;
    if (!route) {
      for (const candidate of this.withParams) {
        params = matchSegments(candidate.segments, path);
        if (params) {
          route = candidate;
          break;
        }
      }
    }
    if (!route) return false;
    if (!route.template) {
      const learning = route;
      res.once('finish', () => this.learn(learning, res));
      return false;
    }
    this.answer(route, req, res, url, q < 0 ? '' : url.slice(q + 1), params ?? {}).catch(() => {
      if (res.headersSent) res.destroy();
      else express(req, res);
    });
    return true;
  }

  private async answer(route: DirectRoute, raw: IncomingMessage, res: ServerResponse, url: string, search: string, params: Record<string, string>): Promise<void> {
    const query = (this.express.get('query parser fn') as (s: string) => Record<string, unknown>)(search);
    // Made only for a handler that takes the request (most take the query alone).
    let req: Request | undefined;
    const args: unknown[] = [];
    for (const plan of route.args) {
      if (plan.kind === 'request') {
        args.push((req ??= this.expressRequest(raw, url, query, params)));
        continue;
      }
      const [value, type, data] = plan.kind === 'query' ? [query, 'query' as const, undefined] : [params[plan.name], 'param' as const, plan.name];
      let arg: unknown = value;
      for (const pipe of [this.validation, ...plan.pipes]) arg = await pipe.transform(arg, { type, metatype: plan.metatype, data });
      args.push(arg);
    }
    const json = answerJson(await route.handler(...args));
    if (json === undefined) throw new Error('no JSON answer');
    const template = route.template!;
    const headers: Headers = { ...template.headers, 'content-type': 'application/json; charset=utf-8' };
    let body: Buffer = Buffer.from(json);
    const etag = this.cache.keep(url, headers, body, req && PublicResponseCache.hitActionOf(req));
    // The tag Express's etag fn gives the same body (weakEtag), in one call to the hash.
    headers.etag = etag ?? weakEtag(body);
    const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES && !/no-transform/.test(String(headers['cache-control'] ?? '')) ? chosenEncoding(raw.headers['accept-encoding']) : null;
    if (encoding) {
      body = await compressBodyLater(body, encoding);
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
    this.answered++;
  }

  /**
   * The request as a handler's @Req() sees it under Express (the app's request prototype: `ip` under TRUST_PROXY,
   * `app`, headers, socket), without running Express for it.
   */
  private expressRequest(raw: IncomingMessage, url: string, query: Record<string, unknown>, params: Record<string, string>): Request {
    const prototype = (this.express as unknown as { request: object }).request;
    return Object.create(prototype, {
      method: { value: raw.method },
      url: { value: url },
      originalUrl: { value: url },
      headers: { value: raw.headers },
      socket: { value: raw.socket },
      query: { value: query },
      params: { value: params },
    }) as Request;
  }
}

function matchSegments(segments: string[], path: string): Record<string, string> | undefined {
  const parts = path.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = segments[i];
    if (segment.startsWith(':')) {
      // Express decodes parameters; a malformed escape, or one that decodes to a slash, is Express's to answer.
      if (!parts[i]) return undefined;
      let value: string;
      try {
        value = decodeURIComponent(parts[i]);
      } catch {
        return undefined;
      }
      params[segment.slice(1)] = value;
    } else if (segment !== parts[i]) return undefined;
  }
  return params;
}

const lanes = new WeakMap<object, DirectPublicReads>();

const OWN_ENHANCERS = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA];

/** The @PublicCache() GET handlers the lane can call as Nest calls them (see the class comment). */
function discoverRoutes(modules: ModulesContainer): DirectRoute[] {
  const routes: DirectRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const controller = wrapper.metatype as Type | undefined;
      if (!instance || !controller) continue;
      if (OWN_ENHANCERS.some((key) => (Reflect.getMetadata(key, controller) as unknown[] | undefined)?.length)) continue;
      const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | string[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[name] as unknown;
        if (name === 'constructor' || typeof method !== 'function') continue;
        if (!Reflect.getMetadata(PUBLIC_CACHE, method) || Reflect.getMetadata(METHOD_METADATA, method) !== RequestMethod.GET) continue;
        if (OWN_ENHANCERS.some((key) => (Reflect.getMetadata(key, method) as unknown[] | undefined)?.length)) continue;
        if ([HTTP_CODE_METADATA, HEADERS_METADATA, REDIRECT_METADATA].some((key) => Reflect.getMetadata(key, method) !== undefined)) continue;
        const path = Reflect.getMetadata(PATH_METADATA, method) as string | string[];
        if (typeof prefix !== 'string' || typeof path !== 'string') continue;
        const args = argumentPlan(controller, name);
        if (!args) continue;
        const full = `/${[prefix, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
        routes.push({ path: full, segments: full.split('/'), handler: (method as (...a: unknown[]) => unknown).bind(instance), args });
      }
    }
  }
  return routes;
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** The handler's arguments as the lane can supply them, or undefined when one is of another kind. */
function argumentPlan(controller: Type, name: string): ArgumentPlan[] | undefined {
  const declared = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as (Type | undefined)[];
  const plan: ArgumentPlan[] = [];
  for (const [key, argument] of Object.entries(declared)) {
    const type = Number(key.split(':')[0]);
    if (!/^\d+:\d+$/.test(key)) return undefined; // a custom parameter decorator
    const pipes = argument.pipes ?? [];
    if (!pipes.every((p): p is PipeTransform => typeof (p as PipeTransform | undefined)?.transform === 'function')) return undefined; // a pipe class Nest would instantiate
    if (type === RouteParamtypes.QUERY && argument.data === undefined) plan[argument.index] = { kind: 'query', metatype: types[argument.index], pipes };
    else if (type === RouteParamtypes.PARAM && typeof argument.data === 'string') plan[argument.index] = { kind: 'param', name: argument.data, metatype: types[argument.index], pipes };
    else if (type === RouteParamtypes.REQUEST && pipes.length === 0) plan[argument.index] = { kind: 'request' };
    else return undefined;
  }
  // Every argument the method takes is declared (an undeclared one would be undefined under Nest too, but say no).
  for (let i = 0; i < plan.length; i++) if (!plan[i]) return undefined;
  return plan;
}
