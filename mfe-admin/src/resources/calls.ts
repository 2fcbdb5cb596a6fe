// How the generic pages call a resource's operations: with the variables of the API contract
// (resources/types.ts), under query keys of the resource, so one invalidation refreshes all its screens.
import { ApiRequestError, type CallOptions } from '@er/api-client';
import type { AnyResource, CallResult, Operation } from './types';

/** Calls an operation with the contract's variables (`{ page, per_page, … }`, `{ id }`, the body). */
export function callOperation<T>(operation: Operation<T>, variables: unknown, options?: CallOptions): CallResult<T> {
  return (operation as unknown as (variables: unknown, options?: CallOptions) => CallResult<T>)(variables, options);
}

/** For query functions: the data, or a rejection with ApiRequestError (TanStack Query's error state). */
export async function dataOrThrow<T>(result: CallResult<T>): Promise<T> {
  const { data, error } = await result;
  if (error) throw new ApiRequestError(error);
  return data as T;
}

/** The query key prefix of everything read about a resource (invalidate it after any write). */
export function resourceKey(resource: Pick<AnyResource, 'path'>, ...rest: unknown[]): readonly unknown[] {
  return ['admin-resource', resource.path, ...rest];
}
