// The runtime behind the generated SDK (src/sdk/*, scripts/generate.js): one small function per
// operation, built by defineQuery/defineMutation over the shared client (src/browser.ts). Every
// generated operation is a `/* @__PURE__ */` call, so a bundler drops the ones a page never uses.
//
//   const { data, error } = await api.contacts.contentOfContactPost(body);     // forms: { data } | { error }
//   useQuery(api.itemSearch.getSearchByKeywordList.query(params));            // rejects with ApiRequestError
//   useMutation({ ...api.adminAuth.adminLogin.mutation(), onSuccess: () =>
//     queryClient.invalidateQueries({ queryKey: api.adminAuth.adminLoginCheck.key() }) });
import { mutationOptions, queryOptions, type DataTag, type UseMutationOptions } from '@tanstack/react-query';
import { api as client } from './browser';
import type { ApiErrorBody, HttpMethod, ParseAs } from './client';
import { ApiRequestError, safe, type SafeResult } from './errors';

/** Per-call options of an operation. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * What a call answers: `{ data }`, or `{ error }` typed by the operation's documented error bodies
 * (`E`); `ApiErrorBody` stands for what no document can promise (network failure: statusCode 0, a
 * proxy's 502, a 419 on any write).
 */
export type OperationResult<T, E = ApiErrorBody> = SafeResult<T, E | ApiErrorBody>;

/** The error a query or mutation function rejects with. */
export type OperationError<E = ApiErrorBody> = ApiRequestError<E | ApiErrorBody>;

/** `[group, operationId]`: every cached answer of the operation (invalidate them all). */
export type OperationKey = readonly [group: string, operationId: string];
/** `[group, operationId, variables]`: one cached answer. */
export type VariablesKey<V> = readonly [group: string, operationId: string, variables: V];

type Args<V> = undefined extends V ? [variables?: V, options?: CallOptions] : [variables: V, options?: CallOptions];
type KeyOf<V> = [V] extends [void] ? OperationKey : OperationKey | VariablesKey<V>;

export interface Operation<V, T, E> {
  (...args: Args<V>): Promise<OperationResult<T, E>>;
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
}

export interface QueryOperation<V, T, E> extends Operation<V, T, E> {
  /**
   * The query key of these variables, or, with none, the prefix of every key of the operation:
   * `queryClient.invalidateQueries({ queryKey: api.news.getNews.key() })`.
   */
  key(variables?: V): KeyOf<V>;
  /** TanStack `queryOptions` (key + query function); spread it to add staleTime, select, enabled… */
  query(...args: undefined extends V ? [variables?: V] : [variables: V]): ReturnType<
    typeof queryOptions<T, OperationError<E>, T, KeyOf<V>>
  > & { queryKey: DataTag<KeyOf<V>, T, OperationError<E>> };
}

export interface MutationOperation<V, T, E> extends Operation<V, T, E> {
  key(): OperationKey;
  /** TanStack `mutationOptions`; the mutation function rejects with `ApiRequestError`. */
  mutation(): UseMutationOptions<T, OperationError<E>, V> & { mutationKey: OperationKey };
}

/** How the generated code describes an operation to the runtime. */
export interface OperationSpec {
  /** `'get' | 'post' | …` */
  method: HttpMethod;
  path: string;
  /** Names of the variables that go into the path (`{id}`); params not named here or in headerParams are the query. */
  pathParams?: readonly string[];
  /** Names of the variables sent as request headers. */
  headerParams?: readonly string[];
  /** What the variables are: none, the params object, the body, or `{ params, body }`. */
  variables: 'none' | 'params' | 'body' | 'both';
  /** How a 2xx body is read (default JSON). */
  parseAs?: ParseAs;
}

function splitParams(spec: OperationSpec, params: Record<string, unknown> | undefined) {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  const header: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    (spec.pathParams?.includes(name) ? path : spec.headerParams?.includes(name) ? header : query)[name] = value;
  }
  return { query, path, header };
}

function define<V, T, E>(group: string, operationId: string, spec: OperationSpec) {
  const call = (variables?: V, options: CallOptions = {}): Promise<OperationResult<T, E>> => {
    const vars = variables as unknown;
    const params =
      spec.variables === 'params' ? vars : spec.variables === 'both' ? (vars as { params?: unknown }).params : undefined;
    const body = spec.variables === 'body' ? vars : spec.variables === 'both' ? (vars as { body?: unknown }).body : undefined;
    const request = (client[spec.method as 'get'] as (path: string, init: object) => Promise<never>)(spec.path, {
      params: splitParams(spec, params as Record<string, unknown> | undefined),
      ...(body === undefined ? {} : { body }),
      ...(spec.parseAs ? { parseAs: spec.parseAs } : {}),
      ...options,
    });
    return safe(request);
  };
  const orThrow = async (variables?: V, options?: CallOptions): Promise<T> => {
    const { data, error } = await call(variables, options);
    if (error) throw new ApiRequestError(error);
    return data as T;
  };
  return Object.assign(call, { operationId, method: spec.method, path: spec.path, orThrow });
}

/** A read (GET): callable, plus `.key()` and `.query()` for TanStack Query. */
export function defineQuery<V, T, E = ApiErrorBody>(group: string, operationId: string, spec: OperationSpec): QueryOperation<V, T, E> {
  const operation = define<V, T, E>(group, operationId, spec);
  const key = (variables?: V) => (variables === undefined ? [group, operationId] : [group, operationId, variables]);
  const query = (variables?: V) =>
    queryOptions({ queryKey: key(variables), queryFn: ({ signal }) => operation.orThrow(variables, { signal }) });
  return Object.assign(operation, { key, query }) as unknown as QueryOperation<V, T, E>;
}

/** A write (POST, PUT, DELETE…): callable, plus `.key()` and `.mutation()` for TanStack Query. */
export function defineMutation<V, T, E = ApiErrorBody>(group: string, operationId: string, spec: OperationSpec): MutationOperation<V, T, E> {
  const operation = define<V, T, E>(group, operationId, spec);
  const key = () => [group, operationId] as const;
  const mutation = () => mutationOptions({ mutationKey: key(), mutationFn: (variables: V) => operation.orThrow(variables) });
  return Object.assign(operation, { key, mutation }) as unknown as MutationOperation<V, T, E>;
}
