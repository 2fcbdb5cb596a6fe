import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { PUBLIC_CACHE } from './public-cache.decorator';
import { PublicResponseCache } from './public-response-cache';

/** Stores the result of @PublicCache() handlers in PublicResponseCache on the way out. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicResponseCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.cache.enabled || context.getType() !== 'http' || !this.reflector.get<boolean>(PUBLIC_CACHE, context.getHandler())) {
      return next.handle();
    }
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((value: unknown) => {
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
