import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import { CommonErrorCode } from '../errors/common.errors';
import { errorCode } from '../errors/error-catalogue';
import { clientIp } from '../security/client-ip';
import { sharedLimiter, tryConsume } from './shared-limiter';

export const REQUEST_RATE_WINDOW_SECONDS = 60;

/** Paths under which nothing is a page: the API (other than its public reads), static builds, development tools. */
const NOT_PAGES = /^\/(api|remotes|dev|sanctum)(\/|$)/;

/**
 * What the per-address request limit counts: GETs (and HEADs) of the public reads (`/api/front/…`: searches cost
 * index work on the main thread whatever they find) and of pages (rendered on the server). Not static files (a name
 * with a dot: served from disk, and one page pulls dozens), not writes (their own throttles and budgets hold them),
 * not staff's API. A page the web server renders is counted by the public reads it makes for the visitor (their
 * address comes in X-Forwarded-For).
 */
export function countsTowardRequestLimit(req: IncomingMessage): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === undefined) return false;
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  return path.startsWith('/api/front/') || (!NOT_PAGES.test(path) && !path.slice(path.lastIndexOf('/') + 1).includes('.'));
}

/**
 * The answer past the limit: JSON with the code for the API, a page in Japanese for a page. Both say when to come
 * back (Retry-After) and are never cached.
 */
function refuse(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  const { status, message } = errorCode(CommonErrorCode.RATE_LIMITED);
  const api = req.url!.startsWith('/api/');
  const body = api
    ? JSON.stringify({ statusCode: status, code: CommonErrorCode.RATE_LIMITED, message })
    : `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>アクセスが集中しています｜エンジニアルート</title></head><body><h1>アクセスが集中しています</h1><p>短い時間に多くのページが開かれたため、一時的に表示を制限しています。</p><p>${retryAfterSeconds}秒ほどお待ちいただいてから、ページを再読み込みしてください。</p><p><a href="/">エンジニアルート トップページへ</a></p></body></html>`;
  res.writeHead(status, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // The page has no script, style or frame of its own: nothing else may run in it.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A per-address limit on the requests that cost work and that anyone can send many of (see
 * countsTowardRequestLimit). It is Express middleware, the first the application mounts, rather than a Nest guard:
 * it counts the pages and everything else Express answers outside Nest's routes too, and a refused request costs no
 * compression, security headers, cookie or body parsing. Every answer of a public read, a replayed one included
 * (PublicCacheInterceptor runs behind it), is counted.
 */
export class RequestRateLimit {
  private constructor(private readonly limiter: RateLimiterAbstract) {}

  /** The limit of REQUEST_RATE_LIMIT, or undefined when it is off. */
  static create(config: AppConfig, redis: Redis | null): RequestRateLimit | undefined {
    if (config.requestRateLimit === null) return undefined;
    const points = config.requestRateLimit;
    const limiter = sharedLimiter(redis, {
      keyPrefix: `${config.queuePrefix}:requests`,
      points,
      duration: REQUEST_RATE_WINDOW_SECONDS,
      // An address past its limit is refused from this process's memory until its window ends: a flood costs
      // Redis nothing more.
      inMemoryBlockOnConsumed: points + 1,
    });
    return new RequestRateLimit(limiter);
  }

  /** The limit as Express middleware: next() for what is admitted, the 429 for what is not. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const admitted = this.admit(req, res);
      if (admitted === true) next();
      else if (admitted !== false) void admitted.then((go) => go && next());
    };
  }

  /**
   * True: go on (at once, for what is not counted); false: refused (the 429 is sent); a promise of either while the
   * count is asked of Redis. A count that cannot be made at all lets the request through: the limit is a brake,
   * not a reason to fail a visitor.
   */
  admit(req: Request, res: ServerResponse): boolean | Promise<boolean> {
    if (!countsTowardRequestLimit(req)) return true;
    // The client's address as Express resolves it under TRUST_PROXY (its `ip`).
    return tryConsume(this.limiter, clientIp(req)).then(
      (refused) => {
        if (!refused) return true;
        refuse(req, res, Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
        return false;
      },
      () => true,
    );
  }
}
