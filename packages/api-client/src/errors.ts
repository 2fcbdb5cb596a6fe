// What the browser apps do with a failed call: one result shape and the Japanese form messages.
import type { ApiErrorBody, ApiResult } from './client';

/** `statusCode` of the error a network failure (no answer at all) is reported as. */
export const NETWORK_ERROR_STATUS = 0;
/** `code` of that error (the API never sends it: it exists only on this side). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/**
 * `{ data }` or `{ error }`; `response` is absent only when the request never got an answer. `E` is
 * the error body type (the generated SDK narrows it to the operation's documented error bodies).
 */
export type SafeResult<T, E = ApiErrorBody> =
  | { data: T; error: undefined; response: Response }
  | { data: undefined; error: E; response: Response | undefined };

/**
 * The one way apps call the API: `safe(api.get(...))`. The client throws when fetch itself fails
 * (offline, DNS, CORS); this turns that into `{ error: { statusCode: 0 } }` so callers handle a
 * single `{ data } | { error }` shape. An aborted request still rejects (query cancellation).
 */
export async function safe<T>(request: Promise<ApiResult<T>>): Promise<SafeResult<T>> {
  try {
    return await request;
  } catch (e) {
    if (e instanceof Error && e.name === 'AbortError') throw e;
    return {
      data: undefined,
      error: { statusCode: NETWORK_ERROR_STATUS, code: NETWORK_ERROR_CODE, message: e instanceof Error ? e.message : String(e) },
      response: undefined,
    };
  }
}

/** Thrown from query functions (TanStack Query wants a rejection) so the error body stays readable. */
export class ApiRequestError<E = ApiErrorBody> extends Error {
  constructor(readonly error: E) {
    super((error as { message?: unknown }).message === undefined ? 'API error' : String((error as { message?: unknown }).message));
    this.name = 'ApiRequestError';
  }
}

/**
 * Whether a query's rejection is an API error with one of `codes` (front ends switch on the code,
 * never on the message text): `hasErrorCode(query.error, 'ITEM_NOT_FOUND')`.
 */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const code = (error.error as { code?: unknown }).code;
  return typeof code === 'string' && codes.includes(code);
}

/** Field errors of an API error, or null when it carries none. */
export function fieldErrors(error: ApiErrorBody): Record<string, string[]> | null {
  return error.errors && Object.keys(error.errors).length > 0 ? error.errors : null;
}

/** The Japanese message to show above a form for a failed call. */
export function formErrorMessage(error: ApiErrorBody): string {
  if (error.code === NETWORK_ERROR_CODE) return '通信に失敗しました。時間をおいて再度お試しください。';
  if (fieldErrors(error)) return '入力内容をご確認ください。';
  if (error.code === 'CSRF_TOKEN_MISMATCH') return 'ページの有効期限が切れました。再読み込みしてからお試しください。';
  // The database is briefly unreachable (a 503 with Retry-After): nothing is broken, trying again later works.
  if (error.code === 'SERVICE_UNAVAILABLE') return 'ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。';
  // The API's coded errors carry a Japanese message for people; an answer without a code (a proxy's
  // 502 page, a framework default) or an internal error is never shown as is.
  if (error.code === undefined || error.code === 'INTERNAL_ERROR' || error.statusCode >= 500) {
    return 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。';
  }
  return error.message;
}
