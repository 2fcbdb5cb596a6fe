import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { redactUrl } from '@er/contracts/secret-query';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../database/database-unavailable';
import { CommonErrorCode, codeForStatus } from './common.errors';
import { DomainError } from './domain-error';
import { errorCode, ERROR_CODE_PATTERN } from './error-catalogue';
import type { ErrorResponseDto } from './error-response.dto';

/** Thrown by the validation pipe; already carries the per-field Japanese messages. */
export class ValidationFailedException extends DomainError {
  constructor(errors: Record<string, string[]>) {
    super(CommonErrorCode.VALIDATION_FAILED, undefined, errors);
  }
}

/** The database cannot be reached right now: 503 SERVICE_UNAVAILABLE with Retry-After, not a 500. */
export class DatabaseUnavailableError extends DomainError {
  constructor(readonly original: unknown) {
    super(CommonErrorCode.SERVICE_UNAVAILABLE);
    this.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  }
}

/** body-parser's error types (http-errors `type`) that have a code of their own. */
const BODY_PARSER_CODES: Record<string, CommonErrorCode> = {
  'entity.parse.failed': CommonErrorCode.MALFORMED_JSON,
  // A form key nested deeper than MAX_BODY_DEPTH (qs's depth limit, with body-parser's strictness).
  'querystring.parse.rangeError': CommonErrorCode.BODY_TOO_DEEP,
  'entity.too.large': CommonErrorCode.PAYLOAD_TOO_LARGE,
  'parameters.too.many': CommonErrorCode.PAYLOAD_TOO_LARGE,
  'charset.unsupported': CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
  'encoding.unsupported': CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
};

/** A code an HttpException was given explicitly (`new ConflictException({ code, message })`), if declared. */
function ownCode(response: unknown): string | undefined {
  const code = response && typeof response === 'object' ? (response as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !ERROR_CODE_PATTERN.test(code)) return undefined;
  try {
    errorCode(code);
    return code;
  } catch {
    return undefined;
  }
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

/**
 * The one global filter: DomainErrors by their declared code, HttpExceptions by status, anything else is
 * a logged 500 with a generic Japanese message (internals never reach the client). Every body has a code.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    sendError(exception, ctx.getRequest<Request>(), ctx.getResponse<Response>(), this);
  }

  toBody(exception: unknown, req: Request): ErrorResponseDto {
    if (exception instanceof DatabaseUnavailableError) {
      // An outage, not a bug: one line per request, without a stack.
      const cause = exception.original as { code?: unknown; message?: unknown } | null;
      this.logger.warn(`${req.method} ${req.originalUrl} → 503: database unavailable (${String(cause?.code ?? cause?.message ?? cause)})`);
    }
    if (exception instanceof DomainError) {
      return { statusCode: exception.status, code: exception.code, message: exception.message, errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const code = ownCode(response) ?? codeForStatus(status);
      let message = errorCode(code).message;
      // Keep messages we wrote in Japanese ourselves; replace Nest's English defaults.
      const own = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (typeof own === 'string' && JAPANESE.test(own)) message = own;
      if (status >= 500) this.logger.error(`${req.method} ${redactUrl(req.originalUrl)} → ${status}: ${exception.message}`, exception.stack);
      return { statusCode: status, code, message, errors: {} };
    }
    // body-parser and other middleware errors (malformed JSON, too large) are plain errors with a status
    // (http-errors style: `status` or `statusCode`, `expose` false only for what must not be shown).
    const e = exception as { status?: unknown; statusCode?: unknown; expose?: boolean; type?: unknown } | null;
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && e?.expose !== false) {
      const code = (typeof e?.type === 'string' && BODY_PARSER_CODES[e.type]) || codeForStatus(status);
      return { statusCode: status, code, message: errorCode(code).message, errors: {} };
    }
    this.logger.error(
      `${req.method} ${redactUrl(req.originalUrl)} → 500: ${exception instanceof Error ? exception.message : String(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return { statusCode: 500, code: CommonErrorCode.INTERNAL_ERROR, message: errorCode(CommonErrorCode.INTERNAL_ERROR).message, errors: {} };
  }
}

const defaultFilter = new AllExceptionsFilter();

/**
 * Writes an error as the API answers every error: status, Retry-After (rate limits, database outages), the JSON body.
 * The one place for it — Nest's filter and the Express error handler (middleware errors) both call it.
 */
export function sendError(exception: unknown, req: Request, res: Response, filter: AllExceptionsFilter = defaultFilter): void {
  if (!(exception instanceof DomainError) && isDatabaseUnavailable(exception)) exception = new DatabaseUnavailableError(exception);
  const body = filter.toBody(exception, req);
  if (res.headersSent) return;
  if (exception instanceof DomainError && exception.retryAfterSeconds) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
  // res.json keeps a Content-Type the handler already set (e.g. text/html for a page): the body is JSON.
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(body.statusCode).json(body);
}
