import { isUtf8 } from 'node:buffer';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CommonErrorCode } from '../errors/common.errors';
import { DomainError } from '../errors/domain-error';

/**
 * The API's request body parsers (JSON and URL-encoded forms), with the limits the issue 9 fuzzing asked
 * for. Without them a lone UTF-16 surrogate in an e-mail (`"\ud800"`, valid JSON) reached class-validator
 * and threw `URIError` (500), and JSON nested 2,000 levels deep overflowed the stack in class-transformer
 * (500). Every rejection here is a 400 in the API's error shape, before any handler runs.
 */

/** Largest body accepted (the inquiry form, the largest, is under 10 kB); larger answers 413. */
export const BODY_LIMIT = '100kb';
/** Deepest nesting of objects/arrays accepted; our DTOs use 1–2 levels. */
export const MAX_BODY_DEPTH = 32;
/** At most this many field errors are listed for malformed text (the rest are the same mistake). */
const MAX_REPORTED_FIELDS = 20;

export const MALFORMED_TEXT_MESSAGE = '使用できない文字が含まれています';

export class BodyTooDeepError extends DomainError {
  constructor() {
    super(CommonErrorCode.BODY_TOO_DEEP, `入力データの入れ子が深すぎます（${MAX_BODY_DEPTH}段まで）`);
  }
}

export class InvalidUtf8BodyError extends DomainError {
  constructor() {
    super(CommonErrorCode.INVALID_ENCODING);
  }
}

export class MalformedTextError extends DomainError {
  constructor(fields: string[]) {
    super(CommonErrorCode.MALFORMED_TEXT, undefined, Object.fromEntries(fields.map((field) => [field, [MALFORMED_TEXT_MESSAGE]])));
  }
}

/**
 * Deepest nesting of `{`/`[` in a JSON text, counted on the raw bytes (before JSON.parse), brackets inside
 * strings ignored. Stops counting once `stopAbove` is exceeded, so a hostile body costs one linear scan.
 * UTF-8 multi-byte sequences never contain ASCII bytes, so scanning bytes is exact.
 */
export function jsonNestingDepth(text: Uint8Array | string, stopAbove = Infinity): number {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c /* \ */) i++;
      else if (b === 0x22 /* " */) inString = false;
    } else if (b === 0x22) {
      inString = true;
    } else if (b === 0x7b /* { */ || b === 0x5b /* [ */) {
      if (++depth > max) {
        max = depth;
        if (max > stopAbove) return max;
      }
    } else if (b === 0x7d /* } */ || b === 0x5d /* ] */) {
      depth--;
    }
  }
  return max;
}

type StringWithWellFormed = string & { isWellFormed?: () => boolean };

/** True when the string has no lone UTF-16 surrogate (ES2024 `isWellFormed`, Node 20+). */
export function isWellFormedText(value: string): boolean {
  const s = value as StringWithWellFormed;
  return s.isWellFormed ? s.isWellFormed() : !/[\uD800-\uDFFF]/u.test(value);
}

/** A lone surrogate replaced by U+FFFD, so a field path can itself be sent back as JSON text. */
function wellFormed(value: string): string {
  return isWellFormedText(value) ? value : value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
}

/**
 * Field paths (dot-separated, array indexes as numbers, like the validation errors) of every string
 * value or key in `value` that is not well-formed UTF-16. Iterative, and stops below `maxDepth`,
 * so a value built elsewhere cannot overflow the stack here.
 */
export function malformedTextPaths(value: unknown, maxDepth = MAX_BODY_DEPTH, limit = MAX_REPORTED_FIELDS): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  while (stack.length && found.length < limit) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) found.push(path);
      continue;
    }
    if (current === null || typeof current !== 'object' || depth >= maxDepth) continue;
    const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
    // Pushed in reverse so paths come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const childPath = join(path, wellFormed(key));
      if (!isWellFormedText(key)) {
        found.push(childPath);
        continue;
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  // Two keys can differ only in their lone surrogates and so share a reported path.
  return [...new Set(found)];
}

/** Thrown from body-parser's `verify` hook; mapped to the DomainError it carries (see `withBodyChecks`). */
class RejectedBody extends Error {
  // body-parser re-wraps verify errors with http-errors, which assigns `status`: keep it a plain field.
  status = 400;
  expose = true;
  constructor(readonly reason: DomainError) {
    super(reason.message);
  }
}

class UnsupportedCharsetError extends Error {
  status = 415;
  expose = true;
  constructor(charset: string) {
    super(`unsupported charset "${charset}"`);
  }
}

/**
 * body-parser's hook on the raw bytes, before decoding: JSON is UTF-8 only (RFC 8259 §8.1; body-parser
 * would also decode utf-16/utf-32), must be valid UTF-8 (otherwise bad bytes silently became U+FFFD),
 * and must not nest deeper than MAX_BODY_DEPTH.
 */
function verifyJson(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  const charset = (encoding || 'utf-8').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'utf8') throw new UnsupportedCharsetError(charset);
  if (!isUtf8(buf)) throw new RejectedBody(new InvalidUtf8BodyError());
  if (jsonNestingDepth(buf, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) throw new RejectedBody(new BodyTooDeepError());
}

/** Runs a body-parser middleware, then refuses what parsed into text that is not well-formed. */
function withBodyChecks(parser: RequestHandler): RequestHandler {
  return function checkedBodyParser(req: Request, res: Response, next: NextFunction) {
    void parser(req, res, (err?: unknown) => {
      if (err) return next(err instanceof RejectedBody ? err.reason : err);
      const fields = malformedTextPaths(req.body);
      if (fields.length) return next(new MalformedTextError(fields));
      next();
    });
  };
}

/**
 * The body parsers to mount (instead of Nest's defaults: create the app with `bodyParser: false`) before
 * the Express error handler, so their rejections get the API's error shape.
 */
export function bodyParsers(): RequestHandler[] {
  return [
    withBodyChecks(express.json({ limit: BODY_LIMIT, verify: verifyJson })),
    // Forms: qs nesting limited the same way (a deeper key answers 400); decodeURIComponent never yields
    // a lone surrogate, but the same check runs for symmetry.
    // (`depth` is body-parser 2's option; @types/express does not list it yet.)
    withBodyChecks(express.urlencoded({ extended: true, limit: BODY_LIMIT, depth: MAX_BODY_DEPTH } as Parameters<typeof express.urlencoded>[0])),
  ];
}
