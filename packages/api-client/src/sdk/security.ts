/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "security": import them as api.security.<operationId> from '@er/api-client'.
import { defineQuery } from '../operation';
import type { components } from '../schema';

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
/** The documented error bodies (500, 503). */
export type GetCsrfCookieError = components['schemas']['ErrorResponseDto'] & {
  code: 'INTERNAL_ERROR';
  statusCode: 500;
} | components['schemas']['ErrorResponseDto'] & {
  code: 'SERVICE_UNAVAILABLE';
  statusCode: 503;
};
