// Interim JSON transport used until @er/api-client lands (each app wraps it in its src/api.ts).
// Same result shape as openapi-fetch: { data } or { error }, never throws on HTTP errors.
// SPEC §7: POSTs carry the anti-forgery token and the XMLHttpRequest marker.
import { readCookie } from './consider-cookie';

/** Error JSON of the API: { statusCode, message, errors: { field: [messages] } }. */
export interface ApiError {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

export type ApiResult<T> = { data: T; error?: undefined; response: Response } | { data?: undefined; error: ApiError; response?: Response };

type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  let body: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return { data: body as T, response };
  const err = (body ?? {}) as Partial<ApiError>;
  return {
    error: { statusCode: err.statusCode ?? response.status, message: err.message ?? response.statusText, errors: err.errors },
    response,
  };
}

function networkError(e: unknown): ApiResult<never> {
  return { error: { statusCode: 0, message: e instanceof Error ? e.message : String(e) } };
}

export async function getJson<T>(path: string, query?: Query): Promise<ApiResult<T>> {
  try {
    const res = await fetch(withQuery(path, query), {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    return await toResult<T>(res);
  } catch (e) {
    return networkError(e);
  }
}

/** Fetch the anti-forgery cookie (GET /sanctum/csrf-cookie) and return the XSRF-TOKEN value. */
export async function ensureCsrfToken(): Promise<string> {
  const existing = typeof document !== 'undefined' ? readCookie(document.cookie, 'XSRF-TOKEN') : undefined;
  if (existing) return decodeURIComponent(existing);
  await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
  const token = readCookie(document.cookie, 'XSRF-TOKEN');
  return token ? decodeURIComponent(token) : '';
}

export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const token = await ensureCsrfToken();
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': token,
      },
      body: JSON.stringify(body ?? {}),
    });
    return await toResult<T>(res);
  } catch (e) {
    return networkError(e);
  }
}

/** Field errors of an API error, or null when it carries none. */
export function fieldErrors(error: ApiError): Record<string, string[]> | null {
  return error.errors && Object.keys(error.errors).length > 0 ? error.errors : null;
}

/** The Japanese message to show above a form for a failed call. */
export function formErrorMessage(error: ApiError): string {
  if (error.statusCode === 0) return '通信に失敗しました。時間をおいて再度お試しください。';
  if (fieldErrors(error)) return '入力内容をご確認ください。';
  if (error.statusCode === 419) return 'ページの有効期限が切れました。再読み込みしてからお試しください。';
  if (error.statusCode >= 500 || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(error.message)) {
    return 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。';
  }
  return error.message;
}
