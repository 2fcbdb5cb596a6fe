import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from './domain-error';
import { genericMessage } from './all-exceptions.filter';

const logger = new Logger('Exceptions');

/**
 * Errors raised by plain Express middleware (anti-forgery check, body parser) never reach Nest's
 * filter; this handler gives them the same error shape.
 */
export function expressErrorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (err instanceof DomainError) {
    res.status(err.status).json({ statusCode: err.status, message: err.message, errors: err.errors });
    return;
  }
  const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; stack?: string };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ statusCode: status, message: genericMessage(status), errors: {} });
    return;
  }
  logger.error(`${req.method} ${req.originalUrl} → 500: ${e?.message ?? String(err)}`, e?.stack);
  res.status(500).json({ statusCode: 500, message: genericMessage(500), errors: {} });
}
