import 'reflect-metadata';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  MethodNotAllowedException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import type { Request } from 'express';
import { AllExceptionsFilter, ValidationFailedException } from './all-exceptions.filter';
import { CommonErrorCode } from './common.errors';
import { DomainError } from './domain-error';
import { declaredErrorCodes, declareErrorCodes, ERROR_CODE_PATTERN, errorCode } from './error-catalogue';

/** Every `*.errors.ts` under api/src: the modules' code declarations. */
function errorsFiles(dir = path.join(__dirname, '../..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return errorsFiles(full);
    return entry.name.endsWith('.errors.ts') ? [full] : [];
  });
}

// Every module's declarations, for every describe below (jest --randomize may run any of them first).
beforeAll(async () => {
  for (const file of errorsFiles()) await import(file);
});

describe('error codes (issue 10)', () => {

  it('are declared per module, UPPER_SNAKE, with a 4xx/5xx status and a Japanese message', () => {
    const files = errorsFiles().map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['common.errors.ts', 'auth.errors.ts', 'item-detail.errors.ts', 'tags.errors.ts', 'throttle.errors.ts']));
    const codes = declaredErrorCodes();
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['ITEM_NOT_FOUND', 'AUTH_INVALID_CREDENTIALS', 'CSRF_TOKEN_MISMATCH', 'VALIDATION_FAILED', 'ROUTE_NOT_FOUND', 'INTERNAL_ERROR']),
    );
    for (const { code, status, message } of codes) {
      expect(code).toMatch(ERROR_CODE_PATTERN);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
  });

  it('refuses a code that differs from its key, is not UPPER_SNAKE, or changes status between modules', () => {
    expect(() => declareErrorCodes('x', { A_B: 'a.b' }, { 'a.b': { status: 400, message: 'x' } })).toThrow(/UPPER_SNAKE/);
    expect(() => declareErrorCodes('x', { ITEM_NOT_FOUND: 'ITEM_NOT_FOUND' }, { ITEM_NOT_FOUND: { status: 400, message: 'x' } })).toThrow(/status 404/);
    expect(() => new DomainError('NO_SUCH_CODE_ANYWHERE')).toThrow(/undeclared error code/);
  });

  it('gives a DomainError the status and message declared with its code', () => {
    const error = new DomainError(CommonErrorCode.CSRF_TOKEN_MISMATCH);
    expect(error.status).toBe(419);
    expect(error.message).toBe(errorCode('CSRF_TOKEN_MISMATCH').message);
    expect(new DomainError(CommonErrorCode.VALIDATION_FAILED, '別の文言').message).toBe('別の文言');
  });
});

/** What body-parser passes to next(): an http-errors error (status, type, expose). */
function createHttpError(status: number, message: string, props: { type?: string; expose?: boolean }): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: status < 500, ...props });
}

describe('AllExceptionsFilter: every error body has a code', () => {
  const filter = new AllExceptionsFilter();
  const req = { method: 'GET', originalUrl: '/api/x' } as Request;
  const bodyOf = (exception: unknown) => filter.toBody(exception, req);

  beforeAll(() => {
    // The 5xx cases log on purpose; keep the test output clean.
    jest.spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
  });

  const cases: Array<[string, unknown, number, string]> = [
    ['a DomainError', new DomainError(CommonErrorCode.CSRF_TOKEN_MISMATCH), 419, 'CSRF_TOKEN_MISMATCH'],
    ['a validation failure', new ValidationFailedException({ email: ['必須項目です'] }), 400, 'VALIDATION_FAILED'],
    ["Nest's route 404", new NotFoundException('Cannot POST /api/nope'), 404, 'ROUTE_NOT_FOUND'],
    ["passport's 401", new UnauthorizedException(), 401, 'UNAUTHENTICATED'],
    ['a 403', new ForbiddenException(), 403, 'FORBIDDEN'],
    ['a 405', new MethodNotAllowedException(), 405, 'METHOD_NOT_ALLOWED'],
    ['a framework 400 in English', new BadRequestException('Validation failed (numeric string is expected)'), 400, 'BAD_REQUEST'],
    ['an HttpException given a declared code', new ConflictException({ code: 'AUTH_INVALID_CREDENTIALS', message: 'x' }), 409, 'AUTH_INVALID_CREDENTIALS'],
    ['an HttpException given an undeclared code', new ConflictException({ code: 'made.up' }), 409, 'CONFLICT'],
    ['an unusual 4xx', new HttpException('teapot', 418), 418, 'BAD_REQUEST'],
    ['a 503', new ServiceUnavailableException(), 503, 'SERVICE_UNAVAILABLE'],
    ['malformed JSON (body-parser)', createHttpError(400, 'Unexpected end of JSON input', { type: 'entity.parse.failed' }), 400, 'MALFORMED_JSON'],
    ['a too large body (body-parser)', createHttpError(413, 'request entity too large', { type: 'entity.too.large' }), 413, 'PAYLOAD_TOO_LARGE'],
    ['an unsupported charset (body-parser)', createHttpError(415, 'unsupported charset "UTF-16"', { type: 'charset.unsupported' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form nested too deep (body-parser)', createHttpError(400, 'The input exceeded the depth', { type: 'querystring.parse.rangeError' }), 400, 'BODY_TOO_DEEP'],
    ['an aborted request (body-parser)', createHttpError(400, 'request aborted', { type: 'request.aborted' }), 400, 'BAD_REQUEST'],
    ['an error that must not be shown', createHttpError(400, 'secret', { expose: false }), 500, 'INTERNAL_ERROR'],
    ['a programming error', new TypeError('x is undefined'), 500, 'INTERNAL_ERROR'],
    ['a thrown string', 'boom', 500, 'INTERNAL_ERROR'],
    ['null', null, 500, 'INTERNAL_ERROR'],
  ];

  it.each(cases)('%s', (_name, exception, status, code) => {
    const body = bodyOf(exception);
    expect(body).toEqual({ statusCode: status, code, message: expect.stringMatching(/[\u3040-\u30ff\u4e00-\u9faf]/), errors: expect.any(Object) });
    expect(body.code).toMatch(ERROR_CODE_PATTERN);
    expect(() => errorCode(body.code)).not.toThrow();
  });

  it('keeps per-field errors and our own Japanese messages, replaces English ones', () => {
    expect(bodyOf(new ValidationFailedException({ email: ['必須項目です'] })).errors).toEqual({ email: ['必須項目です'] });
    expect(bodyOf(new NotFoundException('メールが見つかりませんでした')).message).toBe('メールが見つかりませんでした');
    expect(bodyOf(new NotFoundException('Cannot GET /x')).message).toBe('指定されたページが見つかりませんでした');
    expect(bodyOf(new TypeError('internal detail')).message).not.toContain('internal detail');
  });
});
