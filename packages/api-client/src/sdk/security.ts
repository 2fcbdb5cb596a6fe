/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "security": import them as api.security.<operationId> from '@er/api-client'.
import type { ApiErrorBody } from '../client';
import { defineQuery } from '../operation';

/**
 * 偽造防止トークン（XSRF-TOKEN Cookie）を発行する
 * GET /sanctum/csrf-cookie
 */
export const getCsrfCookie = /* @__PURE__ */ defineQuery<void, GetCsrfCookieResponse, GetCsrfCookieError>('security', 'getCsrfCookie', {
  method: 'get',
  path: '/sanctum/csrf-cookie',
  variables: 'none',
});
export type GetCsrfCookieResponse = undefined;
/** No error body is documented: the generic one. */
export type GetCsrfCookieError = ApiErrorBody;
