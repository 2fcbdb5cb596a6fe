import type { NextFunction, Request, Response } from 'express';
import { sendError } from './all-exceptions.filter';

/**
 * Errors raised by plain Express middleware (anti-forgery check, body parser) never reach Nest's
 * filter; this handler gives them the same answer (sendError).
 */
export function expressErrorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  sendError(err, req, res);
}
