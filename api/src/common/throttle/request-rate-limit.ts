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

/**
 * What the per-address request limit counts: GETs (and HEADs) of the public reads (`/api/front/…`: searches cost
 * index work on the main thread whatever they find). Not writes (their own throttles and budgets hold them), not
 * staff's API, not the tools. A page the web server renders is counted by the public reads it makes for the visitor
 * (their address comes in X-Forwarded-For).
 */
export function countsTowardRequestLimit(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.url !== undefined && req.url.startsWith('/api/front/');
}

/** The answer past the limit: JSON with the code, saying when to come back (Retry-After); never cached. */
function refuse(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  const { status, message } = errorCode(CommonErrorCode.RATE_LIMITED);
  const body = JSON.stringify({ statusCode: status, code: CommonErrorCode.RATE_LIMITED, message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A per-address limit on the requests that cost work and that anyone can send many of (see
 * countsTowardRequestLimit). It is Express middleware, the first the application mounts, rather than a Nest guard:
 * a refused request costs no compression, security headers, cookie or body parsing. Every answer of a public read, a replayed one included
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
