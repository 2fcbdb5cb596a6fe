// The typed fetch client under the generated SDK (src/operation.ts; SPEC §7: bearer token, XMLHttpRequest
// marker and anti-forgery token on every call). Types come from the generated `paths` (schema.ts).
import type { paths as GeneratedPaths } from './schema';

/** The error body the API's global exception filter answers with (400/403/404/409/419/429/500). */
export interface ApiErrorBody {
  statusCode: number;
  /**
   * What programs switch on (STYLE.md "Errors carry codes"); the SDK's per-operation error types
   * list the documented codes. `string & {}` keeps those literals in editor completion.
   */
  code?: string & {};
  message: string;
  /** Per-field validation messages (SPEC §8: update-user-info shows these). */
  errors?: Record<string, string[]>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type ParseAs = 'json' | 'text' | 'blob';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The name the API gives the token cookie over https (api/src/common/security/cookie-names.ts): a `__Host-`
 * cookie, which a sibling subdomain cannot set, so one it planted under the bare name never shadows ours.
 */
export const HOST_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
/** Status the API answers when the anti-forgery token is missing or stale. */
export const CSRF_MISMATCH_STATUS = 419;

// ---------------------------------------------------------------------------------------------
// Types derived from `paths`

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | '2XX';

/** Path keys of `P` that have an operation for `M`. */
export type PathsWithMethod<P, M extends HttpMethod> = {
  [K in keyof P]: P[K] extends { [X in M]: unknown } ? K : never;
}[keyof P] &
  string;

export type OperationOf<P, Path extends keyof P, M extends HttpMethod> = P[Path] extends { [X in M]: infer Op }
  ? Op
  : never;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

type ParamsOf<Op> = Op extends { parameters: infer P } ? P : {};
type ParamsInit<Op> = [RequiredKeys<ParamsOf<Op>>] extends [never]
  ? { params?: ParamsOf<Op> }
  : { params: ParamsOf<Op> };

/** The body a caller passes: JSON when the operation takes JSON, FormData (or its fields) for uploads. */
type RequestBodyOf<C> = 'application/json' extends keyof C
  ? C['application/json']
  : 'multipart/form-data' extends keyof C
    ? C['multipart/form-data'] | FormData
    : C[keyof C] | BodyInit;
type BodyInitOf<Op> = Op extends { requestBody: { content: infer C } }
  ? { body: RequestBodyOf<C> }
  : Op extends { requestBody?: { content: infer C } }
    ? { body?: RequestBodyOf<C> }
    : { body?: never };

type SuccessResponses<Op> = Op extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;
type JsonOf<Resp> = Resp extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : unknown
  : undefined;

/** What `data` holds for a 2xx answer, given how the body is read. */
export type SuccessData<Op, As extends ParseAs> = As extends 'blob'
  ? Blob
  : As extends 'text'
    ? string
    : JsonOf<SuccessResponses<Op>>;

export interface CommonInit<As extends ParseAs> {
  /** How to read a 2xx body: JSON (default), text (e.g. text/html) or a Blob (downloads). */
  parseAs?: As;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiRequestInit<Op, As extends ParseAs = 'json'> = ParamsInit<Op> & BodyInitOf<Op> & CommonInit<As>;

type HasRequiredInit<Op> = [RequiredKeys<ParamsInit<Op> & BodyInitOf<Op>>] extends [never] ? false : true;
type InitArgs<Op, As extends ParseAs> =
  HasRequiredInit<Op> extends true ? [init: ApiRequestInit<Op, As>] : [init?: ApiRequestInit<Op, As>];

export type ApiResult<T> =
  | { data: T; error: undefined; response: Response }
  | { data: undefined; error: ApiErrorBody; response: Response };

type MethodFn<P, M extends HttpMethod> = <
  Path extends PathsWithMethod<P, M>,
  As extends ParseAs = 'json',
>(
  path: Path,
  ...init: InitArgs<OperationOf<P, Path, M>, As>
) => Promise<ApiResult<SuccessData<OperationOf<P, Path, M>, As>>>;

export interface ApiClient<P = GeneratedPaths> {
  get: MethodFn<P, 'get'>;
  post: MethodFn<P, 'post'>;
  put: MethodFn<P, 'put'>;
  delete: MethodFn<P, 'delete'>;
}

export interface ApiClientOptions {
  /** Prefix for every path, e.g. 'https://api.example.jp'; '' (default) means same origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Returns the member's or admin's access token; sent as `Authorization: Bearer …` when present. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Reads the cookie string (default `document.cookie`; '' where there is no document). */
  readCookies?: () => string;
  /** Headers added to every request (per-call headers win). */
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Helpers (exported for tests and for callers building URLs by hand)

type QueryScalar = string | number | boolean | bigint | Date;
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];

function queryScalar(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  throw new TypeError(`query parameter "${key}" must be a string, number, boolean, Date or an array of them`);
}

/**
 * `a=1&tag=x&tag=y` (no leading '?'): arrays become repeated keys, undefined and null are left out,
 * everything is percent-encoded (a space is %20).
 */
export function serializeQuery(query: Record<string, unknown> | undefined | null): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(queryScalar(key, item))}`);
    }
  }
  return parts.join('&');
}

/** Substitutes `{name}` segments; a missing value is a programming error, so it throws. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The anti-forgery token in a `document.cookie` string: the `__Host-` cookie when there is one, else the bare one. */
export function readXsrfCookie(cookies: string): string | undefined {
  return readCookie(cookies, HOST_XSRF_COOKIE) ?? readCookie(cookies, XSRF_COOKIE);
}

/** The decoded value of cookie `name` in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // not percent-encoded by the server: use it as is
    }
  }
  return undefined;
}

function isApiErrorBody(value: unknown): value is { statusCode?: unknown; code?: unknown; message?: unknown; errors?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Normalises whatever a non-2xx answer carried into `ApiErrorBody`. */
export function toApiError(response: Response, body: unknown): ApiErrorBody {
  const error: ApiErrorBody = { statusCode: response.status, message: response.statusText || `HTTP ${response.status}` };
  if (isApiErrorBody(body)) {
    if (typeof body.statusCode === 'number') error.statusCode = body.statusCode;
    if (typeof body.code === 'string') error.code = body.code;
    if (typeof body.message === 'string') error.message = body.message;
    // NestJS's ValidationPipe answers with a list of messages when no filter reshapes it.
    else if (Array.isArray(body.message)) error.message = body.message.map(String).join('\n');
    if (isApiErrorBody(body.errors)) error.errors = body.errors as Record<string, string[]>;
  } else if (typeof body === 'string' && body.trim() !== '') {
    error.message = body;
  }
  return error;
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function hasBlob(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((v) => v instanceof Blob || (Array.isArray(v) && v.some((i) => i instanceof Blob)))
  );
}

async function readBody(response: Response, parseAs: ParseAs): Promise<unknown> {
  if (parseAs === 'blob') return response.blob();
  const text = await response.text();
  if (parseAs === 'text') return text;
  if (text === '' || response.status === 204) return undefined;
  return JSON.parse(text);
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------------------------------------

const STATE_CHANGING = new Set<string>(['post', 'put', 'delete', 'patch']);

/**
 * ```ts
 * const api = createApiClient({ getToken: () => session.token });
 * const { data, error } = await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id } } });
 * ```
 */
export function createApiClient<P = GeneratedPaths>(options: ApiClientOptions = {}): ApiClient<P> {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  // One priming request at a time, shared by concurrent callers. If priming did not leave a readable
  // cookie (e.g. the API is on another site), stop priming before every call; a 419 still re-primes.
  let priming: Promise<void> | undefined;
  let primedWithoutCookie = false;

  function primeCsrfCookie(): Promise<void> {
    priming ??= (async () => {
      try {
        await fetchImpl(`${baseUrl}${CSRF_COOKIE_PATH}`, {
          method: 'GET',
          credentials: 'include',
          headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
        });
        primedWithoutCookie = readXsrfCookie(readCookies()) === undefined;
      } finally {
        priming = undefined;
      }
    })();
    return priming;
  }

  async function xsrfToken(): Promise<string | undefined> {
    const token = readXsrfCookie(readCookies());
    if (token !== undefined || primedWithoutCookie) return token;
    await primeCsrfCookie();
    return readXsrfCookie(readCookies());
  }

  /** The untyped options every typed method call passes down (its types are checked at the call site). */
  interface RequestInit_ {
    params?: unknown;
    parseAs?: ParseAs;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  }

  async function request(method: HttpMethod, path: string, init: RequestInit_ = {}): Promise<ApiResult<unknown>> {
    const params = (init.params ?? {}) as { query?: Record<string, unknown>; path?: Record<string, unknown>; header?: Record<string, unknown> };
    const parseAs: ParseAs = init.parseAs ?? 'json';
    const query = serializeQuery(params.query);
    const url = `${baseUrl}${fillPath(path, params.path)}${query ? `?${query}` : ''}`;
    const needsCsrf = STATE_CHANGING.has(method);

    let body: BodyInit | undefined;
    let contentType: string | undefined;
    if (init.body !== undefined) {
      if (isRawBody(init.body)) body = init.body;
      else if (hasBlob(init.body)) body = toFormData(init.body);
      else {
        body = JSON.stringify(init.body);
        contentType = 'application/json';
      }
    }

    const send = async (): Promise<Response> => {
      const headers: Record<string, string> = {
        Accept: parseAs === 'json' ? 'application/json' : '*/*',
        'X-Requested-With': 'XMLHttpRequest',
        ...options.headers,
      };
      if (contentType) headers['Content-Type'] = contentType;
      for (const [key, value] of Object.entries(params.header ?? {})) {
        if (value !== undefined && value !== null) headers[key] = String(value);
      }
      const token = await options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (needsCsrf) {
        const xsrf = await xsrfToken();
        if (xsrf !== undefined) headers[XSRF_HEADER] = xsrf;
      }
      Object.assign(headers, init.headers);
      return fetchImpl(url, {
        method: method.toUpperCase(),
        credentials: 'include',
        headers,
        body,
        signal: init.signal,
      });
    };

    let response = await send();
    if (needsCsrf && response.status === CSRF_MISMATCH_STATUS) {
      // The session's token rotated or expired: fetch a fresh cookie and try exactly once more.
      await response.body?.cancel().catch(() => undefined);
      await primeCsrfCookie();
      response = await send();
    }

    if (response.ok) {
      return { data: await readBody(response, parseAs), error: undefined, response };
    }
    return { data: undefined, error: toApiError(response, await readErrorBody(response)), response };
  }

  const bind = (method: HttpMethod) =>
    ((path: string, init?: RequestInit_) => request(method, path, init)) as never;

  return { get: bind('get'), post: bind('post'), put: bind('put'), delete: bind('delete') };
}
