// What the browser apps do with a failed call: one result shape and the Japanese form messages.
import type { ApiErrorBody, ApiResult } from './client';

/** `statusCode` of the error a network failure (no answer at all) is reported as. */
export const NETWORK_ERROR_STATUS = 0;

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
      error: { statusCode: NETWORK_ERROR_STATUS, message: e instanceof Error ? e.message : String(e) },
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

/** A 404 from the API (unknown tag, listing, news…), as a query rejects with it. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.error as { statusCode?: unknown }).statusCode === 404;
}

/** Field errors of an API error, or null when it carries none. */
export function fieldErrors(error: ApiErrorBody): Record<string, string[]> | null {
  return error.errors && Object.keys(error.errors).length > 0 ? error.errors : null;
}

/** The Japanese message to show above a form for a failed call. */
export function formErrorMessage(error: ApiErrorBody): string {
  if (error.statusCode === NETWORK_ERROR_STATUS) return '通信に失敗しました。時間をおいて再度お試しください。';
  if (fieldErrors(error)) return '入力内容をご確認ください。';
  if (error.statusCode === 419) return 'ページの有効期限が切れました。再読み込みしてからお試しください。';
  // Only a Japanese message from the server is shown as is; English framework text never reaches the page.
  if (error.statusCode >= 500 || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(error.message)) {
    return 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。';
  }
  return error.message;
}
