import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, of, type Observable } from 'rxjs';
import { answerJson } from '../http/raw-json';
import { PUBLIC_CACHE, publicCacheControl, type PublicCachePolicy } from './public-cache.decorator';
import { PublicResponseCache } from './public-response-cache';

/**
 * The @PublicCache() handlers' way in and out. In: a fresh copy kept by PublicResponseCache answers in place of the
 * handler — here, after the middleware and every guard (interceptors run after guards), so nothing a guard refuses
 * is replayed. Out: a 200 answer gets its Cache-Control (publicCacheControl), is written as JSON once (answerJson:
 * a search page's cards are spliced in from their stored text, not parsed and written again as Express's res.json
 * would) and kept for the replay. Errors go out without either: a 404 or a 503 is not kept by a browser or a CDN.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicResponseCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = context.getType() === 'http' ? this.reflector.get<PublicCachePolicy | undefined>(PUBLIC_CACHE, context.getHandler()) : undefined;
    if (!policy) return next.handle();
    const cacheControl = publicCacheControl(policy, this.cache.ttlSeconds);
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (this.cache.enabled) {
      const replayed = this.cache.replay(req, res);
      if (replayed !== undefined) {
        res.setHeader('Cache-Control', cacheControl);
        return of(replayed);
      }
    }
    return next.handle().pipe(
      map((value: unknown) => {
        res.setHeader('Cache-Control', cacheControl);
        const json = answerJson(value);
        if (json === undefined) return value;
        this.cache.store(req, res, json);
        // Sent as a string of the JSON type, so that the reply does not write the value a second time.
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return json;
      }),
    );
  }
}
