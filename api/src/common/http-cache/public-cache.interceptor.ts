import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { PUBLIC_CACHE, PUBLIC_CACHE_CONTROL } from './public-cache.decorator';
import { PublicResponseCache } from './public-response-cache';

/**
 * Gives the 200 answers of @PublicCache() handlers PUBLIC_CACHE_CONTROL and stores them in PublicResponseCache on
 * the way out (the replay and the direct lane send the same headers). Errors go out without it: a 404 or a 503 is
 * not kept by a browser or a CDN.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicResponseCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !this.reflector.get<boolean>(PUBLIC_CACHE, context.getHandler())) {
      return next.handle();
    }
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((value: unknown) => {
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        if (!this.cache.enabled) return value;
        const json = this.cache.store(req, res, value);
        if (json === undefined) return value;
        // The reply sends the JSON the cache made (as a string with the JSON type: Express's res.json would
        // serialize the value a second time; issue 14's profile of the search mix).
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return json;
      }),
    );
  }
}
