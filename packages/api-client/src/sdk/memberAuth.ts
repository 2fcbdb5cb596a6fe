/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// Operations of the OpenAPI tag "member-auth": import them as api.memberAuth.<operationId> from '@er/api-client'.
import type { ApiErrorBody } from '../client';
import { defineMutation, defineQuery } from '../operation';
import type { components } from '../schema';

/**
 * 会員ログイン（認証済みの会員のみ）
 * POST /api/front/member-login
 */
export const memberLogin = /* @__PURE__ */ defineMutation<MemberLoginBody, MemberLoginResponse, MemberLoginError>('memberAuth', 'memberLogin', {
  method: 'post',
  path: '/api/front/member-login',
  variables: 'body',
});
export type MemberLoginBody = components['schemas']['LoginRequestDto'];
export type MemberLoginResponse = components['schemas']['MemberLoginResponseDto'];
/** The documented error bodies (400, 401, 403, 419, 429). */
export type MemberLoginError = components['schemas']['ErrorResponseDto'];

/**
 * 会員としてログイン中かどうか（401 にはなりません）
 * GET /api/front/member-login-check
 */
export const memberLoginCheck = /* @__PURE__ */ defineQuery<void, MemberLoginCheckResponse, MemberLoginCheckError>('memberAuth', 'memberLoginCheck', {
  method: 'get',
  path: '/api/front/member-login-check',
  variables: 'none',
});
export type MemberLoginCheckResponse = components['schemas']['MemberLoginCheckResponseDto'];
/** No error body is documented: the generic one. */
export type MemberLoginCheckError = ApiErrorBody;

/**
 * 会員ログアウト（セッションを終了し Cookie を削除）
 * POST /api/front/member-logout
 */
export const memberLogout = /* @__PURE__ */ defineMutation<void, MemberLogoutResponse, MemberLogoutError>('memberAuth', 'memberLogout', {
  method: 'post',
  path: '/api/front/member-logout',
  variables: 'none',
});
export type MemberLogoutResponse = components['schemas']['LogoutResponseDto'];
/** The documented error bodies (400, 419). */
export type MemberLogoutError = components['schemas']['ErrorResponseDto'];
