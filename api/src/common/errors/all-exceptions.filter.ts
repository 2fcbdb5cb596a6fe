import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from './domain-error';
import type { ErrorResponseDto } from './error-response.dto';

const GENERIC_MESSAGES: Record<number, string> = {
  400: '入力内容に誤りがあります',
  401: 'ログインしてください',
  403: 'この操作を行う権限がありません',
  404: '指定されたページが見つかりませんでした',
  405: 'この操作は許可されていません',
  409: 'データが競合しました。もう一度お試しください',
  413: '送信されたデータが大きすぎます',
  415: 'サポートされていない形式です',
  419: 'ページの有効期限が切れました。再読み込みしてください。',
  429: 'リクエストが多すぎます。しばらくしてから再度お試しください',
  500: 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。',
  503: 'ただいまサービスを利用できません。しばらくしてから再度お試しください',
};

export function genericMessage(status: number): string {
  return GENERIC_MESSAGES[status] ?? (status >= 500 ? GENERIC_MESSAGES[500] : GENERIC_MESSAGES[400]);
}

/** Thrown by the validation pipe; already carries the per-field Japanese messages. */
export class ValidationFailedException extends HttpException {
  constructor(readonly errors: Record<string, string[]>) {
    super({ message: GENERIC_MESSAGES[400], errors }, HttpStatus.BAD_REQUEST);
  }
}

/**
 * The one global filter: DomainErrors by kind, HttpExceptions by status, anything else is a
 * logged 500 with a generic Japanese message (internals never reach the client).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    sendError(exception, ctx.getRequest<Request>(), ctx.getResponse<Response>(), this);
  }

  toBody(exception: unknown, req: Request): ErrorResponseDto {
    if (exception instanceof DomainError) {
      return { statusCode: exception.status, message: exception.message, errors: exception.errors };
    }
    if (exception instanceof ValidationFailedException) {
      return { statusCode: 400, message: GENERIC_MESSAGES[400], errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message = genericMessage(status);
      // Keep messages we wrote in Japanese ourselves; replace Nest's English defaults.
      const own = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (typeof own === 'string' && /[\u3040-\u30ff\u4e00-\u9faf]/.test(own)) message = own;
      if (status >= 500) this.logger.error(`${req.method} ${req.originalUrl} → ${status}: ${exception.message}`, exception.stack);
      return { statusCode: status, message, errors: {} };
    }
    // body-parser and other middleware errors (malformed JSON, too large) are plain errors with a status
    // (http-errors style: `status` or `statusCode`, `expose` false only for what must not be shown).
    const e = exception as { status?: unknown; statusCode?: unknown; expose?: boolean } | null;
    const status = e?.status ?? e?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && e?.expose !== false) {
      return { statusCode: status, message: genericMessage(status), errors: {} };
    }
    this.logger.error(
      `${req.method} ${req.originalUrl} → 500: ${exception instanceof Error ? exception.message : String(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return { statusCode: 500, message: GENERIC_MESSAGES[500], errors: {} };
  }
}

const defaultFilter = new AllExceptionsFilter();

/**
 * Writes an error as the API answers every error: status, Retry-After for rate limits, the JSON body.
 * The one place for it — Nest's filter and the Express error handler (middleware errors) both call it.
 */
export function sendError(exception: unknown, req: Request, res: Response, filter: AllExceptionsFilter = defaultFilter): void {
  const body = filter.toBody(exception, req);
  if (res.headersSent) return;
  if (exception instanceof DomainError && exception.retryAfterSeconds) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
  res.status(body.statusCode).json(body);
}
